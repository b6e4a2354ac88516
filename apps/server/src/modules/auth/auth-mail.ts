// Owns the words of the mails that carry codes and sign-in links; a code or link stands alone on its own line.
import { SHOP_NAME } from '@shop/contract/shop';
import type { Mail } from '../../platform/mailer.ts';
import { CODE_MINUTES, LINK_MINUTES } from './codes.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `name` only for a verified account: before that, the name is whatever anyone typed when signing up with this email,
 * and the mail must not carry a stranger's words to its owner.
 */
function codeMail(to: string, name: string | undefined, subject: string, purposeLine: string, code: string): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    purposeLine,
    '',
    code,
    '',
    `The code works once, for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this mail.`,
    '',
    `— ${SHOP_NAME}`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(greeting)}</p><p>${escape(purposeLine)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>The code works once, for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this mail.</p>
<p>— ${escape(SHOP_NAME)}</p></div>`;
  return { to, subject, text, html };
}

/** Always before verification, so never with a name. */
export const verificationMail = (to: string, code: string) =>
  codeMail(
    to,
    undefined,
    `Your ${SHOP_NAME} verification code: ${code}`,
    'Use this code to verify your email address:',
    code,
  );

export const resetPasswordMail = (to: string, name: string | undefined, code: string) =>
  codeMail(to, name, `Your ${SHOP_NAME} password reset code: ${code}`, 'Use this code to set a new password:', code);

/** For a sign-up with the email of a verified account: its owner learns about it, the one who signed up does not. */
export const alreadyRegisteredMail = (to: string, name: string, code: string, resetPage: string) =>
  codeMail(
    to,
    name,
    `You already have a ${SHOP_NAME} account`,
    `Someone, maybe you, tried to create a new account with this email, but you already have one: log in with your ` +
      `password. If you forgot it, enter this code at ${resetPage} to set a new one:`,
    code,
  );

/** `name` as for codes: only for a verified account. The link signs in once; it never sets a password. */
export function signinLinkMail(to: string, name: string | undefined, link: string): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const purposeLine = `Use this link to log in to ${SHOP_NAME}:`;
  const closing = `The link works once, within ${LINK_MINUTES} minutes. If you did not ask for it, you can ignore this mail.`;
  const text = [greeting, '', purposeLine, '', link, '', closing, '', `— ${SHOP_NAME}`].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(greeting)}</p><p>${escape(purposeLine)}</p>
<p><a href="${escape(link)}" style="font-size:18px;font-weight:700">Log in to ${escape(SHOP_NAME)}</a></p>
<p style="word-break:break-all">${escape(link)}</p>
<p>${escape(closing)}</p>
<p>— ${escape(SHOP_NAME)}</p></div>`;
  return { to, subject: `Your ${SHOP_NAME} sign-in link`, text, html };
}
