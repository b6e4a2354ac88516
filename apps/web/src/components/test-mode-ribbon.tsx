// Owns the storefront's "Test mode" ribbon: shown while payments go to the built-in sandbox (DESIGN "Payments").
import { FlaskConicalIcon } from 'lucide-react';
import { usePaymentsConfig } from '#web/lib/payments-config.ts';

export function TestModeRibbon() {
  const { data: config } = usePaymentsConfig();
  // Unknown (still loading, or the call failed) shows nothing: a wrong "no money moves" would be worse than none.
  if (!config?.testMode) return null;
  return (
    <p
      role="note"
      className="flex items-center justify-center gap-1.5 bg-amber-100 px-4 py-1 text-center text-xs font-medium text-amber-950"
    >
      <FlaskConicalIcon className="size-3.5 shrink-0" aria-hidden />
      {/* One line on a phone: the middle of the sentence is the part that can go. */}
      <span>
        Test mode — <span className="hidden sm:inline">payments go to a built-in sandbox; </span>no money moves
      </span>
    </p>
  );
}
