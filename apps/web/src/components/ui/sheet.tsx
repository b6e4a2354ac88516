// Owns the side drawer primitive (a Radix Dialog pinned to one edge): mobile menus, the cart, admin forms.
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';
import { ModalEscapeScope, useModalEscape } from '#web/components/ui/dialog-escape.tsx';
import { cn } from '#web/lib/class-names.ts';

export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return (
    <ModalEscapeScope onOpenChange={props.onOpenChange}>
      <SheetPrimitive.Root {...props} />
    </ModalEscapeScope>
  );
}

export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 shadow-lg focus-visible:outline-none',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-[85%] max-w-sm border-r border-border data-[state=open]:animate-slide-in-left',
        right:
          'inset-y-0 right-0 h-full w-[85%] max-w-md border-l border-border data-[state=open]:animate-slide-in-right',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export function SheetContent({
  className,
  children,
  side,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants> & { closeLabel?: string }) {
  const escapeProps = useModalEscape(props.onEscapeKeyDown);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props} {...escapeProps}>
        {children}
        <SheetPrimitive.Close className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground">
          <XIcon className="size-4" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** A drawer that its opener loads on first use, so the opener is a plain button rather than a Radix trigger. */
export type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer: focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
};

/** For SheetContent's onCloseAutoFocus: Radix would return focus to its own trigger, and a lazy drawer has none. */
export function returnFocusTo(opener: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}
