// Owns how a Cash on Delivery order's confirmation reads to its shopper (issue 30): the panel that asks for it while
// the order waits (confirm, cancel, or confirm with a code sent on WhatsApp), and where it stands once decided. Before
// (or without) JavaScript, Confirm and Cancel post to the page's action (intent confirm-cod) without the dialog; the
// code needs the app (decision 031).
import { useId, useRef, useState, type RefObject } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { awaitsCodConfirmation, useConfirmCod, useSendCodCode } from '#web/entities/order/cod-confirmation-api.ts';
import type { Order } from '#web/entities/order/order-api.ts';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { cn } from '#web/lib/class-names.ts';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// Loaded when first opened (or hovered): most shoppers confirm.
const CancelCodOrderDialog = lazyComponent(
  () => import('#web/entities/order/cancel-cod-order-dialog.tsx'),
  'CancelCodOrderDialog',
);

// The contract's rule and words for the code (confirmCodBody), kept here so the shopper's pages load no zod for it.
const CODE_FORMAT = /^\d{6}$/;
const CODE_ERROR = 'Enter the 6-digit code';

export type CodConfirmationPanelProps = {
  order: Order;
  /** The panel's heading level where it sits: a page's section (h2) or a dialog's (h3). */
  heading?: 'h2' | 'h3';
  /** Where focus goes once the order is decided: the button that was pressed is gone with the panel. */
  focusAfter?: RefObject<HTMLElement | null> | undefined;
  className?: string;
};

/**
 * Shown while the order waits for its shopper and the server lets them decide (`confirm_cod`); nothing otherwise.
 * Either answer reloads the order, and the panel goes with the wait.
 */
export function CodConfirmationPanel({
  order,
  heading: Heading = 'h2',
  focusAfter,
  className,
}: CodConfirmationPanelProps) {
  const headingId = useId();
  const confirm = useConfirmCod();
  const sendCode = useSendCodCode();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeField = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  // Synchronous twin of `confirm.isPending`: a second press in the same tick must not send a second answer.
  const deciding = useRef(false);

  /** Sends the shopper's answer once; resolves whether the server took it (the mutation has said why not). */
  async function decide(answer: { confirm: boolean; code?: string }): Promise<boolean> {
    if (deciding.current) return false;
    deciding.current = true;
    try {
      return await confirm.mutateAsync({ orderId: order._id, ...answer }).then(
        () => true,
        () => false,
      );
    } finally {
      deciding.current = false;
    }
  }

  async function confirmAndMoveOn(answer: { confirm: true; code?: string }) {
    if (await decide(answer)) focusAfter?.current?.focus();
  }

  async function askForCode() {
    if (sendCode.isPending) return;
    const sent = await sendCode.mutateAsync(order._id).then(
      () => true,
      () => false,
    );
    if (sent) setCodeSent(true);
  }

  return (
    <>
      {awaitsCodConfirmation(order) && (
        <section
          aria-labelledby={headingId}
          className={cn(
            'grid w-full gap-4 rounded-lg border border-accent bg-accent-soft p-4 text-left text-sm sm:p-5',
            className,
          )}
        >
          <div className="grid gap-1">
            <Heading id={headingId} className="text-base font-semibold sm:text-lg">
              Please confirm your Cash on Delivery order
            </Heading>
            {order.cod_confirm_until && (
              <p className="font-medium">Confirm by {formatDateTime(order.cod_confirm_until)}</p>
            )}
            <p className="text-muted-foreground">
              We pack it once you confirm. An order not confirmed in time is cancelled, and its items go back on sale.
            </p>
          </div>
          <Form intent="confirm-cod" className="grid gap-2 sm:flex sm:flex-wrap">
            <input type="hidden" name="order_id" value={order._id} />
            {/* Never disabled while busy: a disabled button would drop the keyboard focus on the one just pressed. */}
            <Button
              type="submit"
              name="confirm"
              value="yes"
              aria-busy={confirm.isPending || undefined}
              onClick={(event) => {
                event.preventDefault();
                void confirmAndMoveOn({ confirm: true });
              }}
            >
              Confirm order
            </Button>
            <Button
              type="submit"
              name="confirm"
              value="no"
              variant="outline"
              onPointerEnter={CancelCodOrderDialog.preload}
              onFocus={CancelCodOrderDialog.preload}
              onClick={(event) => {
                event.preventDefault();
                setCancelOpen(true);
              }}
            >
              Cancel order
            </Button>
          </Form>
          <div className="grid gap-3">
            <Button
              variant="link"
              size="sm"
              className="h-auto w-fit px-0"
              aria-busy={sendCode.isPending || undefined}
              // The code is typed into a field the app shows: until it runs, the link waits for it.
              disabled={!hydrated}
              onClick={() => void askForCode()}
            >
              {codeSent ? 'Send a new code' : 'Confirm with a code instead'}
            </Button>
            {codeSent && (
              <form
                noValidate
                aria-label="Confirm with a code"
                className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_auto] sm:items-start"
                onSubmit={(event) => {
                  event.preventDefault();
                  const typed = code.trim();
                  if (!CODE_FORMAT.test(typed)) {
                    setCodeError(CODE_ERROR);
                    codeField.current?.focus();
                    return;
                  }
                  setCodeError(undefined);
                  void confirmAndMoveOn({ confirm: true, code: typed });
                }}
              >
                <TextField
                  ref={codeField}
                  label="6-digit code"
                  hint="Sent to your phone on WhatsApp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  // The field appears because the shopper asked for it: they type in it next.
                  autoFocus
                  value={code}
                  error={codeError}
                  onChange={(event) => setCode(event.target.value)}
                />
                <Button type="submit" variant="outline" className="sm:mt-7" aria-busy={confirm.isPending || undefined}>
                  Confirm with code
                </Button>
              </form>
            )}
          </div>
        </section>
      )}
      {/* Outside the panel: it stays mounted (and closes as dialogs do) when the cancelled order's panel is gone. */}
      <MountWhenOpened open={cancelOpen}>
        <CancelCodOrderDialog
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          pending={confirm.isPending}
          onCancel={() => decide({ confirm: false })}
          focusAfterCancel={focusAfter}
        />
      </MountWhenOpened>
    </>
  );
}

/** Where the order's confirmation stands, in the shopper's words; nothing for an order paid online. */
export function CodConfirmationState({ order }: { order: Pick<Order, 'cod_confirmation' | 'order_status'> }) {
  if (order.cod_confirmation === 'awaiting') return <>Waiting for you to confirm</>;
  if (order.cod_confirmation === 'confirmed') return <Badge variant="success">Confirmed</Badge>;
  if (order.cod_confirmation === 'cancelled') {
    // Cancelled by the shopper, or for them when the time to confirm ran out: either way, before it was confirmed.
    return <>{order.order_status === 'cancelled' ? 'Cancelled before it was confirmed' : 'Not confirmed'}</>;
  }
  return null;
}
