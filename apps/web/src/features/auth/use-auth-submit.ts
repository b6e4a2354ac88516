// Owns how an auth screen submits its form: to its route action, the one path a form posted without JavaScript takes
// too (app/routes/auth.*.tsx); the action's answer is the toast and where to go, and a changed session is asked again.
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useRouteForm } from '#web/components/ui/route-form.ts';
import { sessionKeys } from '#web/entities/session/session-keys.ts';
import { useSession } from '#web/entities/session/session.tsx';

/** `submit(values)` posts the form's values to the screen's action; `answer` is what it said, `busy` until it has. */
export function useAuthSubmit<TData = never>(intent?: string) {
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const form = useRouteForm<TData>({
    onAnswer: async ({ session }) => {
      if (!session) return;
      // Signed in (or, after a password change, out): who it is now, before the app moves on and the guard looks.
      const user = await refresh();
      // Carts, orders and addresses belong to the user who just left; the next one must not see them.
      if (!user) queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.current[0] });
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    },
  });
  return { ...form, submit: (values: Record<string, string>) => form.submit(values, intent) };
}
