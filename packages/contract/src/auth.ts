// Owns the auth API's requests and answers (SPEC §7 Auth).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorAnswer, messageAnswer } from './envelope.ts';
import { ROLES } from './shop.ts';
import { STAFF_ROLES } from './staff.ts';

export const sessionUser = z.object({
  id: z.string(),
  userName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The staff member's role (null for a shopper); every staff member keeps `role: 'admin'` for SPEC's screens. */
  staff_role: z.enum(STAFF_ROLES).nullable().optional(),
  /** What this user may do in the staff area (decision 035); empty for a shopper. */
  permissions: z.array(z.string()).optional(),
  /** Whether a second factor (an authenticator app) guards this account's sign-in. */
  two_factor: z.boolean().optional(),
  /** The owner requires a second factor of all staff and this member has none yet: the staff area walks them through it. */
  must_enrol_two_factor: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  user: sessionUser.optional(),
  /** The password was right and the account has a second factor: finish with `POST /api/auth/2fa/verify`. */
  two_factor_required: z.boolean().optional(),
  /** What `POST /api/auth/2fa/verify` takes with the code: single use, for five minutes. */
  ticket: z.string().optional(),
});
export type AuthAnswer = z.infer<typeof authAnswer>;

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));
const password = z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long');
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is 6 digits');
/** A password reset code is longer than a new account's: its guesses are bounded by the day, not only by the code. */
export const RESET_CODE_DIGITS = 8;
const resetCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`), `The code is ${RESET_CODE_DIGITS} digits`);

export const signupBody = z.object({
  userName: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(50, 'Name must be at most 50 characters'),
  email,
  password,
});
export const signinBody = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(200, 'Password is too long'),
});
export const emailBody = z.object({ email });
export const verifyCodeBody = z.object({ email, providedCode: code });
export const resetPasswordBody = z.object({ email, providedCode: resetCode, newPassword: password });
export const changePasswordBody = z.object({
  email,
  oldPassword: z.string().min(1, 'Enter your current password').max(200, 'Password is too long'),
  newPassword: password,
});

/** A sign-in link's secret, from the mailed link's `token` query: 43 base64url characters (32 random bytes). */
export const signinLinkBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'That sign-in link is not complete. Open the link from the newest mail again.'),
});

/** A reset mail's link's secret, from its address `/auth/reset/<token>`: 43 base64url characters (32 random bytes). */
export const resetLinkBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'That reset link is not complete. Open the link from the newest mail again.'),
});
/** What a reset link fills in on the reset page: the account's email and the code mailed with the link. */
export const resetLinkAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  email: z.string(),
  providedCode: z.string(),
});
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswer>;

/**
 * A mailed code or sign-in link was asked for: `resend_in` is how many seconds until another may be sent to this email,
 * which the screens count down ("Resend code in 0:42"). The same for every email, with an account or without.
 */
export const codeSentAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  resend_in: z.number().int().min(0),
});
/** Asked again too soon (429): nothing was sent, and `resend_in` seconds must pass first. */
export const codeWaitAnswer = errorAnswer.extend({ resend_in: z.number().int().min(1) });
export type CodeSentAnswer = z.infer<typeof codeSentAnswer>;

/** A wait as the server's message says it and the screens count it down: "0:42", "1:05". */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A code from an authenticator app (6 digits) or one of the recovery codes shown once (xxxxx-xxxxx). */
const secondFactorCode = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, 'Enter the 6-digit code from your app, or a recovery code'),
  );
export const twoFactorEnableBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows'),
});
export const twoFactorVerifyBody = z.object({
  ticket: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Your sign-in has expired. Please log in again.'),
  code: secondFactorCode,
});
export const twoFactorDisableBody = z.object({
  password: z.string().min(1, 'Enter your password').max(200, 'Password is too long'),
});
export const twoFactorSetupAnswer = z.object({
  success: z.literal(true),
  /** For the authenticator app: scan its QR code (`qr_svg`) or type `secret`. */
  otpauth_url: z.string(),
  secret: z.string(),
  qr_svg: z.string(),
});
export const recoveryCodesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown once: each signs in once in place of the app's code. */
  recovery_codes: z.array(z.string()),
});

export type SignupBody = z.infer<typeof signupBody>;
export type SigninBody = z.infer<typeof signinBody>;

const errors = [400, 401, 403, 429] as const;

/** Every call of /api/auth (SPEC §7 Auth). */
export const authEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    tag: 'auth',
    body: signupBody,
    status: 201,
    answer: messageAnswer,
    errors,
  }),
  sendCode: endpoint({
    method: 'PATCH',
    path: '/api/auth/send-verification-code',
    tag: 'auth',
    body: emailBody,
    answer: codeSentAnswer,
    errors,
    errorAnswers: { 429: codeWaitAnswer },
  }),
  verifyCode: endpoint({
    method: 'PATCH',
    path: '/api/auth/verify-verification-code',
    tag: 'auth',
    body: verifyCodeBody,
    answer: messageAnswer,
    errors,
  }),
  signin: endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    tag: 'auth',
    body: signinBody,
    answer: authAnswer,
    errors,
  }),
  /** Mails a one-time sign-in link: the owner's way in that no count of strangers' failures can take away. */
  sendSigninLink: endpoint({
    method: 'POST',
    path: '/api/auth/send-signin-link',
    tag: 'auth',
    body: emailBody,
    answer: codeSentAnswer,
    errors,
    errorAnswers: { 429: codeWaitAnswer },
  }),
  /** Signs in with a mailed link's token (once, within its 15 minutes) and sets the session cookie, as signin does. */
  signinWithLink: endpoint({
    method: 'POST',
    path: '/api/auth/signin-link',
    tag: 'auth',
    body: signinLinkBody,
    answer: authAnswer,
    errors,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', tag: 'auth', answer: messageAnswer }),
  // Signed out is an answer, not an error: 200 with success false.
  checkAuth: endpoint({ method: 'GET', path: '/api/auth/check-auth', tag: 'auth', answer: authAnswer }),
  sendResetCode: endpoint({
    method: 'PATCH',
    path: '/api/auth/send-forgot-password-code',
    tag: 'auth',
    body: emailBody,
    answer: codeSentAnswer,
    errors,
    errorAnswers: { 429: codeWaitAnswer },
  }),
  resetPassword: endpoint({
    method: 'PATCH',
    path: '/api/auth/verify-forgot-password-code',
    tag: 'auth',
    body: resetPasswordBody,
    answer: messageAnswer,
    errors,
  }),
  /**
   * The email and code a reset mail's link fills in, while its code still works. Uses nothing: the link is spent with
   * its code, by the reset (mail scanners open links too).
   */
  openResetLink: endpoint({
    method: 'POST',
    path: '/api/auth/reset-link',
    tag: 'auth',
    body: resetLinkBody,
    answer: resetLinkAnswer,
    errors,
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/api/auth/change-password',
    tag: 'auth',
    body: changePasswordBody,
    answer: messageAnswer,
    errors,
  }),
};

/** /api/auth/2fa: a staff member's second factor, a TOTP authenticator app with recovery codes (decision 035). */
export const twoFactorEndpoints = {
  /** Starts (or restarts) enrolment: a new secret, not in force until `enable` proves the app has it. */
  setup: endpoint({
    method: 'POST',
    path: '/api/auth/2fa/setup',
    tag: 'auth',
    answer: twoFactorSetupAnswer,
    errors: [401, 403, 409],
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/auth/2fa/enable',
    tag: 'auth',
    body: twoFactorEnableBody,
    answer: recoveryCodesAnswer,
    errors: [400, 401, 403, 409, 429],
  }),
  /** Finishes a sign-in that answered `two_factor_required`, setting the session cookie as signin does. */
  verify: endpoint({
    method: 'POST',
    path: '/api/auth/2fa/verify',
    tag: 'auth',
    body: twoFactorVerifyBody,
    answer: authAnswer,
    errors: [400, 401, 429],
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/auth/2fa/disable',
    tag: 'auth',
    body: twoFactorDisableBody,
    answer: messageAnswer,
    errors: [400, 401, 403, 409],
  }),
  /** New recovery codes, shown once; the old ones stop working. */
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/auth/2fa/recovery-codes',
    tag: 'auth',
    body: twoFactorDisableBody,
    answer: recoveryCodesAnswer,
    errors: [400, 401, 403, 409],
  }),
};
