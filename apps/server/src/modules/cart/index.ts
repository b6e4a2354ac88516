// Owns the cart module's face: its routes, its lines as an order buys them (within staff's limits on what one order may
// hold), and taking a placed order's lines out.
export { orderRefusal } from './cart-limits.ts';
export { cartRoutes } from './cart-routes.ts';
export { CART_LINE_MESSAGES, type CartLine, cartLinesOf, lineName } from './cart-lines.ts';
export { removeBought } from './cart-service.ts';
