// Owns /shop/confirm-order/:id?token=…: the page the mail's "Confirm your order" button opens (issue 30). No sign-in:
// the link's token says whose order it is, and one press confirms or cancels the Cash on Delivery order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BanknoteIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { confirmCod } from '#web/entities/order/cod-confirmation-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';

const CancelCodOrderDialog = lazyComponent(
  () => import('#web/entities/order/cancel-cod-order-dialog.tsx'),
  'CancelCodOrderDialog',
);

const INCOMPLETE = 'This link is incomplete: open it from your mail again.';

/**
 * Opening the page sends nothing: mail scanners and link previews open links too, and the order must wait for its
 * shopper's own press. The server's answer is shown on the page, where the buttons were.
 */
export function ConfirmOrderPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: confirmCod,
    // A shopper signed in on this device sees the change in their orders too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  const [cancelOpen, setCancelOpen] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);

  // Synchronous twin of `answer.isPending`: a second press in the same tick must not send a second answer.
  const deciding = useRef(false);

  /** Sends the shopper's answer once; the outcome (the server's words) takes focus. */
  async function decide(confirm: boolean): Promise<boolean> {
    if (deciding.current) return false;
    deciding.current = true;
    const done = await answer.mutateAsync({ orderId: id, confirm, token }).then(
      () => true,
      () => false,
    );
    deciding.current = false;
    outcome.current?.focus();
    return done;
  }

  const decided = answer.isSuccess;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">
      <div className="grid justify-items-center gap-2 text-center">
        <BanknoteIcon className="size-10 text-accent" aria-hidden />
        <h1 className="text-2xl font-semibold sm:text-3xl">Confirm your Cash on Delivery order</h1>
        {token && !decided && (
          <p className="text-muted-foreground">
            Confirm it and we pack it. If you did not place it, or no longer want it, cancel it: nothing is charged.
          </p>
        )}
      </div>

      {!token ? (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
          {INCOMPLETE}
        </p>
      ) : (
        <>
          <div ref={outcome} tabIndex={-1} className="grid gap-4 focus-visible:outline-none">
            {answer.isSuccess && (
              <>
                <p role="status" className="rounded-md border border-accent bg-accent-soft p-3 text-center font-medium">
                  {answer.data.message}
                </p>
                <Button asChild size="lg" className="w-full">
                  <Link to="/shop/account">See your orders</Link>
                </Button>
              </>
            )}
            {answer.isError && (
              <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
                {answer.error.message}
              </p>
            )}
          </div>
          {!decided && (
            // Before (or without) JavaScript the buttons post the answer to the route's action, without the dialog.
            <Form intent="confirm-cod" className="grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="token" value={token} />
              {/* Never disabled while busy: a disabled button would drop the keyboard focus on the one just pressed. */}
              <Button
                size="lg"
                aria-busy={(answer.isPending && answer.variables.confirm) || undefined}
                type="submit"
                name="confirm"
                value="yes"
                onClick={(event) => {
                  event.preventDefault();
                  void decide(true);
                }}
              >
                Confirm order
              </Button>
              <Button
                size="lg"
                variant="outline"
                onPointerEnter={CancelCodOrderDialog.preload}
                onFocus={CancelCodOrderDialog.preload}
                type="submit"
                name="confirm"
                value="no"
                onClick={(event) => {
                  event.preventDefault();
                  setCancelOpen(true);
                }}
              >
                Cancel order
              </Button>
            </Form>
          )}
          <MountWhenOpened open={cancelOpen}>
            <CancelCodOrderDialog
              open={cancelOpen}
              onOpenChange={setCancelOpen}
              pending={answer.isPending}
              onCancel={() => decide(false)}
              focusAfterCancel={outcome}
            />
          </MountWhenOpened>
        </>
      )}
    </div>
  );
}
