// Owns the privacy module's face: a shopper's own data downloaded and their account deleted (DPDP Act 2023), by them or
// by staff on their request.
export { adminCustomerDataRoutes, shopAccountRoutes } from './privacy-routes.ts';
