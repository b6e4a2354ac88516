// Owns the pick-one row of chips or colour swatches (a radio group: Tab reaches it once, arrow keys move and choose).
// Small and our own rather than Radix's RadioGroup, which the product page's first load would otherwise carry. An item
// with an `href` is a link to the page with that choice made, so it chooses before (or without) JavaScript too.
import { cva } from 'class-variance-authority';
import {
  createContext,
  useContext,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '#web/lib/class-names.ts';

type ChoiceContext = { value: string | null; tabStop: string | undefined; choose: (value: string) => void };
const Choice = createContext<ChoiceContext | null>(null);

export type ChoiceGroupProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The chosen value, or null when nothing is chosen yet. */
  value: string | null;
  /** Every item's value in the order shown: the arrow keys follow it, and the first is the tab stop until one is chosen. */
  values: readonly string[];
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
};

export function ChoiceGroup({ value, values, onValueChange, className, children, ...props }: ChoiceGroupProps) {
  const tabStop = value !== null && values.includes(value) ? value : values[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="radio"]')?.dataset.value;
    const at = current === undefined ? -1 : values.indexOf(current);
    if (at === -1) return;
    const last = values.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const nextValue = values[next]!;
    onValueChange(nextValue);
    const radios = event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]');
    [...radios].find((radio) => radio.dataset.value === nextValue)?.focus();
  }

  return (
    <Choice.Provider value={{ value, tabStop, choose: onValueChange }}>
      <div role="radiogroup" className={cn('flex flex-wrap gap-2', className)} onKeyDown={onKeyDown} {...props}>
        {children}
      </div>
    </Choice.Provider>
  );
}

const choiceItemVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      kind: {
        chip: 'h-11 min-w-12 rounded-md border px-3 text-sm font-medium',
        // 44 px for a thumb on touch screens (styles.css leaves radios out of its rule for plain controls).
        swatch: 'size-10 rounded-full border-2 p-1 pointer-coarse:size-11',
      },
      checked: { true: '', false: '' },
      unavailable: { true: '', false: '' },
    },
    compoundVariants: [
      {
        kind: 'chip',
        checked: false,
        unavailable: false,
        className: 'border-input bg-background hover:border-foreground',
      },
      { kind: 'chip', checked: true, className: 'border-foreground bg-foreground text-background' },
      {
        kind: 'chip',
        checked: false,
        unavailable: true,
        className:
          'border-dashed border-input bg-muted text-muted-foreground line-through hover:border-muted-foreground',
      },
      { kind: 'chip', checked: true, unavailable: true, className: 'line-through' },
      { kind: 'swatch', checked: false, className: 'border-transparent hover:border-input' },
      { kind: 'swatch', checked: true, className: 'border-foreground' },
    ],
    defaultVariants: { kind: 'chip', checked: false, unavailable: false },
  },
);

export type ChoiceItemProps = Omit<ComponentProps<'button'>, 'value' | 'onClick' | 'children'> & {
  value: string;
  /**
   * The page with this item chosen (decision 031): the item is a link the server answers before the app runs, and
   * once it runs a click chooses in place instead, as a button does.
   */
  href?: string | undefined;
  /** Shown struck through and aria-disabled, yet still choosable (to ask for it, say); the label should say why. */
  unavailable?: boolean;
  /** `swatch`: a round colour with `swatch` as its fill; label it with `aria-label`. */
  kind?: 'chip' | 'swatch';
  swatch?: string;
  children?: ReactNode;
};

export function ChoiceItem({
  value,
  unavailable = false,
  kind = 'chip',
  swatch,
  href,
  className,
  children,
  ...props
}: ChoiceItemProps) {
  const group = useContext(Choice);
  if (!group) throw new Error('ChoiceItem belongs in a ChoiceGroup');
  const checked = group.value === value;
  const shared = {
    role: 'radio',
    'aria-checked': checked,
    'aria-disabled': unavailable || undefined,
    'data-value': value,
    tabIndex: group.tabStop === value ? 0 : -1,
    className: cn(choiceItemVariants({ kind, checked, unavailable }), className),
  } as const;
  const content = kind === 'swatch' ? <SwatchFill colour={swatch} unavailable={unavailable} /> : children;
  if (href === undefined) {
    return (
      <button type="button" onClick={() => group.choose(value)} {...shared} {...props}>
        {content}
      </button>
    );
  }
  // What is left of a button's attributes (labels, a title) applies to the link as it is.
  const { type: _type, disabled: _disabled, form: _form, formAction: _formAction, ...linkProps } = props;
  return (
    <a
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        group.choose(value);
      }}
      // A radio is chosen with Space as well (a link only follows Enter).
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        group.choose(value);
      }}
      {...shared}
      {...(linkProps as ComponentProps<'a'>)}
    >
      {content}
    </a>
  );
}

function SwatchFill({ colour, unavailable }: { colour: string | undefined; unavailable: boolean }) {
  const style: CSSProperties = { backgroundColor: colour };
  return (
    <span
      aria-hidden
      className="relative block size-full overflow-hidden rounded-full border border-black/15"
      style={style}
    >
      {unavailable && (
        // A diagonal stroke across the colour: none of its sizes is in stock.
        <span className="absolute top-1/2 left-1/2 h-0.5 w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-background shadow-[0_0_0_1px_rgb(0_0_0/0.25)]" />
      )}
    </span>
  );
}
