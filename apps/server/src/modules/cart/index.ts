// Owns the cart module's face: its routes, its lines as an order buys them, and taking a placed order's lines out.
export { cartRoutes } from './cart-routes.ts';
export { CART_LINE_MESSAGES, type CartLine, cartLinesOf } from './cart-lines.ts';
export { removeBought } from './cart-service.ts';
