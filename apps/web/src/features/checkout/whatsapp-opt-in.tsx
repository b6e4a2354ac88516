// Owns checkout's "Send order updates on WhatsApp" box: on the chosen address's phone, unticked unless that phone
// already gets them, and sent with the order as whatsapp_opt_in whichever way it is paid (issue 30); ticked, the server
// asks the phone once to say yes itself (third audit M3). Before (or
// without) JavaScript it is a native box posting with checkout's form, as ticked; with no address chosen yet (choosing
// one changes nothing on the page until the app runs) it names the phone of the address the order goes to.
import { useId, useState } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { Address } from '#web/entities/address/address-api.ts';
import { formatPhone, isOptedIn, useWhatsAppOptIns } from '#web/entities/whatsapp/whatsapp-api.ts';

export type WhatsAppChoice = { phone: string; optIn: boolean; setOptIn: (optIn: boolean) => void };

/** The name the box posts under with checkout's form (checkout-form.ts and checkout-actions.ts read it). */
export const WHATSAPP_FIELD = 'whatsapp_opt_in';

/**
 * The box's tick in the server's HTML as the shopper left it while the scripts were on their way, for the phone it
 * was shown for (read once, as hydration starts; nothing on the server or without such a box).
 */
function tickedBeforeTheApp(phone: string | null): { phone: string; optIn: boolean } | null {
  if (typeof document === 'undefined' || phone === null) return null;
  const box = document.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${WHATSAPP_FIELD}"]`);
  if (!box || box.checked === box.defaultChecked) return null;
  return { phone, optIn: box.checked };
}

/**
 * What the box says for the chosen address: the shopper's own tick for that phone once they have touched it, or
 * whether the phone already gets updates. Null until an address is chosen.
 */
export function useWhatsAppChoice(address: Address | null): WhatsAppChoice | null {
  const { data: optIns } = useWhatsAppOptIns();
  const [ticked, setTicked] = useState(() => tickedBeforeTheApp(address?.phone ?? null));
  if (!address) return null;
  const { phone } = address;
  return {
    phone,
    optIn: ticked?.phone === phone ? ticked.optIn : isOptedIn(optIns, phone),
    setOptIn: (optIn) => setTicked({ phone, optIn }),
  };
}

/**
 * `formId`: checkout's order form, which the box's answer posts with before the app runs. `choice` null: no address
 * chosen on the page yet, shown only before the app runs (once it runs, the box comes with the address).
 */
export function WhatsAppOptIn({ choice, formId }: { choice: WhatsAppChoice | null; formId?: string }) {
  const id = useId();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          form={formId}
          name={WHATSAPP_FIELD}
          value="on"
          defaultChecked={choice?.optIn ?? false}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <BoxText id={id} phone={choice?.phone ?? null} />
      </div>
    );
  }
  if (!choice) return null;
  return (
    <div className="flex items-start gap-2.5">
      {choice.optIn && <input type="hidden" form={formId} name={WHATSAPP_FIELD} value="on" />}
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={choice.optIn}
        onCheckedChange={(state) => choice.setOptIn(state === true)}
        aria-describedby={`${id}-hint`}
      />
      <BoxText id={id} phone={choice.phone} />
    </div>
  );
}

function BoxText({ id, phone }: { id: string; phone: string | null }) {
  return (
    <div className="grid gap-0.5">
      <Label htmlFor={id} className="cursor-pointer leading-snug">
        {phone
          ? `Send order updates on WhatsApp to ${formatPhone(phone)}`
          : 'Send order updates on WhatsApp to the delivery address’s phone'}
      </Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        We ask that phone once on WhatsApp to say yes; then confirmation, dispatch and delivery messages follow. Reply
        STOP at any time to end them.
      </p>
    </div>
  );
}
