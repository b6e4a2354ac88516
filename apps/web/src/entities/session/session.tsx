// Owns the one piece of global client state: who is signed in (GET /api/auth/check-auth), and signing out.
import type { authEndpoints, SessionUser } from '@shop/contract/auth';
import { ROLES } from '@shop/contract/shop';
import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { sessionKeys } from '#web/entities/session/session-keys.ts';
import { endpointClient, onUnauthorized, type CallAnswer } from '#web/lib/api-client.ts';

type SessionEndpoints = Pick<typeof authEndpoints, 'checkAuth' | 'logout'>;

/** Where the session is checked: GET answers who is signed in. */
export const SESSION_PATH = '/api/auth/check-auth';

export const sessionApi = endpointClient<SessionEndpoints>({
  checkAuth: `GET ${SESSION_PATH}`,
  logout: 'POST /api/auth/logout',
});

/**
 * Any failure (401, `success: false`, a 404 while the auth API does not exist yet, no network) means "signed out":
 * the shop must stay browsable for visitors whatever the session check says, so this never throws.
 */
export async function checkSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const answer = await sessionApi
    .checkAuth({
      // The spec's check-auth sends no-cache headers: a cached "signed in" must never outlive a logout.
      headers: { 'Cache-Control': 'no-store, no-cache, must-revalidate, proxy-revalidate', Pragma: 'no-cache' },
      signal,
    })
    .catch(() => null);
  return answer?.success && isSessionUser(answer.user) ? answer.user : null;
}

/**
 * A hand-written check rather than the contract's zod schema: this module is on every page's first load, and zod
 * would add tens of kilobytes to it for five fields.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    ['id', 'userName', 'username', 'email'].every((key) => typeof user[key] === 'string') &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}

export type Session = {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** True only until the first check answers (later re-checks keep showing the last known user). */
  isLoading: boolean;
  /** Re-checks the session (call after sign-in) and resolves with the fresh user. */
  refresh: () => Promise<SessionUser | null>;
  /**
   * POST /api/auth/logout, then forget the user and every cached per-user answer. Resolves with the server's answer;
   * when `success` is false the user is still signed in and `message` says why.
   */
  logout: () => Promise<CallAnswer<SessionEndpoints['logout']>>;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionKeys.current,
    queryFn: ({ signal }) => checkSession(signal),
    retry: false,
    staleTime: 60_000,
  });

  const refresh = useCallback(
    async () =>
      (await queryClient.fetchQuery({ queryKey: sessionKeys.current, queryFn: () => checkSession(), staleTime: 0 })) ??
      null,
    [queryClient],
  );

  const logout = useCallback(async () => {
    const answer = await sessionApi.logout({});
    // The cookie is httpOnly, so only the server can end the session: if it did not (no network, a 5xx), keep
    // showing the user as signed in rather than pretend, and let the caller show `answer.message`.
    if (!answer.success && answer.status !== 401) return answer;
    await queryClient.cancelQueries({ queryKey: sessionKeys.current });
    queryClient.setQueryData(sessionKeys.current, null);
    // Carts, orders and addresses belong to the user who just left; the next one must not see them.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.current[0] });
    // Screens hear of the change on the query client's next tick. Resolve after it, so a navigation the caller makes
    // next is guarded with no user; else the guard, still seeing one, sends /auth/login back to the home page.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    return answer;
  }, [queryClient]);

  useEffect(
    () => onUnauthorized(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.current })),
    [queryClient],
  );

  const value = useMemo<Session>(
    () => ({ user: query.data ?? null, isLoading: query.isPending, refresh, logout }),
    [query.data, query.isPending, refresh, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
