// Owns the auth chunk's boundary: the app imports the auth screens only through a dynamic import of this file.
/*
 * An index file on purpose: the forms bring react-hook-form and zod, which most shoppers browsing the catalogue
 * never need, so the screens share one lazy chunk. Nothing may import these files statically.
 */
export { ChangePasswordPage } from '#web/features/auth/change-password-page.tsx';
export { ForgotPasswordPage } from '#web/features/auth/forgot-password-page.tsx';
export { LoginPage } from '#web/features/auth/login-page.tsx';
export { RegisterPage } from '#web/features/auth/register-page.tsx';
export { VerifyForgotPasswordPage } from '#web/features/auth/verify-forgot-password-page.tsx';
export { VerifyUserPage } from '#web/features/auth/verify-user-page.tsx';
