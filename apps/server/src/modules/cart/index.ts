// Owns the cart module's face: its routes and taking a placed order's lines out of the cart.
export { cartRoutes } from './cart-routes.ts';
export { removeBought } from './cart-service.ts';
