// Owns "Notify me" on a sold-out size: a signed-in shopper asks for one email when it is back (POST /api/shop/stock-alerts).
// Before the app runs (or without it) a form the product page's action answers (routes/shop.product.tsx).
import { MESSAGES } from '@shop/contract/messages';
import { BellIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { stockAlertApi } from '#web/entities/product/product-api.ts';
import { useSession } from '#web/entities/session/session.tsx';

/** As "Add to cart" tells a visitor to log in first (SPEC §5). */
export const LOGIN_TO_BE_NOTIFIED = 'Please login to get notified';

export function NotifyMeButton({
  productId,
  variantId,
  ...buttonProps
}: {
  productId: string;
  variantId: string;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { user } = useSession();
  const [sending, setSending] = useState(false);

  async function onClick() {
    if (!user) {
      toast({ title: LOGIN_TO_BE_NOTIFIED, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const answer = await stockAlertApi.add({ body: { product_id: productId, variant_id: variantId } });
      if (answer.success) toast(answer.message || MESSAGES.notifyMeSaved);
      else toast({ title: answer.message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form
      action={`/shop/product/${encodeURIComponent(productId)}`}
      intent="notify"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void onClick();
      }}
    >
      <input type="hidden" name="variant_id" value={variantId} />
      <Button {...buttonProps} type="submit" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
        {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <BellIcon aria-hidden />}
        Notify me
      </Button>
    </Form>
  );
}
