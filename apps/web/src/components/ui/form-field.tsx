// Owns a labelled form control of any kind (textarea, select, ...) with its hint and error, wired for screen readers.
import { useId, type ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/class-names.ts';

/** What the control must spread so that its label, hint and error reach assistive technology. */
export type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** Renders the control: `{(control) => <Textarea {...control} {...register('description')} />}`. */
  children: (control: FormControlProps) => ReactNode;
};

/** TextField's sibling for controls other than a single-line input. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
