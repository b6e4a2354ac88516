// Owns turning on a staff member's second factor, step by step: a new secret (its QR code and the key to type), the
// first code from the app to prove it has it, then the recovery codes, shown once. Used by My account and by the walk-
// through a shop that requires two-factor sign-in puts before its staff area.
import { twoFactorEnableBody } from '@shop/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { enableTwoFactor, startTwoFactorSetup } from '#web/features/staff-account/api/two-factor-api.ts';
import { RecoveryCodes } from '#web/features/staff-account/recovery-codes.tsx';

type Secret = { qrSvg: string; secret: string };

/** The key in groups of four, as authenticator apps print it and people type it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** An SVG as an image's address: drawn as a picture, never as the page's own markup. */
const svgImage = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/**
 * `startLabel` names the first button ("Turn on"); `onDone` runs after the recovery codes were shown and "Done" pressed
 * (the session is then re-checked by the caller, so nothing moves on while the codes are on screen).
 */
export function TwoFactorSetup({ startLabel, onDone }: { startLabel: string; onDone: () => void }) {
  const [secret, setSecret] = useState<Secret>();
  const [codes, setCodes] = useState<string[]>();
  const setup = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: (answer) => {
      if (answer.success) setSecret({ qrSvg: answer.qr_svg, secret: answer.secret });
    },
  });
  const setupRefusal = setup.data && !setup.data.success ? setup.data.message : undefined;

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (secret) {
    return <ScanAndConfirm secret={secret} onEnabled={setCodes} onCancel={() => setSecret(undefined)} />;
  }
  return (
    <div className="grid justify-items-start gap-3">
      <Button onClick={() => setup.mutate()} disabled={setup.isPending} aria-busy={setup.isPending}>
        {startLabel}
      </Button>
      {setupRefusal && (
        <p key={setup.submittedAt} role="alert" className="text-sm font-medium text-destructive">
          {setupRefusal}
        </p>
      )}
    </div>
  );
}

function ScanAndConfirm({
  secret,
  onEnabled,
  onCancel,
}: {
  secret: Secret;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (answer) => {
      if (answer.success) onEnabled(answer.recovery_codes);
    },
  });
  const refusal = enable.data && !enable.data.success ? enable.data.message : undefined;

  // The button that asked for it has gone: take the reader to the first step.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid gap-5">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        Set up your authenticator app
      </h3>
      <ol className="grid list-decimal gap-5 pl-5 text-sm marker:font-semibold">
        <li className="grid gap-3">
          <p>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or
            similar), add an account and scan this QR code.
          </p>
          <img
            src={svgImage(secret.qrSvg)}
            alt="QR code to scan with your authenticator app"
            width={192}
            height={192}
            className="size-48 rounded-md border border-border bg-white p-2"
          />
        </li>
        <li className="grid gap-2">
          <p>Can’t scan it? Choose to enter a setup key, and type this key:</p>
          <code className="w-fit rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wider break-all">
            {groupedSecret(secret.secret)}
          </code>
        </li>
        <li className="grid gap-3">
          <p>Enter the 6-digit code the app now shows for the shop.</p>
          <Form
            noValidate
            className="grid max-w-xs gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = twoFactorEnableBody.safeParse({ code });
              if (!parsed.success) {
                setFieldError(parsed.error.issues[0]?.message);
                return;
              }
              setFieldError(undefined);
              enable.mutate(parsed.data);
            }}
          >
            <TextField
              label="6-digit code"
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={enable.isPending} aria-busy={enable.isPending}>
                Turn on two-factor sign-in
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
            {refusal && (
              <p key={enable.submittedAt} role="alert" className="text-sm font-medium text-destructive">
                {refusal}
              </p>
            )}
          </Form>
        </li>
      </ol>
    </div>
  );
}
