// Owns the Settings section for the shop's brand (issue 44): its name, logo and icon (uploaded, with a preview), its
// accent colour (with its contrast against the white text on it), the announcement bar, and the footer's contact
// details and social links. Saved with the rest of Settings.
import {
  ACCENT_TEXT,
  accentProblem,
  contrastRatio,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
} from '@shop/contract/brand-defaults';
import type { Settings } from '@shop/contract/settings';
import { useId, useState, type ChangeEvent } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ToteMark } from '#web/components/shop-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { type BrandPicture, uploadBrandPicture } from '#web/features/admin-settings/api/upload-brand-picture.ts';
import { SettingsSection } from '#web/features/admin-settings/settings-section.tsx';
import type { SettingsFormValues } from '#web/features/admin-settings/settings-form-values.ts';

export type BrandSectionProps = {
  control: Control<SettingsFormValues, unknown, Settings>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
};

export function BrandSection({ control, register, errors, setValue }: BrandSectionProps) {
  const problems = errors.brand;
  const announcement = problems?.announcement;
  return (
    <SettingsSection
      title="Brand"
      description="The shop’s name, logo and colour wherever shoppers meet it: every page, the mails, WhatsApp messages, invoices and the icon on a phone’s home screen."
    >
      <TextField
        label="Shop name"
        autoComplete="organization"
        maxLength={60}
        error={problems?.name?.message}
        {...register('brand.name')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <PictureField kind="logo" control={control} setValue={setValue} error={problems?.logo_url?.message} />
        <PictureField kind="icon" control={control} setValue={setValue} error={problems?.icon_url?.message} />
      </div>
      <AccentField control={control} register={register} setValue={setValue} error={problems?.accent?.message} />

      <fieldset className="grid gap-4">
        <legend className="mb-1 font-medium">Announcement bar</legend>
        <p className="text-sm text-muted-foreground">
          One line above the header of every shop page, between its start and end. Leave it all empty for none.
        </p>
        <TextField
          label="Announcement"
          maxLength={200}
          error={announcement?.text?.message}
          {...register('brand.announcement.text')}
        />
        <TextField
          label="Link (optional)"
          inputMode="url"
          hint="A page of this shop, such as /shop/listing?category=women, or a full https:// address."
          error={announcement?.link?.message}
          {...register('brand.announcement.link')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts (optional)"
            type="datetime-local"
            hint="Empty: from now."
            error={announcement?.starts_at?.message}
            {...register('brand.announcement.starts_at')}
          />
          <TextField
            label="Ends (optional)"
            type="datetime-local"
            hint="Empty: until you take it down."
            error={announcement?.ends_at?.message}
            {...register('brand.announcement.ends_at')}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 font-medium">Contact details in the footer</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={problems?.contact?.email?.message}
            {...register('brand.contact.email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={problems?.contact?.phone?.message}
            {...register('brand.contact.phone')}
          />
        </div>
        <FormField label="Address" error={problems?.contact?.address?.message}>
          {(field) => (
            <Textarea rows={2} autoComplete="street-address" {...field} {...register('brand.contact.address')} />
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 font-medium">Social links</legend>
        <p className="text-sm text-muted-foreground">Full https:// addresses; a network left empty is not shown.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_LABELS[network]}
              type="url"
              inputMode="url"
              error={problems?.social?.[network]?.message}
              {...register(`brand.social.${network}`)}
            />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}

const PICTURES: Record<BrandPicture, { label: string; hint: string; builtIn: string }> = {
  logo: {
    label: 'Logo',
    hint: 'SVG, PNG or WebP, up to 5 MB; shown 32 px tall in the header, in place of the mark and name.',
    builtIn: 'Use the built-in logo',
  },
  icon: {
    label: 'Icon',
    hint: 'SVG, PNG or WebP, square is best; for the browser tab and a phone’s home screen (512 and 192 px).',
    builtIn: 'Use the built-in icon',
  },
};

function PictureField({
  kind,
  control,
  setValue,
  error,
}: {
  kind: BrandPicture;
  control: Control<SettingsFormValues, unknown, Settings>;
  setValue: UseFormSetValue<SettingsFormValues>;
  error: string | undefined;
}) {
  const id = useId();
  const name = kind === 'logo' ? 'brand.logo_url' : 'brand.icon_url';
  const url = useWatch({ control, name });
  const [state, setState] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });
  const { label, hint, builtIn } = PICTURES[kind];
  const problem = state.problem || error;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ busy: true, problem: '' });
    try {
      setValue(name, await uploadBrandPicture(kind, file), { shouldDirty: true });
      setState({ busy: false, problem: '' });
    } catch (failure) {
      setState({ busy: false, problem: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      input.value = '';
    }
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-h-16 items-center gap-3 rounded-md border border-border bg-surface p-3">
        {url ? (
          <img
            src={url}
            alt={`The ${kind} now`}
            className={kind === 'logo' ? 'h-8 w-auto max-w-full object-contain' : 'size-12 rounded-md object-contain'}
          />
        ) : (
          <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <ToteMark className="size-8 text-accent" />
            Built-in
          </span>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept="image/svg+xml,image/png,image/webp"
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        disabled={state.busy}
        onChange={(event) => void upload(event)}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {state.busy ? `Uploading the ${kind}…` : ''}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {url && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => setValue(name, '', { shouldDirty: true })}
        >
          {builtIn}
        </Button>
      )}
    </div>
  );
}

function AccentField({
  control,
  register,
  setValue,
  error,
}: {
  control: Control<SettingsFormValues, unknown, Settings>;
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  error: string | undefined;
}) {
  const id = useId();
  const accent = useWatch({ control, name: 'brand.accent' }).trim().toLowerCase();
  const valid = /^#[0-9a-f]{6}$/.test(accent);
  const problem = accentProblem(accent);
  return (
    <div className="grid gap-2">
      <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-picker`}>Accent colour</Label>
          <input
            id={`${id}-picker`}
            type="color"
            value={valid ? accent : '#000000'}
            onChange={(event) => setValue('brand.accent', event.currentTarget.value, { shouldDirty: true })}
            className="h-11 w-20 cursor-pointer rounded-md border border-input bg-background p-1"
          />
        </div>
        <TextField
          label="Accent colour as #rrggbb"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={7}
          className="[&_input]:font-mono sm:[&_input]:max-w-40"
          error={error}
          {...register('brand.accent')}
        />
      </div>
      <p aria-live="polite" className={problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {problem ??
          `White text on it has a contrast of ${contrastRatio(accent, ACCENT_TEXT).toFixed(1)}:1: readable (WCAG AA asks for 4.5:1).`}
      </p>
      {valid && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          How it looks:
          <span className="rounded-md px-3 py-1.5 font-medium" style={{ backgroundColor: accent, color: ACCENT_TEXT }}>
            Add to Cart
          </span>
          <span className="font-medium" style={{ color: accent }}>
            A link
          </span>
        </p>
      )}
    </div>
  );
}
