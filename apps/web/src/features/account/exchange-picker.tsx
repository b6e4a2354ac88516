// Owns choosing what an exchanged line becomes: the same product's other sizes and colours, sold-out ones disabled.
import { useId } from 'react';
import { lineOptionsText } from '#web/components/line-options.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useExchangeProduct } from '#web/features/account/api/get-exchange-product.ts';

export function ExchangePicker({
  productId,
  currentVariantId,
  quantity,
  value,
  onChange,
  error,
}: {
  productId: string;
  /** The size and colour bought, left out of the choice. */
  currentVariantId: string | null;
  /** How many are exchanged: a variant with fewer in stock cannot take them. */
  quantity: number;
  value: string;
  onChange: (variantId: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const product = useExchangeProduct(productId);
  const errorId = error ? `${id}-error` : undefined;

  let body;
  if (product.isPending) {
    body = <Skeleton role="status" aria-label="Loading the sizes and colours" className="h-16" />;
  } else if (product.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p>We couldn't load the other sizes and colours.</p>
        <Button variant="outline" size="sm" onClick={() => void product.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const others = product.data.variants.filter((variant) => variant._id !== currentVariantId);
    body =
      others.length === 0 ? (
        <p className="text-muted-foreground">This product comes in no other size or colour.</p>
      ) : (
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          value={value}
          onValueChange={onChange}
          className="gap-2"
        >
          {others.map((variant) => {
            const short = variant.stock < Math.max(1, quantity);
            const name = lineOptionsText(variant) ?? 'Another option';
            return (
              <div key={variant._id} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${variant._id}`} value={variant._id} disabled={short} />
                <Label htmlFor={`${id}-${variant._id}`}>
                  {name}
                  {short && (
                    <>
                      {' '}
                      <span className="font-normal text-muted-foreground">
                        {variant.stock === 0 ? '(sold out)' : `(only ${variant.stock} left)`}
                      </span>
                    </>
                  )}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
      );
  }

  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        Exchange for
      </p>
      {body}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
