// Owns the storefront's "Test mode" ribbon: shown while payments go to the built-in sandbox (DESIGN "Payments") or a
// provider's own test environment (its test keys, UAT or sandbox).
import { FlaskConicalIcon } from 'lucide-react';
import { usePaymentsConfig } from '#web/entities/payments-config/payments-config.ts';

export function TestModeRibbon() {
  const { data: config } = usePaymentsConfig();
  // Unknown (still loading, or the call failed) shows nothing: a wrong "no money moves" would be worse than none.
  if (!config?.testMode) return null;
  // Fixed at the bottom, over the page: it appears once the config answers, and must not push the page down then.
  return (
    <p
      role="note"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-1.5 bg-amber-100/95 px-4 py-1 text-center text-xs font-medium text-amber-950 shadow-sm"
    >
      <FlaskConicalIcon className="size-3.5 shrink-0" aria-hidden />
      {/* One line on a phone: the middle of the sentence is the part that can go. */}
      <span>
        Test mode — <span className="hidden sm:inline">payments go to a sandbox; </span>no money moves
      </span>
    </p>
  );
}
