// Owns the contact form: Name, Email, Messages and Post, checked here and kept on this device (SPEC §2, §5).
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { Form } from '#web/components/ui/form.tsx';

type ContactMessage = { name: string; email: string; messages: string };

// Deliberately loose: something@something.something, no spaces. The mail server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (message: string) => (value: string) => value.trim() !== '' || message;

export function ContactForm() {
  const [sentBy, setSentBy] = useState<string>();
  const form = useForm<ContactMessage>({
    defaultValues: { name: '', email: '', messages: '' },
    // The spec: errors appear on Post, and typing in a field clears its error (rather than re-checking it).
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const clearsOwnError = (field: keyof ContactMessage) => ({ onChange: () => form.clearErrors(field) });

  if (sentBy !== undefined) return <ThankYou name={sentBy} />;

  return (
    <Form
      noValidate
      aria-label="Contact form"
      className="grid gap-5"
      // Nothing is sent anywhere (SPEC §2): a valid Post only says thank you.
      onSubmit={form.handleSubmit((values) => setSentBy(values.name.trim()))}
    >
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name', { validate: filled('Enter your Name'), ...clearsOwnError('name') })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email', {
          validate: {
            filled: filled('Enter your Email'),
            valid: (value) => EMAIL_PATTERN.test(value.trim()) || 'Enter a Valid Email',
          },
          ...clearsOwnError('email'),
        })}
      />
      <FormField label="Messages" error={errors.messages?.message}>
        {(control) => (
          <Textarea
            rows={6}
            {...control}
            {...form.register('messages', { validate: filled('Enter your Messages'), ...clearsOwnError('messages') })}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit sm:min-w-32">
        Post
      </Button>
    </Form>
  );
}

function ThankYou({ name }: { name: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone; moving focus here makes screen readers announce the thank-you.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-lg border border-border bg-accent-soft p-6 sm:p-8">
      {/* scroll-mt: focusing scrolls the heading into view; this keeps it clear of the sticky shop header. */}
      <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">
        Thank you, {name}!
      </h3>
      <p className="mt-3 leading-7 text-foreground/80">
        We have received your message. Further details will be sent to you by email.
      </p>
    </div>
  );
}
