// Owns checkout's "Send order updates on WhatsApp" box: on the chosen address's phone, unticked unless that phone
// already gets them, and sent with the order as whatsapp_opt_in whichever way it is paid (issue 30). Before the app
// runs the box cannot change; what it shows posts with checkout's form.
import { useId, useState } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { Address } from '#web/entities/address/address-api.ts';
import { formatPhone, isOptedIn, useWhatsAppOptIns } from '#web/entities/whatsapp/whatsapp-api.ts';

export type WhatsAppChoice = { phone: string; optIn: boolean; setOptIn: (optIn: boolean) => void };

/**
 * What the box says for the chosen address: the shopper's own tick for that phone once they have touched it, or
 * whether the phone already gets updates. Null until an address is chosen.
 */
export function useWhatsAppChoice(address: Address | null): WhatsAppChoice | null {
  const { data: optIns } = useWhatsAppOptIns();
  const [ticked, setTicked] = useState<{ phone: string; optIn: boolean } | null>(null);
  if (!address) return null;
  const { phone } = address;
  return {
    phone,
    optIn: ticked?.phone === phone ? ticked.optIn : isOptedIn(optIns, phone),
    setOptIn: (optIn) => setTicked({ phone, optIn }),
  };
}

/** `formId`: checkout's order form, which the box's answer posts with before the app runs. */
export function WhatsAppOptIn({ choice, formId }: { choice: WhatsAppChoice; formId?: string }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="flex items-start gap-2.5">
      {choice.optIn && <input type="hidden" form={formId} name="whatsapp_opt_in" value="on" />}
      <Checkbox
        id={id}
        className="mt-0.5"
        disabled={!hydrated}
        checked={choice.optIn}
        onCheckedChange={(state) => choice.setOptIn(state === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          Send order updates on WhatsApp to {formatPhone(choice.phone)}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Confirmation, dispatch and delivery messages. Reply STOP at any time to end them.
        </p>
      </div>
    </div>
  );
}
