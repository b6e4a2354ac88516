// Owns the address book module's face: its routes, a shopper's saved address, and addresses brought by an import.
export { addressRoutes } from './address-routes.ts';
export { addAddress, checkAddress, findAddress, usersWithAddresses } from './address-service.ts';
