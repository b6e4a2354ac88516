// Owns a labelled checkbox bound to one react-hook-form field, with an optional hint read out with it.
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';

export type CheckboxFieldProps<Values extends FieldValues, Transformed> = {
  control: Control<Values, unknown, Transformed>;
  /** A boolean field of the form. */
  name: FieldPath<Values>;
  label: ReactNode;
  hint?: ReactNode;
};

export function CheckboxField<Values extends FieldValues, Transformed>({
  control,
  name,
  label,
  hint,
}: CheckboxFieldProps<Values, Transformed>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex min-h-9 items-center gap-2">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              aria-describedby={hintId}
              onCheckedChange={(state) => field.onChange(state === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </Label>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
