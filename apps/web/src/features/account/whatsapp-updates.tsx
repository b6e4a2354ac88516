// Owns the account's "WhatsApp updates": the phones the shopper answered about at checkout, and stopping updates on one
// (a form posting to the account's action before, or without, JavaScript).
import { useId, useRef } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatPhone, useWhatsAppOptIns, type WhatsAppOptIn } from '#web/entities/whatsapp/whatsapp-api.ts';
import { useStopWhatsAppUpdates } from '#web/features/account/api/stop-whatsapp-updates.ts';

export function WhatsAppUpdates() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: optIns, isPending, isError, refetch } = useWhatsAppOptIns();
  const stop = useStopWhatsAppUpdates();

  async function stopUpdates(optIn: WhatsAppOptIn) {
    if (stop.isPending) return;
    const stopped = await stop.mutateAsync(optIn.phone).then(
      () => true,
      () => false,
    );
    // The pressed button is gone with the phone's "on": focus waits on the section's heading.
    if (stopped) heading.current?.focus();
  }

  let body;
  if (isPending) {
    body = <Skeleton role="status" aria-label="Loading your WhatsApp updates" className="h-12" />;
  } else if (isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p>We couldn't load your WhatsApp updates.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (optIns.length === 0) {
    body = <p className="text-muted-foreground">No WhatsApp updates yet: tick the box at checkout to get them.</p>;
  } else {
    body = (
      <ul className="divide-y divide-border rounded-md border border-border" aria-labelledby={headingId}>
        {optIns.map((optIn) => (
          <li key={optIn.phone} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <span className="font-medium tabular-nums">{formatPhone(optIn.phone)}</span>
            {optIn.opted_in ? (
              <span className="flex items-center gap-3">
                <Badge variant="success">On</Badge>
                <Form intent="stop-whatsapp">
                  <input type="hidden" name="phone" value={optIn.phone} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-busy={(stop.isPending && stop.variables === optIn.phone) || undefined}
                    // The visible words first, then which phone: each row's button has a name of its own.
                    aria-label={`Stop updates to ${formatPhone(optIn.phone)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      void stopUpdates(optIn);
                    }}
                  >
                    Stop updates
                  </Button>
                </Form>
              </span>
            ) : (
              <Badge variant="outline">Off</Badge>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm">
      <div className="grid gap-1">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
          WhatsApp updates
        </h2>
        <p className="text-muted-foreground">Order updates on WhatsApp, on the phones of your addresses.</p>
      </div>
      {body}
    </section>
  );
}
