// Owns the "Colours & sizes" sheet: staff name the shop's colours (a name and its swatch, in the order shoppers see
// them) and its size scales (a name and its sizes in order), which products, filters, swatches and size guides take.
// Saved as a whole (PUT /api/admin/options); a colour, size or scale a product uses cannot be taken away.
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '#web/components/ui/sheet.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSaveCatalogueOptions } from '#web/features/admin-catalog/api/save-catalogue-options.ts';
import {
  checkOptions,
  draftKey,
  NEW_COLOUR_HEX,
  optionsDraftOf,
  sizesOf,
  type ColourDraft,
  type OptionsDraft,
  type OptionsErrors,
  type ScaleDraft,
} from '#web/features/admin-catalog/components/catalogue-options-draft.ts';
import { useCatalogueOptions, type CatalogueOptions } from '#web/lib/catalogue-options.ts';
import { cn } from '#web/lib/class-names.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CatalogueOptionsSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Where the focus goes once the lists have changed: a row's control (its `data-focus` is the row's key and the
 * control), or an Add button.
 */
type FocusTarget = { key: string; control: 'name' | 'up' | 'down' | 'remove' } | 'add-colour' | 'add-scale';

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function OptionsForm({ saved }: { saved: CatalogueOptions }) {
  const id = useId();
  const save = useSaveCatalogueOptions();
  const [draft, setDraft] = useState<OptionsDraft>(() => optionsDraftOf(saved));
  const [tried, setTried] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const focusAfter = useRef<FocusTarget | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  const checked = checkOptions(draft);
  const errors: OptionsErrors = tried && !checked.ok ? checked.errors : {};

  // A moved row's button keeps the focus (its twin at either end); a removed row hands it on; a new row takes it.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    const find = (name: string) => form.current?.querySelector<HTMLElement>(`[data-focus="${name}"]`);
    if (typeof target === 'string') {
      find(target)?.focus();
      return;
    }
    const wanted = find(`${target.key} ${target.control}`);
    const twin = find(`${target.key} ${target.control === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.matches(':disabled') ? wanted : twin)?.focus();
  }, [draft]);

  // After a refused save, the first field to fix has the focus.
  useEffect(() => {
    if (focusInvalid > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const colourLabel = (colour: ColourDraft, index: number) => colour.name.trim() || `colour ${index + 1}`;
  const scaleLabel = (scale: ScaleDraft, index: number) => scale.name.trim() || `size scale ${index + 1}`;

  function changeColour(key: string, change: Partial<ColourDraft>) {
    setDraft((current) => ({
      ...current,
      colours: current.colours.map((colour) => (colour.key === key ? { ...colour, ...change } : colour)),
    }));
  }

  function addColour() {
    const key = draftKey();
    setDraft((current) => ({ ...current, colours: [...current.colours, { key, name: '', hex: NEW_COLOUR_HEX }] }));
    focusAfter.current = { key, control: 'name' };
    setAnnouncement(`Colour ${draft.colours.length + 1} added: name it and pick its swatch.`);
  }

  function moveColour(index: number, by: -1 | 1) {
    const colour = draft.colours[index]!;
    const colours = [...draft.colours];
    colours.splice(index, 1);
    colours.splice(index + by, 0, colour);
    setDraft({ ...draft, colours });
    focusAfter.current = { key: colour.key, control: by === -1 ? 'up' : 'down' };
    setAnnouncement(`${colourLabel(colour, index)} moved to position ${index + by + 1}.`);
  }

  function removeColour(index: number) {
    const colour = draft.colours[index]!;
    const neighbour = draft.colours[index + 1] ?? draft.colours[index - 1];
    setDraft({ ...draft, colours: draft.colours.filter((c) => c.key !== colour.key) });
    focusAfter.current = neighbour ? { key: neighbour.key, control: 'remove' } : 'add-colour';
    setAnnouncement(`${colourLabel(colour, index)} removed. Save to apply.`);
  }

  function changeScale(key: string, change: Partial<ScaleDraft>) {
    setDraft((current) => ({
      ...current,
      scales: current.scales.map((scale) => (scale.key === key ? { ...scale, ...change } : scale)),
    }));
  }

  function addScale() {
    const key = draftKey();
    setDraft((current) => ({ ...current, scales: [...current.scales, { key, id: null, name: '', sizes: '' }] }));
    focusAfter.current = { key, control: 'name' };
    setAnnouncement('Size scale added: name it and list its sizes.');
  }

  function removeScale(index: number) {
    const scale = draft.scales[index]!;
    const neighbour = draft.scales[index + 1] ?? draft.scales[index - 1];
    setDraft({ ...draft, scales: draft.scales.filter((s) => s.key !== scale.key) });
    focusAfter.current = neighbour ? { key: neighbour.key, control: 'remove' } : 'add-scale';
    setAnnouncement(`${scaleLabel(scale, index)} removed. Save to apply.`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    save.mutate(checked.body, {
      // The saved list, new scales with their ids, becomes what is edited next.
      onSuccess: (answer) => {
        setDraft(optionsDraftOf(answer.data));
        setTried(false);
      },
    });
  }

  const errorCount = Object.keys(errors).length;

  return (
    <form ref={form} noValidate className="grid gap-6" onSubmit={submit}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <section aria-labelledby={`${id}-colours`} className="grid gap-3">
        <div className="grid gap-1">
          <h3 id={`${id}-colours`} className="font-semibold">
            Colours
          </h3>
          <p id={`${id}-colours-hint`} className="text-sm text-muted-foreground">
            Shoppers filter by these names, in this order; the swatch is the shade they see unless a product has its
            own.
          </p>
        </div>
        <ol className="grid gap-2" aria-label="Colours">
          {draft.colours.map((colour, index) => {
            const label = colourLabel(colour, index);
            const nameError = errors[`colours.${index}.name`];
            const hexError = errors[`colours.${index}.hex`];
            const rowId = `${id}-colour-${colour.key}`;
            const valid = HEX.test(colour.hex.trim());
            return (
              <li
                key={colour.key}
                className="flex flex-wrap items-start gap-2 rounded-md border border-border p-2 sm:flex-nowrap"
              >
                <input
                  type="color"
                  aria-label={`Colour ${index + 1} swatch`}
                  value={valid ? colour.hex.trim().toLowerCase() : NEW_COLOUR_HEX}
                  onChange={(event) => changeColour(colour.key, { hex: event.target.value })}
                  className="h-10 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <div className="grid min-w-32 flex-1 gap-1">
                  <Label htmlFor={`${rowId}-name`} className="sr-only">
                    Colour {index + 1} name
                  </Label>
                  <Input
                    data-focus={`${colour.key} name`}
                    id={`${rowId}-name`}
                    value={colour.name}
                    placeholder="e.g. Aubergine"
                    maxLength={30}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? `${rowId}-name-error` : undefined}
                    onChange={(event) => changeColour(colour.key, { name: event.target.value })}
                  />
                  <ErrorText id={`${rowId}-name-error`} message={nameError} />
                </div>
                <div className="grid w-28 gap-1">
                  <Label htmlFor={`${rowId}-hex`} className="sr-only">
                    Colour {index + 1} hex
                  </Label>
                  <Input
                    id={`${rowId}-hex`}
                    value={colour.hex}
                    placeholder="#4b2338"
                    maxLength={7}
                    spellCheck={false}
                    autoCapitalize="off"
                    className="font-mono"
                    aria-invalid={hexError ? true : undefined}
                    aria-describedby={hexError ? `${rowId}-hex-error` : undefined}
                    onChange={(event) => changeColour(colour.key, { hex: event.target.value })}
                  />
                  <ErrorText id={`${rowId}-hex-error`} message={hexError} />
                </div>
                <div className="ml-auto flex shrink-0 gap-1">
                  <Button
                    data-focus={`${colour.key} up`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => moveColour(index, -1)}
                  >
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button
                    data-focus={`${colour.key} down`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${label} down`}
                    disabled={index === draft.colours.length - 1}
                    onClick={() => moveColour(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button
                    data-focus={`${colour.key} remove`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${label}`}
                    onClick={() => removeColour(index)}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <ErrorText id={`${id}-colours-error`} message={errors.colours} />
        <Button data-focus="add-colour" variant="outline" className="justify-self-start" onClick={addColour}>
          <PlusIcon aria-hidden />
          Add colour
        </Button>
      </section>

      <section aria-labelledby={`${id}-scales`} className="grid gap-3 border-t border-border pt-5">
        <div className="grid gap-1">
          <h3 id={`${id}-scales`} className="font-semibold">
            Size scales
          </h3>
          <p className="text-sm text-muted-foreground">
            A product takes its sizes from one scale. List each scale’s sizes in the order shoppers see them, separated
            by commas.
          </p>
        </div>
        <div className="grid gap-3">
          {draft.scales.map((scale, index) => {
            const label = scaleLabel(scale, index);
            const nameError = errors[`size_scales.${index}.name`];
            const sizesError = errors[`size_scales.${index}.sizes`];
            const rowId = `${id}-scale-${scale.key}`;
            const count = sizesOf(scale.sizes).length;
            return (
              <fieldset key={scale.key} className="grid gap-3 rounded-md border border-border p-3">
                <legend className="px-1 text-sm font-medium">{label}</legend>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${rowId}-name`}>
                    <span className="sr-only">Scale {index + 1} </span>Name
                  </Label>
                  <Input
                    data-focus={`${scale.key} name`}
                    id={`${rowId}-name`}
                    value={scale.name}
                    placeholder="e.g. Saree lengths"
                    maxLength={40}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? `${rowId}-name-error` : undefined}
                    onChange={(event) => changeScale(scale.key, { name: event.target.value })}
                  />
                  <ErrorText id={`${rowId}-name-error`} message={nameError} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${rowId}-sizes`}>
                    <span className="sr-only">Scale {index + 1} </span>Sizes
                  </Label>
                  <Textarea
                    id={`${rowId}-sizes`}
                    rows={2}
                    value={scale.sizes}
                    placeholder="e.g. XS, S, M, L"
                    spellCheck={false}
                    className="min-h-16"
                    aria-invalid={sizesError ? true : undefined}
                    aria-describedby={[`${rowId}-sizes-hint`, sizesError ? `${rowId}-sizes-error` : '']
                      .filter(Boolean)
                      .join(' ')}
                    onChange={(event) => changeScale(scale.key, { sizes: event.target.value })}
                  />
                  <p id={`${rowId}-sizes-hint`} className="text-sm text-muted-foreground">
                    {count === 1 ? '1 size' : `${count} sizes`}, separated by commas.
                  </p>
                  <ErrorText id={`${rowId}-sizes-error`} message={sizesError} />
                </div>
                <Button
                  data-focus={`${scale.key} remove`}
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => removeScale(index)}
                >
                  <Trash2Icon aria-hidden />
                  Remove <span className="sr-only">{label}</span>
                </Button>
              </fieldset>
            );
          })}
        </div>
        <ErrorText id={`${id}-scales-error`} message={errors.size_scales} />
        <Button data-focus="add-scale" variant="outline" className="justify-self-start" onClick={addScale}>
          <PlusIcon aria-hidden />
          Add size scale
        </Button>
      </section>

      {/* Always in reach on a long list; offset by the sheet's padding so nothing shows beneath it. */}
      <div className="sticky -bottom-4 z-20 -mx-4 grid gap-2 border-t border-border bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
        <p role="status" className={cn('text-sm', errorCount > 0 && 'text-destructive')}>
          {errorCount > 0
            ? `${errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} changing before the options can be saved.`
            : 'Products in use keep their colours and sizes: change those products before removing one.'}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={save.isPending} aria-busy={save.isPending}>
          Save colours &amp; sizes
        </Button>
      </div>
    </form>
  );
}

function CatalogueOptionsEditor() {
  const options = useCatalogueOptions();
  if (options.isPending) {
    return (
      <div role="status" aria-label="Loading colours and sizes" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{options.error.message}</p>
        <Button variant="outline" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <OptionsForm saved={options.data} />;
}

export function CatalogueOptionsSheet({ open, onOpenChange }: CatalogueOptionsSheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full p-4 sm:w-[85%] sm:max-w-2xl sm:p-6" {...returnFocus}>
        <SheetHeader>
          <SheetTitle>Colours &amp; sizes</SheetTitle>
          <SheetDescription>
            The colours and size scales products are made in. Filters, swatches, size guides and imports follow them.
          </SheetDescription>
        </SheetHeader>
        <CatalogueOptionsEditor />
      </SheetContent>
    </Sheet>
  );
}
