// Owns the "Export" area: every product as Shopify's product CSV, in the header generation staff choose (current
// unless changed), downloaded by a plain link.
import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import {
  productExportDownloadName,
  productExportUrl,
  type ShopifyHeaderGeneration,
} from '#web/features/admin-import/api/product-import.ts';
import { cn } from '#web/lib/class-names.ts';

const GENERATIONS: Record<ShopifyHeaderGeneration, { label: string; hint: string }> = {
  current: { label: 'Current', hint: 'Shopify’s headers today: URL handle, SKU, Price, Compare-at price…' },
  legacy: { label: 'Legacy', hint: 'The older headers: Handle, Variant SKU, Variant Price, Variant Compare At Price…' },
};

/** Current first: it is the default, and what Shopify exports today. */
const SHOWN = ['current', 'legacy'] as const satisfies ShopifyHeaderGeneration[];

export function ExportProducts() {
  const [headers, setHeaders] = useState<ShopifyHeaderGeneration>('current');
  const headingId = useId();
  const legendId = useId();
  const itemId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-lg border border-border bg-background p-4"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-sm text-muted-foreground">
          Every product, its sizes and colours, prices, stock, tax class and HSN, in the file Shopify imports: to edit
          in a spreadsheet and import here again, or to keep.
        </p>
      </div>
      <div className="grid gap-2">
        <p id={legendId} className="text-sm font-medium">
          Column headers
        </p>
        <RadioGroup
          aria-labelledby={legendId}
          value={headers}
          onValueChange={(value) => setHeaders(value as ShopifyHeaderGeneration)}
          className="gap-2"
        >
          {SHOWN.map((generation) => (
            <div key={generation} className="flex items-start gap-2">
              <RadioGroupItem
                value={generation}
                id={`${itemId}-${generation}`}
                aria-describedby={`${itemId}-${generation}-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${itemId}-${generation}`}>{GENERATIONS[generation].label}</Label>
                <span id={`${itemId}-${generation}-hint`} className="text-sm text-muted-foreground">
                  {GENERATIONS[generation].hint}
                </span>
              </div>
            </div>
          ))}
        </RadioGroup>
      </div>
      {/* The admin session is a cookie, so a plain link downloads: the browser saves the file as it streams. */}
      <a
        href={productExportUrl(headers)}
        download={productExportDownloadName(headers)}
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-fit')}
      >
        <DownloadIcon aria-hidden />
        Export all products (Shopify CSV)
      </a>
    </section>
  );
}
