// Owns the auth module's face: its routes, the purge of old mailed codes, and password hashing for the seed and the
// admin CLI.
export { authRoutes } from './auth-routes.ts';
export { twoFactorRoutes } from './two-factor-routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { startCodeSweeper } from './code-sweeper.ts';
