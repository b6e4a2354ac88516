// Owns how one audit event's values read: before and after side by side, each a list of readable "key: value" rows,
// the keys whose value changed marked in both (in colour, and in words for a screen reader).
import type { ReactNode } from 'react';
import { cn } from '#web/lib/class-names.ts';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `support_refund_limit` → "Support refund limit". */
export function fieldLabel(key: string): string {
  const words = key.replace(/[_.]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** The keys of both sides, after's order first, and which of them changed. */
export function changedKeys(before: unknown, after: unknown): { keys: string[]; changed: Set<string> } {
  const left = isFields(before) ? before : {};
  const right = isFields(after) ? after : {};
  const keys = [...new Set([...Object.keys(right), ...Object.keys(left)])];
  const changed = new Set(keys.filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key])));
  return { keys, changed };
}

/** A value as text or, for an object, its own list: never raw JSON. */
function Value({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">None</span>;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">None</span>;
    if (value.every((item) => !isFields(item) && !Array.isArray(item))) return value.map(String).join(', ');
    return (
      <ul className="grid gap-1">
        {value.map((item, index) => (
          <li key={index} className="border-l-2 border-border pl-2">
            <Value value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (isFields(value)) {
    return (
      <dl className="grid gap-0.5">
        {Object.entries(value).map(([key, inner]) => (
          <div key={key} className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">{fieldLabel(key)}:</dt>
            <dd className="min-w-0 wrap-anywhere">
              <Value value={inner} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return String(value);
}

function Side({
  title,
  value,
  keys,
  changed,
}: {
  title: string;
  value: unknown;
  keys: string[];
  changed: Set<string>;
}) {
  return (
    <section aria-label={title} className="grid content-start gap-2 rounded-md border border-border bg-background p-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      {value === null || value === undefined ? (
        <p className="text-sm text-muted-foreground">
          {title === 'Before' ? 'Nothing: it was new.' : 'Nothing: it went.'}
        </p>
      ) : isFields(value) ? (
        <dl className="grid gap-1 text-sm">
          {keys
            .filter((key) => key in value)
            .map((key) => (
              <div
                key={key}
                className={cn(
                  'grid gap-x-2 rounded-sm px-1.5 py-1 sm:grid-cols-[minmax(6rem,auto)_1fr]',
                  changed.has(key) && 'bg-accent-soft',
                )}
              >
                <dt className={cn('text-muted-foreground', changed.has(key) && 'font-semibold text-accent')}>
                  {fieldLabel(key)}
                  {changed.has(key) && <span className="sr-only"> (changed)</span>}
                </dt>
                <dd className="min-w-0 wrap-anywhere">
                  <Value value={value[key]} />
                </dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="text-sm wrap-anywhere">
          <Value value={value} />
        </p>
      )}
    </section>
  );
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { keys, changed } = changedKeys(before, after);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Side title="Before" value={before} keys={keys} changed={changed} />
      <Side title="After" value={after} keys={keys} changed={changed} />
    </div>
  );
}
