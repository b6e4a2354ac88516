// Owns /auth/accept-invite: the page an invitation mail's link opens: its title, the invitation read on the server (so
// the page arrives whole), and the action its form posts to before (or without) JavaScript. A private link: not indexed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { acceptInvite } from '#web/features/auth/api/invite-api.ts';
import {
  acceptInviteForm,
  AcceptInvitePage,
  loadInvite,
  type InvitePosted,
} from '#web/features/auth/accept-invite-page.tsx';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { field } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Accept your invitation' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadInvite(new URL(request.url));
export const clientLoader = ({ request }: LoaderFunctionArgs) => loadInvite(new URL(request.url));

/**
 * Checked by the form's own rules, then accepted; the page itself answers (no flash): the account is ready, or the
 * form again with the name typed and the first problem. Passwords are sent as typed, never trimmed, and never sent back.
 */
export async function action({ request }: ActionFunctionArgs): Promise<InvitePosted> {
  const form = await request.formData();
  const name = field(form, 'name');
  const checked = checkPosted(acceptInviteForm, {
    token: field(form, 'token'),
    name,
    password: String(form.get('password') ?? ''),
    confirmPassword: String(form.get('confirmPassword') ?? ''),
  });
  if (checked.problems) return { accepted: false, problem: checked.problems[0]?.title ?? '', name };
  const answer = await acceptInvite({
    token: checked.data.token,
    name: checked.data.name,
    password: checked.data.password,
  });
  return answer.success ? { accepted: true } : { accepted: false, problem: answer.message, name };
}

export default AcceptInvitePage;
