// Owns "Home page and menu": the home page's sections top to bottom (banner, category tiles, feature products, any
// collection) and the main menu's entries, each moved up or down or removed with buttons, saved together.
import type { Collection } from '@shop/contract/collections';
import {
  DEFAULT_STOREFRONT,
  HOME_SECTION_LABELS,
  type HomeSection,
  type MenuEntry,
  type Storefront,
} from '@shop/contract/storefront';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { storefrontQueryOptions } from '#web/entities/storefront/storefront-api.ts';
import { useSaveStorefront } from '#web/features/admin-collections/api/collections-api.ts';
import { moved } from '#web/features/admin-collections/components/collection-form-values.ts';

const sectionKey = (section: HomeSection) =>
  section.kind === 'collection' ? `collection:${section.handle}` : section.kind;

export function StorefrontEditor({ collections }: { collections: Collection[] }) {
  const saved = useQuery(storefrontQueryOptions());
  if (saved.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading the home page and menu" />;
  return <Editor key={JSON.stringify(saved.data)} start={saved.data ?? DEFAULT_STOREFRONT} collections={collections} />;
}

function Editor({ start, collections }: { start: Storefront; collections: Collection[] }) {
  const id = useId();
  const [home, setHome] = useState(start.home);
  const [menu, setMenu] = useState(start.menu);
  const [adding, setAdding] = useState('');
  const save = useSaveStorefront();

  const titleOf = (section: HomeSection) =>
    section.kind === 'collection'
      ? `Collection: ${collections.find((c) => c.handle === section.handle)?.title ?? section.handle}`
      : HOME_SECTION_LABELS[section.kind];
  const present = new Set(home.map(sectionKey));
  const choices: { key: string; label: string; section: HomeSection }[] = [
    ...(['banner', 'categories', 'featured'] as const).map((kind) => ({
      key: kind,
      label: HOME_SECTION_LABELS[kind],
      section: { kind } as HomeSection,
    })),
    ...collections.map((c) => ({
      key: `collection:${c.handle}`,
      label: `Collection: ${c.title}`,
      section: { kind: 'collection', handle: c.handle } as HomeSection,
    })),
  ].filter((choice) => !present.has(choice.key));

  function setEntry(index: number, field: keyof MenuEntry, value: string) {
    setMenu((current) => current.map((entry, i) => (i === index ? { ...entry, [field]: value } : entry)));
  }

  return (
    <form
      noValidate
      className="grid gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ home, menu });
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Home page sections, top to bottom</legend>
        <ol className="grid gap-2">
          {home.map((section, index) => (
            <li key={sectionKey(section)} className="flex items-center gap-2 rounded-md border p-2">
              <span className="min-w-0 flex-1 truncate text-sm">{titleOf(section)}</span>
              <MoveButtons
                name={titleOf(section)}
                index={index}
                count={home.length}
                onMove={(by) => setHome(moved(home, index, by))}
                onRemove={() => setHome(home.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
        {home.length === 0 && <p className="text-sm text-muted-foreground">The home page shows only the promises.</p>}
        {choices.length > 0 && (
          <div className="grid gap-2 sm:flex sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor={`${id}-add-section`}>Add a section</Label>
              <Select id={`${id}-add-section`} value={adding} onChange={(event) => setAdding(event.target.value)}>
                <option value="">Choose a section…</option>
                {choices.map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={!adding}
              onClick={() => {
                const choice = choices.find((c) => c.key === adding);
                if (choice) setHome([...home, choice.section]);
                setAdding('');
              }}
            >
              <PlusIcon aria-hidden />
              Add section
            </Button>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Menu</legend>
        <ol className="grid gap-3">
          {menu.map((entry, index) => (
            <li key={index} className="grid gap-2 rounded-md border p-2 sm:flex sm:items-end">
              <Field label={`Label of entry ${index + 1}`} id={`${id}-label-${index}`}>
                <Input
                  id={`${id}-label-${index}`}
                  value={entry.label}
                  maxLength={40}
                  onChange={(event) => setEntry(index, 'label', event.target.value)}
                />
              </Field>
              <Field label={`Address of entry ${index + 1}`} id={`${id}-href-${index}`}>
                <Input
                  id={`${id}-href-${index}`}
                  value={entry.href}
                  spellCheck={false}
                  placeholder="/shop/collections/festive"
                  onChange={(event) => setEntry(index, 'href', event.target.value)}
                />
              </Field>
              <div className="flex justify-end">
                <MoveButtons
                  name={entry.label || `entry ${index + 1}`}
                  index={index}
                  count={menu.length}
                  onMove={(by) => setMenu(moved(menu, index, by))}
                  onRemove={() => setMenu(menu.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button type="button" variant="outline" onClick={() => setMenu([...menu, { label: '', href: '/shop/' }])}>
            <PlusIcon aria-hidden />
            Add menu entry
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setHome(DEFAULT_STOREFRONT.home);
            setMenu(DEFAULT_STOREFRONT.menu);
          }}
        >
          Back to the standard layout
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save home page and menu'}
        </Button>
      </div>
    </form>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="grid flex-1 gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

function MoveButtons(props: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { name, index, count, onMove, onRemove } = props;
  return (
    <span className="flex shrink-0">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
      <Button type="button" size="icon" variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>
        <XIcon aria-hidden />
      </Button>
    </span>
  );
}
