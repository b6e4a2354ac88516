// Owns the words of the mails that carry codes; the code stands alone on its own line.
import { SHOP_NAME } from '@shop/contract/shop';
import type { Mail } from '../../platform/mailer.ts';
import { CODE_MINUTES } from './codes.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function codeMail(to: string, name: string, subject: string, purposeLine: string, code: string): Mail {
  const text = [
    `Hello ${name},`,
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
<p>Hello ${escape(name)},</p><p>${escape(purposeLine)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>The code works once, for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this mail.</p>
<p>— ${escape(SHOP_NAME)}</p></div>`;
  return { to, subject, text, html };
}

export const verificationMail = (to: string, name: string, code: string) =>
  codeMail(
    to,
    name,
    `Your ${SHOP_NAME} verification code: ${code}`,
    'Use this code to verify your email address:',
    code,
  );

export const resetPasswordMail = (to: string, name: string, code: string) =>
  codeMail(to, name, `Your ${SHOP_NAME} password reset code: ${code}`, 'Use this code to set a new password:', code);
