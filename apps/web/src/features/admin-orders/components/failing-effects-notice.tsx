// Owns the note on an order whose follow-ups keep failing (issue 43): what should have followed its changes (a refund
// asked of the provider, a parcel cancelled at the courier, a mail) and has failed three times or more, why, and when
// the shop tries again by itself.
import type { FailingEffect } from '@shop/contract/orders';
import { formatDateTime } from '#web/entities/order/order-time.ts';

export function FailingEffectsNotice({ effects }: { effects: FailingEffect[] }) {
  if (effects.length === 0) return null;
  return (
    <div role="note" className="grid gap-2 rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
      <p className="font-medium">
        {effects.length === 1 ? 'A follow-up of this order keeps failing' : 'Follow-ups of this order keep failing'}
      </p>
      <ul className="grid gap-1.5">
        {effects.map((effect) => (
          <li key={`${effect.event}-${effect.effect}-${effect.next_attempt_at}`}>
            {effect.description}: failed {effect.attempts} times
            {effect.last_error && <span className="break-words text-muted-foreground"> ({effect.last_error})</span>}.
            Tried again by itself at {formatDateTime(effect.next_attempt_at)}.
          </li>
        ))}
      </ul>
    </div>
  );
}
