// Owns "Check delivery" on a product: a pincode answers by when it arrives there, or that the shop does not deliver
// there; the last pincode asked is remembered on this device and asked again on the next product. Before the app runs
// (or without it) the form posts to the product page's action, which answers in the same words as a flash message.
import { TruckIcon } from 'lucide-react';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  deliveryPromise,
  isPincode,
  isUnknownPincode,
  useDelivery,
  type DeliveryEstimate,
} from '#web/entities/delivery/delivery-api.ts';

export const PINCODE_STORAGE_KEY = 'delivery-pincode';
export const FORMAT_ERROR = 'Enter a 6-digit pincode';

function rememberedPincode(): string | null {
  try {
    const stored = window.localStorage.getItem(PINCODE_STORAGE_KEY);
    return stored && isPincode(stored) ? stored : null;
  } catch {
    return null; // storage refused (private mode, blocked cookies): nothing remembered
  }
}

function remember(pincode: string) {
  try {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // as above: the check still works, it is only not remembered
  }
}

const noSubscription = () => () => {};

export function DeliveryCheck() {
  const headingId = useId();
  const inputId = useId();
  const answerId = useId();
  // The server's page knows nothing of this device's storage: the remembered pincode appears once hydrated.
  const remembered = useSyncExternalStore(noSubscription, rememberedPincode, () => null);
  // Null until the shopper types or asks: until then the remembered pincode is shown and asked.
  const [typedState, setTyped] = useState<string | null>(null);
  const [askedState, setAsked] = useState<string | null>(null);
  const typed = typedState ?? remembered ?? '';
  const asked = askedState ?? remembered;
  const [formatError, setFormatError] = useState(false);
  const delivery = useDelivery(asked);

  function check(event: FormEvent) {
    event.preventDefault();
    const pincode = typed.trim();
    if (!isPincode(pincode)) {
      setFormatError(true);
      return;
    }
    setFormatError(false);
    setAsked(pincode);
    remember(pincode);
  }

  let answer = null;
  if (formatError) answer = <span className="font-medium text-destructive">{FORMAT_ERROR}</span>;
  else if (asked && delivery.isPending) answer = <span className="text-muted-foreground">Checking {asked}…</span>;
  else if (delivery.isError)
    answer = (
      <span className={isUnknownPincode(delivery.error) ? 'font-medium text-destructive' : 'text-destructive'}>
        {delivery.error.message}
      </span>
    );
  else if (delivery.data) answer = <DeliveryAnswer estimate={delivery.data} />;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <TruckIcon className="size-4" aria-hidden />
        Check delivery
      </h2>
      <Form noValidate intent="delivery" onSubmit={check} className="grid gap-2">
        <Label htmlFor={inputId}>Pincode</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            name="pincode"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.replace(/\D/g, '').slice(0, 6));
              setFormatError(false);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="6-digit pincode"
            aria-invalid={formatError || isUnknownPincode(delivery.error) || undefined}
            aria-describedby={answerId}
            className="max-w-40"
          />
          <Button type="submit" variant="outline">
            Check
          </Button>
        </div>
      </Form>
      {/* Announced when it changes: the answer arrives after the button is pressed. */}
      <p id={answerId} role="status" className="text-sm empty:hidden">
        {answer}
      </p>
    </section>
  );
}

/** The answer's second line: where the pincode is, and whether Cash on Delivery reaches it. */
export function deliveryPlace(estimate: DeliveryEstimate): string {
  const place = `${estimate.city}, ${estimate.state}`;
  if (!estimate.serviceable) return place;
  return `to ${place} · ${estimate.cod_available ? 'Cash on Delivery available' : 'No Cash on Delivery here'}`;
}

function DeliveryAnswer({ estimate }: { estimate: DeliveryEstimate }) {
  return (
    <>
      <span className={estimate.serviceable ? 'font-medium text-success' : 'font-medium'}>
        {deliveryPromise(estimate)}
      </span>{' '}
      <span className="block text-muted-foreground">{deliveryPlace(estimate)}</span>
    </>
  );
}
