// Owns the route table: every path of SPEC §2, each area's frame, and a not-found page in each (route modules in
// routes/). The guard's list of paths (route-guard.ts) must name exactly these; routes.test.tsx checks it.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

/*
 * Bare `/auth`, `/shop` and `/admin` have no screens: the guard always sends them on (route-guard.ts).
 * Each route module is its own chunk, so a first visit downloads the shell and the screen it shows, and a shopper
 * never the admin area's (the server's guard answers /admin/… with a redirect before any of it is sent).
 */
export default [
  index('routes/index.tsx'),
  route('unauth-page', 'routes/unauth-page.tsx'),
  route('auth', 'routes/auth.tsx', [
    route('login', 'routes/auth.login.tsx'),
    route('register', 'routes/auth.register.tsx'),
    route('verify-user', 'routes/auth.verify-user.tsx'),
    route('forgot-password', 'routes/auth.forgot-password.tsx'),
    route('verify-forgot-password', 'routes/auth.verify-forgot-password.tsx'),
    route('change-password', 'routes/auth.change-password.tsx'),
    route('signin-link', 'routes/auth.signin-link.tsx'),
    route('reset/:token', 'routes/auth.reset.tsx'),
    route('accept-invite', 'routes/auth.accept-invite.tsx'),
    route('logout', 'routes/auth.logout.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'auth-not-found' }),
  ]),
  route('shop', 'routes/shop.tsx', [
    route('home', 'routes/shop.home.tsx'),
    route('listing', 'routes/shop.listing.tsx'),
    route('search', 'routes/shop.search.tsx'),
    route('cart', 'routes/shop.cart.tsx'),
    route('checkout', 'routes/shop.checkout.tsx'),
    route('paypal-return', 'routes/shop.paypal-return.tsx'),
    route('payment-success', 'routes/shop.payment-success.tsx'),
    route('account', 'routes/shop.account.tsx'),
    route('confirm-order/:id', 'routes/shop.confirm-order.tsx'),
    route('product/:id', 'routes/shop.product.tsx'),
    route('collections/:handle', 'routes/shop.collections.tsx'),
    route('about', 'routes/shop.about.tsx'),
    route('contact', 'routes/shop.contact.tsx'),
    route('T&C', 'routes/shop.terms.tsx'),
    route('faqs', 'routes/shop.faqs.tsx'),
    route('privacy_policy', 'routes/shop.privacy-policy.tsx'),
    route('refund_policy', 'routes/shop.refund-policy.tsx'),
    route('return_policy', 'routes/shop.return-policy.tsx'),
    route('shipping_policy', 'routes/shop.shipping-policy.tsx'),
    route('pages/:handle', 'routes/shop.pages.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'shop-not-found' }),
  ]),
  route('admin', 'routes/admin.tsx', [
    route('dashboard', 'routes/admin.dashboard.tsx'),
    route('products', 'routes/admin.products.tsx'),
    route('stock', 'routes/admin.stock.tsx'),
    route('import', 'routes/admin.import.tsx'),
    route('import/customers', 'routes/admin.import-customers.tsx'),
    route('orders', 'routes/admin.orders.tsx'),
    route('returns', 'routes/admin.returns.tsx'),
    route('coupons', 'routes/admin.coupons.tsx'),
    route('collections', 'routes/admin.collections.tsx'),
    route('pages', 'routes/admin.pages.tsx'),
    route('redirects', 'routes/admin.redirects.tsx'),
    route('reports', 'routes/admin.reports.tsx'),
    route('settings', 'routes/admin.settings.tsx'),
    route('features', 'routes/admin.features.tsx'),
    route('account', 'routes/admin.account.tsx'),
    route('staff', 'routes/admin.staff.tsx'),
    route('audit', 'routes/admin.audit.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  route('*', 'routes/standalone-not-found.tsx'),
] satisfies RouteConfig;
