// Owns the auth module's face: its routes, the purge of old mailed codes, password hashing for the seed and the
// admin CLI, the accounts a customer import makes or fills, and the sign-in link staff's invite mails them.
export { authRoutes } from './auth-routes.ts';
export { twoFactorRoutes } from './two-factor-routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { mailSigninInvite } from './auth-service.ts';
export {
  addImportedCustomer,
  claimInvites,
  countAwaitingInvite,
  fillImportedCustomer,
  type ImportedCustomerFields,
  releaseInvite,
} from './imported-accounts.ts';
export { startCodeSweeper } from './code-sweeper.ts';
