// Owns the "Return or exchange" form on the page itself, before (or without) JavaScript: the details' link
// (?return=<id>) opens it above the order history, with native controls only (a tick per line, then how many, why,
// and a refund or another size or colour); it posts intent request-return to the account's action, which checks it
// as the dialog does and answers with the form again, as typed, saying what is wrong (decision 031). Loaded only for
// such a page, and with no zod, react-hook-form or dialog: the account's first visit is no heavier.
import { formatDate } from '@shop/contract/money';
import { useId } from 'react';
import { Link, useActionData } from 'react-router';
import { lineOptionsText, LineOptions } from '#web/components/line-options.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useOrderDetails, type Order } from '#web/entities/order/order-api.ts';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { useExchangeProduct } from '#web/features/account/api/get-exchange-product.ts';
import { returnableQuantities, useOrderReturns } from '#web/features/account/api/return-api.ts';
import { ORDER_VIEW_ANCHOR, useOrderViewHref } from '#web/features/account/order-links.ts';
import {
  emptyReturnForm,
  isReturnFormRefused,
  lineField,
  type ReturnFormProblems,
  type ReturnLineValues,
} from '#web/features/account/return-form-fields.ts';
import { QuantityOptions, ReturnReasonOptions } from '#web/features/account/return-line-options.tsx';
import { returnableWords } from '#web/features/account/return-reason-words.ts';

type OrderLine = Order['cart_items'][number];

const HEADING_ID = 'return-request-heading';

