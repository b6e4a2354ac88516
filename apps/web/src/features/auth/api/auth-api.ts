// Owns the auth screens' calls to /api/auth (SPEC §7 Auth). Check-auth and logout live in entities/session.
import type { SigninBody, SignupBody } from '@shop/contract/auth';
import { api } from '#web/lib/api-client.ts';

export type EmailBody = { email: string };
export type VerifyCodeBody = { email: string; providedCode: string };
export type ResetPasswordBody = { email: string; providedCode: string; newPassword: string };
export type ChangePasswordBody = { email: string; oldPassword: string; newPassword: string };

export const signIn = (body: SigninBody) => api.post('/auth/signin', body);
export const signUp = (body: SignupBody) => api.post('/auth/signup', body);
export const sendVerificationCode = (body: EmailBody) => api.patch('/auth/send-verification-code', body);
export const verifyUser = (body: VerifyCodeBody) => api.patch('/auth/verify-verification-code', body);
export const sendForgotPasswordCode = (body: EmailBody) => api.patch('/auth/send-forgot-password-code', body);
export const resetPassword = (body: ResetPasswordBody) => api.patch('/auth/verify-forgot-password-code', body);
export const changePassword = (body: ChangePasswordBody) => api.patch('/auth/change-password', body);
