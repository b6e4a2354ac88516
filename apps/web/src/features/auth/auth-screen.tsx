// Owns the frame every auth screen shares: its heading, a line of help, the form, its common fields, and the links
// under it.
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { cn } from '#web/lib/class-names.ts';

export function AuthScreen({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="grid gap-8">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold text-foreground">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
      {footer && <div className="grid gap-2 text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}

/** The accent-coloured in-text link used under the forms. */
export const authLinkClass = 'font-medium text-accent underline-offset-4 hover:underline';

/**
 * The form every auth screen submits: browser validation off (zod's messages show instead), its fields, then the
 * full-width submit button, busy while the server answers. Anything after the button goes in `after`.
 */
export function AuthForm({
  onSubmit,
  busy,
  submitLabel,
  children,
  after,
  intent,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  after?: ReactNode;
  /** Which of its route action's jobs the form asks for, when the page's form does more than one. */
  intent?: string;
}) {
  return (
    <Form noValidate className="grid gap-5" onSubmit={onSubmit} {...(intent ? { intent } : {})}>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
      {after}
    </Form>
  );
}

/** A notice in the flow of a form (not a toast): what the server said, and the way on from it. */
export function AuthNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn('grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900', className)}
    >
      {children}
    </div>
  );
}

/** A line under a form: a question, then the accent-coloured link that answers it ("Already have an account? Login"). */
export function AuthFooterLink({ lead, to, children }: { lead?: string; to: string; children: ReactNode }) {
  return (
    <p>
      {lead && `${lead} `}
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}

/*
 * The fields the auth forms share, as TextField props (the form's `register` spreads after them). `shown` is what the
 * server's HTML carries: react-hook-form fills fields only once the app runs.
 */

export const emailField = (error: string | undefined, shown?: string) => ({
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  error,
  ...(shown === undefined ? {} : { defaultValue: shown }),
});

export const codeField = (error: string | undefined, digits: number, shown?: string) => ({
  label: 'Verification Code',
  inputMode: 'numeric' as const,
  autoComplete: 'one-time-code',
  maxLength: digits,
  error,
  ...(shown === undefined ? {} : { defaultValue: shown }),
});

export const newPasswordField = (error: string | undefined, label = 'New Password') => ({
  label,
  type: 'password',
  autoComplete: 'new-password',
  hint: 'At least 8 characters.',
  error,
});

/** Shows the email field's own message, and puts focus there: the email is not one a code could go to. */
export async function showEmailError(form: {
  trigger: (name: 'email') => Promise<boolean>;
  setFocus: (name: 'email') => void;
}) {
  await form.trigger('email');
  form.setFocus('email');
}
