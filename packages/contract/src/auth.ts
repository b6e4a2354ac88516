// Owns the auth API's requests and answers (SPEC §7 Auth).
import { z } from 'zod';
import { ROLES } from './shop.ts';

export const sessionUser = z.object({
  id: z.string(),
  userName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  user: sessionUser.optional(),
});
export type AuthAnswer = z.infer<typeof authAnswer>;

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));
const password = z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long');
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is 6 digits');

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
export const resetPasswordBody = z.object({ email, providedCode: code, newPassword: password });
export const changePasswordBody = z.object({
  email,
  oldPassword: z.string().min(1, 'Enter your current password').max(200, 'Password is too long'),
  newPassword: password,
});

export type SignupBody = z.infer<typeof signupBody>;
export type SigninBody = z.infer<typeof signinBody>;
