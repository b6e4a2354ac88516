// Owns the delivery module's face: its routes and whether (and when) a pincode is served.
export { type CourierDays, deliveryRoutes } from './delivery-routes.ts';
export { checkDelivery, pincodeExists } from './delivery-service.ts';
