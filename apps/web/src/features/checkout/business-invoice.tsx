// Owns checkout's "Buying for a business? Get a GST invoice": the business's GSTIN and name, checked as the shopper types
// them as the server will check them, and sent with the order as buyer_gstin and buyer_business_name (issue 31).
import { buyerGstinProblem, INDIAN_STATES } from '@shop/contract/india';
import type { BusinessBuyer } from '@shop/contract/invoice';
import { useId, useRef, useState, type RefObject } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The server trims the GSTIN and reads it upper-cased: the page checks it the same way. */
const normalGstin = (typed: string) => typed.trim().toUpperCase();

/** A GSTIN is 15 characters: one shorter is still being typed, not yet worth a complaint. */
const GSTIN_LENGTH = 15;

/** The contract's words for a missing name, and its bounds (at least 2 characters, at most 100). */
const NAME_MISSING = 'Give the business name that goes with the GSTIN';
const NAME_MAX = 100;

function gstinProblemOf(gstin: string): string | undefined {
  if (gstin === '') return 'Enter the business’s GSTIN';
  return buyerGstinProblem(gstin);
}

const nameProblemOf = (name: string) => (name.trim().length < 2 ? NAME_MISSING : undefined);

/** The state a valid GSTIN is registered in (its first two digits): the place of supply on the invoice. */
const stateOf = (gstin: string) => INDIAN_STATES.find((state) => state.code === gstin.slice(0, 2))?.name ?? null;

export type BusinessInvoice = {
  open: boolean;
  setOpen: (open: boolean) => void;
  gstin: string;
  setGstin: (gstin: string) => void;
  name: string;
  setName: (name: string) => void;
  /** What is wrong with each field, once it is worth saying: the field was left, is full length, or paying was tried. */
  gstinError: string | undefined;
  nameError: string | undefined;
  /** Where the valid GSTIN is registered ("Karnataka"); null until it is valid. */
  registeredIn: string | null;
  leaveGstin: () => void;
  leaveName: () => void;
  gstinInput: RefObject<HTMLInputElement | null>;
  nameInput: RefObject<HTMLInputElement | null>;
  /** What goes with the order: null while the section is closed (a consumer's invoice) or not yet valid. */
  buyer: BusinessBuyer | null;
  /**
   * Whether paying may go ahead: yes while closed or valid; otherwise it says what is wrong under the fields and moves
   * focus to the first bad one, so no order goes out without the invoice the shopper asked for.
   */
  readyToPay: () => boolean;
};

export function useBusinessInvoice(): BusinessInvoice {
  const [open, setOpen] = useState(false);
  const [gstin, setGstin] = useState('');
  const [name, setName] = useState('');
  const [left, setLeft] = useState({ gstin: false, name: false });
  const [triedPaying, setTriedPaying] = useState(false);
  const gstinInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const normal = normalGstin(gstin);
  const gstinProblem = gstinProblemOf(normal);
  const nameProblem = nameProblemOf(name);
  const showGstin = triedPaying || (left.gstin && normal !== '') || normal.length >= GSTIN_LENGTH;
  const showName = triedPaying || (left.name && name.trim() !== '');

  return {
    open,
    setOpen,
    gstin,
    setGstin,
    name,
    setName,
    gstinError: showGstin ? gstinProblem : undefined,
    nameError: showName ? nameProblem : undefined,
    registeredIn: gstinProblem ? null : stateOf(normal),
    leaveGstin: () => setLeft((was) => ({ ...was, gstin: true })),
    leaveName: () => setLeft((was) => ({ ...was, name: true })),
    gstinInput,
    nameInput,
    buyer: open && !gstinProblem && !nameProblem ? { gstin: normal, businessName: name.trim() } : null,
    readyToPay: () => {
      if (!open) return true;
      setTriedPaying(true);
      if (gstinProblem) gstinInput.current?.focus();
      else if (nameProblem) nameInput.current?.focus();
      return !gstinProblem && !nameProblem;
    },
  };
}

export function BusinessInvoiceFields({ invoice, disabled }: { invoice: BusinessInvoice; disabled: boolean }) {
  const id = useId();
  const fieldsId = `${id}-fields`;
  // The fields open with the box, which only the app can tick: before it runs, a consumer's invoice.
  const hydrated = useHydrated();
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={invoice.open}
          disabled={disabled || !hydrated}
          onCheckedChange={(state) => invoice.setOpen(state === true)}
          aria-controls={invoice.open ? fieldsId : undefined}
          aria-describedby={`${id}-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={id} className="cursor-pointer leading-snug">
            Buying for a business? Get a GST invoice
          </Label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            The tax invoice carries your GSTIN and business name, so your business can claim the GST.
          </p>
        </div>
      </div>
      {invoice.open && (
        <div id={fieldsId} className="grid gap-3 ps-7.5">
          <CheckedField
            id={`${id}-gstin`}
            label="GSTIN"
            value={invoice.gstin}
            error={invoice.gstinError}
            hint={invoice.registeredIn ? `Registered in ${invoice.registeredIn}` : undefined}
            inputRef={invoice.gstinInput}
            disabled={disabled}
            onChange={invoice.setGstin}
            onBlur={invoice.leaveGstin}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="15 characters"
            className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          />
          <CheckedField
            id={`${id}-name`}
            label="Business name"
            value={invoice.name}
            error={invoice.nameError}
            inputRef={invoice.nameInput}
            disabled={disabled}
            onChange={invoice.setName}
            onBlur={invoice.leaveName}
            autoComplete="organization"
            maxLength={NAME_MAX}
          />
        </div>
      )}
    </div>
  );
}

type CheckedFieldProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoCapitalize?: string;
  autoComplete?: string;
  spellCheck?: boolean;
  maxLength?: number;
  placeholder?: string;
  className?: string;
};

/** A field whose message (what is wrong, or the hint once it is right) is read out as it changes while typing. */
function CheckedField({ id, label, error, hint, inputRef, onChange, ...inputProps }: CheckedFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        {...inputProps}
      />
      <p
        id={messageId}
        aria-live="polite"
        className={cn('text-sm', error ? 'font-medium text-destructive' : 'text-muted-foreground')}
      >
        {error ?? hint ?? ''}
      </p>
    </div>
  );
}
