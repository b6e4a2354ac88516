// Owns how the running app submits a storefront form (issue 43, decision 031): to the same route action a form posted
// without JavaScript reaches, so the action is the one write path; its answer is the toast's words and where to go.
import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { toast } from '#web/components/ui/toast.tsx';

/** The field the app adds to what it submits: the action answers it with a FormAnswer instead of a redirect. */
export const FROM_APP = 'from-app';

/** What a route action answers the running app (app/form-action.ts): the same work, told rather than redirected. */
export type FormAnswer = {
  /** The toasts' words (SPEC §8): the flash messages a posted form would have carried to the next page. */
  flash: { title: string; variant?: 'destructive' }[];
  /** Where the shopper goes next; none: they stay on the screen, the form as typed. */
  to?: string;
  /** What the app carries to `to` (router state: the email from one auth step to the next). */
  state?: unknown;
  /** Signed in or out: who is signed in is asked again before moving on. */
  session?: true;
  /** The API's status, where the screen says more than the toast about it (a sign-in's 403 and 429). */
  status?: number;
  /** Seconds until another code may be mailed, when the server named them. */
  resendIn?: number;
  /** What the form saved, as the server answered it (an address), for the screen to pick it. */
  saved?: { _id: string };
};

/** True when the action refused the form's work (its words are a destructive toast): the form stays as typed. */
export const isRefusal = (answer: FormAnswer): boolean =>
  answer.flash.some((message) => message.variant === 'destructive');

export const isFormAnswer = (value: unknown): value is FormAnswer =>
  typeof value === 'object' && value !== null && 'flash' in value && Array.isArray(value.flash);

/**
 * Submits to the route action of the screen it is used in (as a posted form would, with `intent` and `back`), busy
 * until the action answers. An answer's words become toasts, then `onAnswer` (the screen's own bookkeeping: the
 * session, a countdown) runs, then the app moves on where the action said. Anything else the action answers (a
 * second sign-in step, a form to show again) is `data`.
 */
export function useRouteForm<TData = never>({ onAnswer }: { onAnswer?: (answer: FormAnswer) => unknown } = {}) {
  const fetcher = useFetcher<FormAnswer | TData>();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const handled = useRef<unknown>(undefined);
  const { data } = fetcher;
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });

  // Whether the screen is still there: a changed session can move the app on by itself (the guard sends a signed-in
  // user away from the sign-in pages), and then where it went stands.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The submit waiting for its answer to be handled.
  const waiting = useRef<((answer: unknown) => void) | null>(null);

  useEffect(() => {
    if (data === undefined || handled.current === data) return;
    handled.current = data;
    void (async () => {
      if (isFormAnswer(data)) {
        for (const message of data.flash) toast(message);
        await onAnswerRef.current?.(data);
        if (data.to && mounted.current) await navigate(data.to, { state: data.state });
      }
      waiting.current?.(data);
      waiting.current = null;
    })();
  }, [data, navigate]);

  /** Resolves with the action's answer (a FormAnswer, or the screen's data) once `onAnswer` has run. */
  function submit(values: Record<string, string>, intent?: string): Promise<unknown> {
    return new Promise((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(
        { ...values, ...(intent ? { intent } : {}), back: pathname + search, [FROM_APP]: '1' },
        { method: 'post' },
      );
    });
  }

  return {
    submit,
    busy: fetcher.state !== 'idle',
    /** The action's last answer: a FormAnswer, or the screen's own data. */
    data,
    answer: isFormAnswer(data) ? data : undefined,
  };
}
