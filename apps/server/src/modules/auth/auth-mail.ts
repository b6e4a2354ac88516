// Owns the words of the mails that carry codes and sign-in links; a code or link stands alone on its own line.
import type { Mail } from '../../platform/mailer.ts';
import { CODE_MINUTES, LINK_MINUTES } from './codes.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LINK_LINE = 'Or open this link, which fills in the code for you:';

/**
 * `name` only for a verified account: before that, the name is whatever anyone typed when signing up with this email,
 * and the mail must not carry a stranger's words to its owner. `link`: a reset link that fills the code in.
 */
function codeMail(
  shop: string,
  to: string,
  name: string | undefined,
  subject: string,
  purposeLine: string,
  code: string,
  link?: string,
): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const closing = `The code works once, for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this mail.`;
  const text = [
    greeting,
    '',
    purposeLine,
    '',
    code,
    '',
    ...(link ? [LINK_LINE, '', link, ''] : []),
    closing,
    '',
    `— ${shop}`,
  ].join('\n');
  const linkHtml = link
    ? `<p>${escape(LINK_LINE)}</p>
<p><a href="${escape(link)}" style="font-size:18px;font-weight:700">Set a new password</a></p>
<p style="word-break:break-all">${escape(link)}</p>`
    : '';
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(greeting)}</p><p>${escape(purposeLine)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
${linkHtml}<p>${escape(closing)}</p>
<p>— ${escape(shop)}</p></div>`;
  return { to, subject, text, html };
}

/** Always before verification, so never with a name. Every mail here takes `shop`, the shop's name (its brand). */
export const verificationMail = (shop: string, to: string, code: string) =>
  codeMail(
    shop,
    to,
    undefined,
    `Your ${shop} verification code: ${code}`,
    'Use this code to verify your email address:',
    code,
  );

export const resetPasswordMail = (shop: string, to: string, name: string | undefined, code: string, link: string) =>
  codeMail(
    shop,
    to,
    name,
    `Your ${shop} password reset code: ${code}`,
    'Use this code to set a new password:',
    code,
    link,
  );

/**
 * For a sign-up with the email of a verified account: its owner learns about it, the one who signed up does not. An
 * account brought over from another shop has no password yet: the mail offers the link to log in, or the code to set one.
 */
export const alreadyRegisteredMail = (
  shop: string,
  to: string,
  name: string,
  code: string,
  resetPage: string,
  link: string,
  hasPassword: boolean,
) =>
  codeMail(
    shop,
    to,
    name,
    `You already have a ${shop} account`,
    hasPassword
      ? `Someone, maybe you, tried to create a new account with this email, but you already have one: log in with ` +
          `your password. If you forgot it, enter this code at ${resetPage} to set a new one:`
      : `Someone, maybe you, tried to create a new account with this email, but you already have one, brought over ` +
          `with your orders from our previous shop. It has no password yet: log in with a sign-in link from the login ` +
          `page, or enter this code at ${resetPage} to set a password:`,
    code,
    link,
  );

/**
 * Once a day at most, when wrong reset codes for the account reach the day's bound: someone is guessing, its password
 * is unchanged, and the sign-in link still lets its owner in. `name` as for codes.
 */
export function resetPausedMail(shop: string, to: string, name: string | undefined, loginPage: string): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const paragraphs = [
    `Someone has tried many wrong codes to reset the password of your ${shop} account. Your password has not ` +
      'changed.',
    'To keep your account safe, resetting the password with a code is paused until tomorrow.',
    `You can still log in with your password, or with a sign-in link by email: ask for one on the login page, ` +
      `${loginPage}. If this was you, you can reset your password with a new code tomorrow.`,
  ];
  const text = [greeting, '', ...paragraphs.flatMap((line) => [line, '']), `— ${shop}`].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(greeting)}</p>${paragraphs.map((line) => `<p>${escape(line)}</p>`).join('')}
<p>— ${escape(shop)}</p></div>`;
  return { to, subject: `Someone is trying to reset your ${shop} password`, text, html };
}

/** `name` as for codes: only for a verified account. The link signs in once; it never sets a password. */
export function signinLinkMail(shop: string, to: string, name: string | undefined, link: string): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const purposeLine = `Use this link to log in to ${shop}:`;
  const closing = `The link works once, within ${LINK_MINUTES} minutes. If you did not ask for it, you can ignore this mail.`;
  const text = [greeting, '', purposeLine, '', link, '', closing, '', `— ${shop}`].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(greeting)}</p><p>${escape(purposeLine)}</p>
<p><a href="${escape(link)}" style="font-size:18px;font-weight:700">Log in to ${escape(shop)}</a></p>
<p style="word-break:break-all">${escape(link)}</p>
<p>${escape(closing)}</p>
<p>— ${escape(shop)}</p></div>`;
  return { to, subject: `Your ${shop} sign-in link`, text, html };
}

/**
 * Staff's invitation to a customer brought over from their old shop (issue 44): a sign-in link like any other, which
 * they did not ask for, so it says why it came and where to ask for another once it has expired.
 */
export function signinInviteMail(shop: string, to: string, name: string, link: string, loginPage: string): Mail {
  const greeting = `Hello ${name},`;
  const paragraphs = [
    `Your account has moved to ${shop}'s new shop, with your details and saved address. You do not need a ` +
      'password: use this link to log in.',
  ];
  const closing =
    `The link works once, within ${LINK_MINUTES} minutes. After that, ask for a new sign-in link on the login page, ` +
    `${loginPage}, or set a password there with "Forgot password".`;
  const text = [greeting, '', ...paragraphs, '', link, '', closing, '', `— ${shop}`].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escape(greeting)}</p>${paragraphs.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(link)}" style="font-size:18px;font-weight:700">Log in to ${escape(shop)}</a></p>
<p style="word-break:break-all">${escape(link)}</p>
<p>${escape(closing)}</p>
<p>— ${escape(shop)}</p></div>`;
  return { to, subject: `Your ${shop} account is ready`, text, html };
}
