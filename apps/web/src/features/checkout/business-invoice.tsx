// Owns checkout's "Buying for a business? Get a GST invoice": the business's GSTIN and name, checked as the shopper types
// them as the server will check them, and sent with the order as buyer_gstin and buyer_business_name (issue 31). Before
// (or without) JavaScript the box is a native one (gst_invoice) whose tick shows the two fields by the stylesheet alone,
// all three posting with checkout's order form, and checked by its action with the same words (decision 031).
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

/** The names the box and fields post under with checkout's form before the app runs (checkout-actions.ts reads them). */
export const INVOICE_FIELDS = { box: 'gst_invoice', gstin: 'buyer_gstin', name: 'buyer_business_name' } as const;

function gstinProblemOf(gstin: string): string | undefined {
  if (gstin === '') return 'Enter the business’s GSTIN';
  return buyerGstinProblem(gstin);
}

const nameProblemOf = (name: string) => (name.trim().length < 2 ? NAME_MISSING : undefined);

/**
 * What stops a GST invoice asked for with these two fields, as the page says it under them; undefined when both are
 * right. The GSTIN is read as the server reads it (trimmed, upper-cased).
 */
export function businessBuyerProblem(gstin: string, name: string): string | undefined {
  return gstinProblemOf(normalGstin(gstin)) ?? nameProblemOf(name);
}

/**
 * What the shopper ticked and typed into the server's HTML while the scripts were on their way, so the app's box and
 * fields start from it (read once, as hydration starts; nothing on the server).
 */
function typedBeforeTheApp(): { open: boolean; gstin: string; name: string } {
  const input = (name: string) =>
    typeof document === 'undefined' ? null : document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return {
    open: input(INVOICE_FIELDS.box)?.checked ?? false,
    gstin: input(INVOICE_FIELDS.gstin)?.value ?? '',
    name: input(INVOICE_FIELDS.name)?.value ?? '',
  };
}

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
  const [typed] = useState(typedBeforeTheApp);
  const [open, setOpen] = useState(typed.open);
  const [gstin, setGstin] = useState(typed.gstin);
  const [name, setName] = useState(typed.name);
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

/** `formId`: checkout's order form, which the box and fields post with before the app runs. */
export function BusinessInvoiceFields({
  invoice,
  disabled,
  formId,
}: {
  invoice: BusinessInvoice;
  disabled: boolean;
  formId?: string;
}) {
  const id = useId();
  const fieldsId = `${id}-fields`;
  const hydrated = useHydrated();
  if (!hydrated) return <NativeBusinessInvoiceFields id={id} formId={formId} />;
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={invoice.open}
          disabled={disabled}
          onCheckedChange={(state) => invoice.setOpen(state === true)}
          aria-controls={invoice.open ? fieldsId : undefined}
          aria-describedby={`${id}-hint`}
        />
        <BoxLabel id={id} />
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
            {...GSTIN_INPUT}
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
            {...NAME_INPUT}
          />
        </div>
      )}
    </div>
  );
}

const GSTIN_INPUT = {
  autoCapitalize: 'characters',
  autoComplete: 'off',
  spellCheck: false,
  placeholder: '15 characters',
  className: 'font-mono uppercase placeholder:font-sans placeholder:normal-case',
} as const;
const NAME_INPUT = { autoComplete: 'organization', maxLength: NAME_MAX } as const;

function BoxLabel({ id }: { id: string }) {
  return (
    <div className="grid gap-0.5">
      <Label htmlFor={id} className="cursor-pointer leading-snug">
        Buying for a business? Get a GST invoice
      </Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        The tax invoice carries your GSTIN and business name, so your business can claim the GST.
      </p>
    </div>
  );
}

/**
 * Before the app runs: a native box whose tick shows the two fields (the stylesheet's `has-[…:checked]`, no script);
 * the order form's action checks them, with the words the app says under them.
 */
function NativeBusinessInvoiceFields({ id, formId }: { id: string; formId: string | undefined }) {
  return (
    <div className="group/invoice grid gap-3">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          form={formId}
          name={INVOICE_FIELDS.box}
          value="on"
          // Ticked, it shows the two fields below (no script).
          data-invoice-box=""
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <BoxLabel id={id} />
      </div>
      <div className="hidden gap-3 ps-7.5 group-has-[[data-invoice-box]:checked]/invoice:grid">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-gstin`}>GSTIN</Label>
          <Input id={`${id}-gstin`} form={formId} name={INVOICE_FIELDS.gstin} {...GSTIN_INPUT} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Business name</Label>
          <Input id={`${id}-name`} form={formId} name={INVOICE_FIELDS.name} {...NAME_INPUT} />
        </div>
      </div>
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
