// Owns the words of the mail that invites someone to the staff; its link stands alone on its own line.
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from '@shop/contract/staff';
import type { Mail } from '../../platform/mailer.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `shop`: the shop's name (its brand). */
export function inviteMail(
  to: string,
  role: StaffRole,
  invitedBy: string,
  link: string,
  days: number,
  shop: string,
): Mail {
  const roleLine = `${invitedBy} invited you to run ${shop} as ${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role]}`;
  const closing = `The link works once, for ${days} days. If you did not expect it, you can ignore this mail.`;
  const text = [
    'Hello,',
    '',
    roleLine,
    '',
    'Open this link to choose your password:',
    '',
    link,
    '',
    closing,
    '',
    `— ${shop}`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escape(roleLine)}</p>
<p><a href="${escape(link)}" style="font-size:18px;font-weight:700">Accept the invitation</a></p>
<p style="word-break:break-all">${escape(link)}</p>
<p>${escape(closing)}</p>
<p>— ${escape(shop)}</p>`;
  return { to, subject: `You are invited to the ${shop} staff`, text, html };
}
