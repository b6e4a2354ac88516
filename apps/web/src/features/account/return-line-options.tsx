// Owns the choices of a returned line's "Quantity" and "Reason" selects, the same in the dialog and the page's form.
import { RETURN_REASON_CHOICES, RETURN_REASON_WORDS } from '#web/features/account/return-reason-words.ts';

/** 1 to `returnable`: how many of the line to send back. */
export function QuantityOptions({ returnable }: { returnable: number }) {
  return Array.from({ length: returnable }, (_, n) => (
    <option key={n + 1} value={String(n + 1)}>
      {n + 1}
    </option>
  ));
}

/** "Choose a reason" (not itself a choice), then each reason in the shopper's words. */
export function ReturnReasonOptions() {
  return (
    <>
      <option value="" disabled>
        Choose a reason
      </option>
      {RETURN_REASON_CHOICES.map((reason) => (
        <option key={reason} value={reason}>
          {RETURN_REASON_WORDS[reason]}
        </option>
      ))}
    </>
  );
}
