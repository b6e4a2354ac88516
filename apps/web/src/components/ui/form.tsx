// Owns the form element every storefront form uses (decision 031): before the app runs it posts to its route's action
// as plain HTML, and once the app runs the screen's own handler takes the submit; what a shopper typed into the server's
// HTML while the scripts were on their way is kept across hydration.
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router';

export type FormProps = ComponentProps<'form'> & {
  /** Sent as the `intent` field: which of its route action's jobs this form asks for. */
  intent?: string;
};

/**
 * `method="post"` to `action` (the page's own route when left out), with the page the shopper is on as `back` for the
 * action's redirect. A screen's `onSubmit` (react-hook-form's `handleSubmit`, say) calls `preventDefault` and does the
 * work in the browser, as it did before forms posted.
 */
export function Form({ children, intent, id, ...props }: FormProps) {
  const ownId = useId();
  const formId = id ?? ownId;
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLFormElement>(null);
  // As hydration renders this form, the server's HTML is still on screen: read what was typed into it.
  const [typed] = useState(() => (typeof document === 'undefined' ? [] : typedInto(document.getElementById(formId))));
  useEffect(() => {
    if (ref.current) replay(ref.current, typed);
  }, [typed]);
  return (
    <form ref={ref} id={formId} method="post" {...props}>
      {intent && <input type="hidden" name="intent" value={intent} />}
      <input type="hidden" name="back" value={pathname + search} />
      {children}
    </form>
  );
}

type Typed = { name: string; value: string } | { name: string; value: string; checked: boolean };

/** The fields whose value or check differs from what the server rendered. */
function typedInto(form: HTMLElement | null): Typed[] {
  if (!(form instanceof HTMLFormElement)) return [];
  const typed: Typed[] = [];
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== element.defaultChecked)
        typed.push({ name: element.name, value: element.value, checked: element.checked });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.type !== 'hidden' && element.value !== element.defaultValue)
        typed.push({ name: element.name, value: element.value });
    }
  }
  return typed;
}

/**
 * Puts typed values back after the app took the form over (react-hook-form writes its defaults into the fields it
 * registers), through the events the app listens to, so its state has them too. Only into a field that is as the
 * server rendered it: one that holds anything else was typed into while the app took over, and keeps it.
 */
function replay(form: HTMLFormElement, typed: Typed[]) {
  for (const entry of typed) {
    const element = [...form.elements].find(
      (candidate): candidate is HTMLInputElement | HTMLTextAreaElement =>
        (candidate instanceof HTMLInputElement || candidate instanceof HTMLTextAreaElement) &&
        candidate.name === entry.name &&
        (!('checked' in entry) || candidate.value === entry.value),
    );
    if (!element) continue;
    if ('checked' in entry) {
      if (
        element instanceof HTMLInputElement &&
        element.checked === element.defaultChecked &&
        element.checked !== entry.checked
      )
        element.click();
      continue;
    }
    if (element.value === entry.value || element.value !== element.defaultValue) continue;
    const prototype =
      element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, entry.value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
