// Owns the strip of the shop's promises: delivery, support, payments, returns (SPEC §2).
import { HeadsetIcon, RotateCcwIcon, ShieldCheckIcon, TruckIcon, type LucideIcon } from 'lucide-react';

const PROMISES: readonly { title: string; detail: string; Icon: LucideIcon }[] = [
  { title: 'Free Delivery Across India', detail: 'Dispatched within 2 working days', Icon: TruckIcon },
  { title: 'Exceptional Customer Support', detail: 'Write to us any time; we reply by email', Icon: HeadsetIcon },
  { title: '100% Secure Payments', detail: 'UPI, cards, net banking and PhonePe', Icon: ShieldCheckIcon },
  { title: 'Free Returns Policy', detail: 'Unused items, within 2 days of receipt', Icon: RotateCcwIcon },
];

export function PromiseStrip() {
  return (
    <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-4">
      {PROMISES.map(({ title, detail, Icon }) => (
        <li key={title} className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Icon className="size-6" aria-hidden />
          </span>
          <span className="grid gap-1">
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted-foreground">{detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
