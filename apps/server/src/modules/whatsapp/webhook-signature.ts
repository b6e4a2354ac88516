// Owns Meta's webhook signature: X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with
// the app secret. The shop checks it; its sandbox signs with it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-hub-signature-256';

export const signatureOf = (appSecret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;

/** Whether the body is exactly what Meta signed with our app secret; compared in constant time. */
export function signedByMeta(appSecret: string, rawBody: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signatureOf(appSecret, rawBody));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