export function ReturnRequestSection({ orderId, fromList }: { orderId: string; fromList: Order | undefined }) {
  const { data: order } = useOrderDetails(orderId, fromList);
  const returns = useOrderReturns(order);
  const posted = useActionData<unknown>();
  const viewHref = useOrderViewHref();
  const refused = isReturnFormRefused(posted) && posted.returnForm.orderId === orderId ? posted.returnForm : null;

  let body;
  if (!order) {
    body = <p className="text-sm">We couldn't find this order among yours.</p>;
  } else if (!order.allowed_actions.includes('return')) {
    body = <p className="text-sm">This order can no longer be returned or exchanged.</p>;
  } else {
    // Before the order's requests are known, all of each line; the server checks what is left either way.
    const returnable = returns.data
      ? returnableQuantities(order, returns.data)
      : new Map(order.cart_items.map((item) => [item._id, item.quantity]));
    const values = refused?.values ?? emptyReturnForm(order);
    const problems: ReturnFormProblems = refused?.problems ?? { lines: [] };
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          Tick what you are sending back, by {order.return_until ? formatDateTime(order.return_until) : 'soon'}. A
          refund goes to the way you paid once the parcel reaches us; an exchange is sent at no charge.
        </p>
        <Form intent="request-return" noValidate className="grid gap-4 text-sm">
          <input type="hidden" name="order_id" value={order._id} />
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold">Items</legend>
            {problems.root && (
              <p role="alert" className="font-medium text-destructive">
                {problems.root}
              </p>
            )}
            <ul className="grid gap-3">
              {order.cart_items.map((item, index) => (
                <ReturnLine
                  key={item._id}
                  index={index}
                  item={item}
                  returnable={returnable.get(item._id) ?? 0}
                  values={values.lines[index]}
                  problems={problems.lines[index]}
                />
              ))}
            </ul>
          </fieldset>
          <FormField
            label="Note (optional)"
            hint="Anything that helps us, such as what is wrong with it."
            error={problems.note}
          >
            {(control) => <Textarea {...control} name="note" maxLength={500} defaultValue={values.note} />}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={viewHref('order', order._id)}>Cancel</Link>
            </Button>
            <Button type="submit">Send request</Button>
          </div>
        </Form>
      </>
    );
  }

  return (
    <section
      id={ORDER_VIEW_ANCHOR.return}
      aria-labelledby={HEADING_ID}
      className="mb-6 grid scroll-mt-20 gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          Return or exchange
        </h2>
        {order && (
          <p className="text-sm text-muted-foreground">
            Order {order.order_number}, placed on {formatDate(order.created_at)}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

function ReturnLine({
  index,
  item,
  returnable,
  values,
  problems,
}: {
  index: number;
  item: OrderLine;
  /** How many of this line may still go back; 0 when earlier requests took them all. */
  returnable: number;
  values: ReturnLineValues | undefined;
  problems: Partial<Record<'quantity' | 'reason' | 'exchange_variant_id', string>> | undefined;
}) {
  const id = useId();
  const canExchange = item.product_id !== null;
  const name = (field: keyof ReturnLineValues) => lineField(index, field);
  return (
    <li className="group/line grid gap-3 rounded-md border border-border p-3">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-tick`}
          type="checkbox"
          name={name('chosen')}
          value="on"
          // Ticked, it shows the line's fields below (the stylesheet's `has-[…:checked]`, no script).
          data-return-tick=""
          defaultChecked={values?.chosen ?? false}
          disabled={returnable === 0}
          aria-describedby={`${id}-bought`}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <div className="grid min-w-0 gap-0.5">
          <label htmlFor={`${id}-tick`} className="text-sm leading-snug font-medium break-words">
            {item.title}
          </label>
          <LineOptions size={item.size} colour={item.colour} />
          <p id={`${id}-bought`} className="text-muted-foreground">
            {returnableWords(returnable, item.quantity)}
          </p>
        </div>
      </div>

      {returnable > 0 && (
        // Shown once the line is ticked, as the dialog does, by the stylesheet alone.
        <fieldset className="hidden gap-3 border-t border-border pt-3 group-has-[[data-return-tick]:checked]/line:grid">
          <legend className="sr-only">Return details for {item.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Quantity" error={problems?.quantity}>
              {(control) => (
                <Select {...control} name={name('quantity')} defaultValue={values?.quantity ?? '1'}>
                  <QuantityOptions returnable={returnable} />
                </Select>
              )}
            </FormField>
            <FormField label="Reason" error={problems?.reason}>
              {(control) => (
                <Select {...control} name={name('reason')} defaultValue={values?.reason ?? ''}>
                  <ReturnReasonOptions />
                </Select>
              )}
            </FormField>
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">What would you like?</legend>
            <div className="flex items-center gap-2">
              <input
                id={`${id}-refund`}
                type="radio"
                name={name('want')}
                value="refund"
                defaultChecked={(values?.want ?? 'refund') === 'refund'}
                className="size-4 shrink-0 accent-accent"
              />
              <label htmlFor={`${id}-refund`} className="text-sm font-medium">
                Refund
              </label>
            </div>
            <div className="flex items-center gap-2">
              <input
                id={`${id}-exchange`}
                type="radio"
                name={name('want')}
                value="exchange"
                // Chosen, it shows the sizes and colours to exchange for.
                data-return-exchange=""
                defaultChecked={values?.want === 'exchange'}
                disabled={!canExchange}
                className="size-4 shrink-0 accent-accent"
              />
              <label htmlFor={`${id}-exchange`} className="text-sm font-medium">
                Exchange for another size/colour
              </label>
            </div>
          </fieldset>

          {canExchange && (
            <div className="hidden group-has-[[data-return-exchange]:checked]/line:grid">
              <ExchangeChoices
                name={name('exchange_variant_id')}
                productId={item.product_id!}
                currentVariantId={item.variant_id}
                returnable={returnable}
                value={values?.exchange_variant_id ?? ''}
                error={problems?.exchange_variant_id}
              />
            </div>
          )}
        </fieldset>
      )}
    </li>
  );
}

/** The same product's other sizes and colours as radios; sold-out ones disabled (the server checks the quantity). */
function ExchangeChoices({
  name,
  productId,
  currentVariantId,
  returnable,
  value,
  error,
}: {
  name: string;
  productId: string;
  currentVariantId: string | null;
  returnable: number;
  value: string;
  error: string | undefined;
}) {
  const id = useId();
  const product = useExchangeProduct(productId);
  const errorId = error ? `${id}-error` : undefined;
  const others = product.data?.variants.filter((variant) => variant._id !== currentVariantId);
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm leading-none font-medium">Exchange for</legend>
      {!others ? (
        <p>We couldn't load the other sizes and colours.</p>
      ) : others.length === 0 ? (
        <p className="text-muted-foreground">This product comes in no other size or colour.</p>
      ) : (
        others.map((variant) => (
          <div key={variant._id} className="flex items-center gap-2">
            <input
              id={`${id}-${variant._id}`}
              type="radio"
              name={name}
              value={variant._id}
              defaultChecked={value === variant._id}
              disabled={variant.stock === 0}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-accent"
            />
            <label htmlFor={`${id}-${variant._id}`} className="text-sm font-medium">
              {lineOptionsText(variant) ?? 'Another option'}
              {variant.stock < returnable && (
                <>
                  {' '}
                  <span className="font-normal text-muted-foreground">
                    {variant.stock === 0 ? '(sold out)' : `(only ${variant.stock} left)`}
                  </span>
                </>
              )}
            </label>
          </div>
        ))
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
