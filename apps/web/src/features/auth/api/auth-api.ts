// Owns the auth screens' calls to /api/auth (SPEC §7 Auth), typed by the contract's descriptions. Check-auth and
// logout live in entities/session.
import type { authEndpoints, SigninBody, SignupBody } from '@shop/contract/auth';
import type { BodyOf } from '@shop/contract/endpoint';
import { endpointClient } from '#web/lib/api-client.ts';

type Auth = typeof authEndpoints;

const authApi = endpointClient<Omit<Auth, 'logout' | 'checkAuth'>>({
  signup: 'POST /api/auth/signup',
  sendCode: 'PATCH /api/auth/send-verification-code',
  verifyCode: 'PATCH /api/auth/verify-verification-code',
  signin: 'POST /api/auth/signin',
  sendResetCode: 'PATCH /api/auth/send-forgot-password-code',
  resetPassword: 'PATCH /api/auth/verify-forgot-password-code',
  openResetLink: 'POST /api/auth/reset-link',
  changePassword: 'PATCH /api/auth/change-password',
  sendSigninLink: 'POST /api/auth/send-signin-link',
  signinWithLink: 'POST /api/auth/signin-link',
});

export type EmailBody = BodyOf<Auth['sendCode']>;
export type VerifyCodeBody = BodyOf<Auth['verifyCode']>;
export type ResetPasswordBody = BodyOf<Auth['resetPassword']>;
export type ChangePasswordBody = BodyOf<Auth['changePassword']>;
export type SigninLinkBody = BodyOf<Auth['signinWithLink']>;
export type ResetLinkBody = BodyOf<Auth['openResetLink']>;

export const signIn = (body: SigninBody) => authApi.signin({ body });
export const signUp = (body: SignupBody) => authApi.signup({ body });
export const sendVerificationCode = (body: EmailBody) => authApi.sendCode({ body });
export const verifyUser = (body: VerifyCodeBody) => authApi.verifyCode({ body });
export const sendForgotPasswordCode = (body: EmailBody) => authApi.sendResetCode({ body });
export const resetPassword = (body: ResetPasswordBody) => authApi.resetPassword({ body });
export const openResetLink = (body: ResetLinkBody) => authApi.openResetLink({ body });
export const changePassword = (body: ChangePasswordBody) => authApi.changePassword({ body });
export const sendSigninLink = (body: EmailBody) => authApi.sendSigninLink({ body });
export const signInWithLink = (body: SigninLinkBody) => authApi.signinWithLink({ body });
