// Owns the address book module's face: its routes and a shopper's saved address.
export { addressRoutes } from './address-routes.ts';
export { findAddress } from './address-service.ts';
