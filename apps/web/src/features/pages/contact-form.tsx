// Owns the contact form: Name, Email, Messages and Post, checked here and kept on this device (SPEC §2, §5). Posted
// without JavaScript, the page's action checks it by the same rules and the page answers as the form would.
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useActionData } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { Form } from '#web/components/ui/form.tsx';

export type ContactMessage = { name: string; email: string; messages: string };

/** What the contact page's action answers a Post without JavaScript: the thank-you, or the form again with its errors. */
export type ContactPosted = { sentBy: string } | { values: ContactMessage; errors: FieldErrors<ContactMessage> };

// Deliberately loose: something@something.something, no spaces. The mail server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (message: string) => (value: string) => value.trim() !== '' || message;

/** Each field's checks in order, in SPEC §5's words: the first that fails names the field's error. */
const CHECKS: Record<keyof ContactMessage, ((value: string) => true | string)[]> = {
  name: [filled('Enter your Name')],
  email: [filled('Enter your Email'), (value) => EMAIL_PATTERN.test(value.trim()) || 'Enter a Valid Email'],
  messages: [filled('Enter your Messages')],
};

function check(field: keyof ContactMessage, value: string): true | string {
  for (const rule of CHECKS[field]) {
    const verdict = rule(value);
    if (verdict !== true) return verdict;
  }
  return true;
}

/** The action's answer to a Post: the same checks the form makes in the browser. */
export function postContact(values: ContactMessage): ContactPosted {
  const errors: FieldErrors<ContactMessage> = {};
  for (const field of ['name', 'email', 'messages'] as const) {
    const verdict = check(field, values[field]);
    if (verdict !== true) errors[field] = { type: 'validate', message: verdict };
  }
  return Object.keys(errors).length > 0 ? { values, errors } : { sentBy: values.name.trim() };
}

export function ContactForm() {
  const posted = useActionData<ContactPosted | undefined>();
  const [sentBy, setSentBy] = useState(posted && 'sentBy' in posted ? posted.sentBy : undefined);
  const refused = posted && 'errors' in posted ? posted : undefined;
  const typed = refused?.values ?? { name: '', email: '', messages: '' };
  const form = useForm<ContactMessage>({
    defaultValues: typed,
    // A Post without JavaScript that was refused: its errors show at once (and stay until typed away).
    ...(refused ? { errors: refused.errors } : {}),
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
      // Nothing is sent anywhere (SPEC §2): a valid Post only says thank you. Before the app runs, the page's action
      // checks it instead (shop.contact.tsx).
      onSubmit={form.handleSubmit((values) => setSentBy(values.name.trim()))}
    >
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        // The server's HTML carries what was typed too (react-hook-form fills fields only once the app runs).
        defaultValue={typed.name}
        {...form.register('name', { validate: (value) => check('name', value), ...clearsOwnError('name') })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        defaultValue={typed.email}
        {...form.register('email', { validate: (value) => check('email', value), ...clearsOwnError('email') })}
      />
      <FormField label="Messages" error={errors.messages?.message}>
        {(control) => (
          <Textarea
            rows={6}
            defaultValue={typed.messages}
            {...control}
            {...form.register('messages', {
              validate: (value) => check('messages', value),
              ...clearsOwnError('messages'),
            })}
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
