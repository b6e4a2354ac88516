// Owns the order summary's "Have a coupon?": typing a code and applying it, the applied code with what it takes off and
// a way to remove it, and the server's words when it refuses one. Before (or without) JavaScript the form is a GET of
// the page with ?coupon=CODE, which the server answers with the code applied; Remove is a link without it.
import { formatRupees } from '@shop/contract/money';
import { Loader2Icon, TicketPercentIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { CartCoupon } from '#web/features/checkout/use-cart-coupon.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export function CouponField({ coupon, disabled }: { coupon: CartCoupon; disabled: boolean }) {
  const id = useId();
  const messageId = `${id}-message`;
  const [draft, setDraft] = useState('');
  const [typingError, setTypingError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // The control the shopper used goes away when a code is applied or removed: focus follows to its counterpart.
  const focusNext = useRef<'remove' | 'input' | null>(null);
  const { quote, checking, refusal } = coupon;
  const applied = quote !== null;
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // The page's other choices (the chosen address) go along with the code, and stay when it is removed.
  const kept = [...searchParams].filter(([name]) => name !== 'coupon');
  const withoutCoupon = kept.length > 0 ? `${pathname}?${new URLSearchParams(kept)}` : pathname;

  useEffect(() => {
    if (applied && focusNext.current === 'remove') removeButton.current?.focus();
    else if (!applied && focusNext.current === 'input') input.current?.focus();
    else return;
    focusNext.current = null;
  }, [applied]);

  const error = typingError ?? refusal;
  const message = quote
    ? `Coupon ${quote.code} applied. You save ${formatRupees(quote.discount)}.`
    : (error ?? (checking ? 'Checking your coupon…' : ''));

  return (
    <div className="grid gap-2 border-t border-border pt-4">
      {quote ? (
        <div className="flex items-center gap-3 rounded-md border border-accent bg-accent-soft p-3 text-sm">
          <TicketPercentIcon className="size-5 shrink-0 text-accent" aria-hidden />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="font-mono font-semibold wrap-anywhere">{quote.code}</p>
            <p className="text-muted-foreground">{quote.description}</p>
          </div>
          {hydrated ? (
            <Button
              ref={removeButton}
              variant="outline"
              size="sm"
              aria-label={`Remove coupon ${quote.code}`}
              disabled={disabled}
              onClick={() => {
                focusNext.current = 'input';
                setDraft('');
                coupon.remove();
              }}
            >
              Remove
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to={withoutCoupon} aria-label={`Remove coupon ${quote.code}`}>
                Remove
              </Link>
            </Button>
          )}
        </div>
      ) : (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (checking) return;
            const code = draft.trim();
            if (!code) {
              setTypingError('Enter a coupon code');
              input.current?.focus();
              return;
            }
            setTypingError(null);
            focusNext.current = 'remove';
            coupon.apply(code);
          }}
        >
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Label htmlFor={`${id}-code`}>Have a coupon?</Label>
          <div className="flex gap-2">
            <Input
              ref={input}
              id={`${id}-code`}
              name="coupon"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setTypingError(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              placeholder="Enter code"
              className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
              aria-invalid={error ? true : undefined}
              aria-describedby={messageId}
            />
            <Button
              type="submit"
              variant="outline"
              disabled={disabled}
              aria-busy={checking || undefined}
              aria-disabled={checking || undefined}
              className="aria-disabled:cursor-progress"
            >
              {checking && <Loader2Icon className="animate-spin" aria-hidden />}
              Apply
            </Button>
          </div>
        </form>
      )}
      <p
        id={messageId}
        aria-live="polite"
        className={error && !quote ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
      >
        {message}
      </p>
    </div>
  );
}
