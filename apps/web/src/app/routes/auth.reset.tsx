// Owns /auth/reset/:token: the page a reset mail's link opens: its head, the loader that asks what the link fills in,
// and the action its form posts to before (or without) JavaScript. A private page: never indexed, never kept.
import { resetLinkBody } from '@shop/contract/auth';
import { MESSAGES } from '@shop/contract/messages';
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { openResetLink } from '#web/features/auth/api/auth-api.ts';
import { ResetLinkPage, type ResetLinkState } from '#web/features/auth/reset-link-page.tsx';
import { postResetPasswordForm } from '#web/app/reset-password-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Set a new password' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

// The page carries the code: no cache keeps it, the shop's own included.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Asks the server what the link fills in; opening it uses nothing, so scanners that open links spend nothing. */
export async function loader({ params }: LoaderFunctionArgs): Promise<ResetLinkState> {
  const parsed = resetLinkBody.safeParse({ token: params.token ?? '' });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? MESSAGES.serverError };
  const answer = await openResetLink(parsed.data);
  if (!answer.success) return { problem: answer.message || MESSAGES.serverError };
  return { filled: { email: answer.email, providedCode: answer.providedCode } };
}
// A navigation within the app asks from the browser, as the page's first load asked from the server.
export const clientLoader = loader;

/** A refused reset comes back to the link, which still fills the code in until the code is used. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  postResetPasswordForm(request, () => `/auth/reset/${encodeURIComponent(params.token ?? '')}`);

export default function ResetLinkRoute() {
  return <ResetLinkPage state={useLoaderData<typeof loader>()} />;
}
