// Owns the form element every form on a server-rendered page uses: its fields wait for the app before taking input.
import type { ComponentProps } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * Until the page is hydrated the fields and buttons are disabled: text typed into the server's HTML would not reach
 * the form's state, and a click would submit it natively (its fields in the address). `method="post"` keeps even
 * that case from putting a password in a URL. The fieldset adds no box (`display: contents`).
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
