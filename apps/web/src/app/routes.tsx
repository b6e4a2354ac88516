// Owns the route table: every path of SPEC §2, each area's layout, and the lazy admin chunk.
import { Suspense, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { prefetchListing, prefetchProduct } from '#web/features/catalog/api/prefetch-screen.ts';
import { HomePage } from '#web/features/catalog/home-page.tsx';
import { NotFoundPage } from '#web/app/not-found-page.tsx';
import { RootLayout } from '#web/app/root-layout.tsx';
import { RouteErrorPage } from '#web/app/route-error-page.tsx';
import { ShopLayout } from '#web/app/shop-shell/shop-layout.tsx';
import { StandalonePage } from '#web/app/standalone-page.tsx';
import { UnauthPage } from '#web/app/unauth-page.tsx';
import type { RouteHandle } from '#web/app/use-route-title.ts';
import { lazyComponent, type LazyComponent } from '#web/lib/lazy-component.tsx';

/*
 * The admin area and the auth forms are each one dynamic import (features/admin/admin-area.ts,
 * features/auth/auth-area.ts), so each is one chunk that loads only when one of its screens renders. React.lazy
 * rather than the route's `lazy`: the router resolves `lazy` routes before the guard runs, which would hand the
 * admin chunk to a shopper who merely typed /admin/....
 */
const adminArea = () => import('#web/features/admin/admin-area.ts');
const AdminLayout = lazyComponent(adminArea, 'AdminLayout');
const AdminDashboard = lazyComponent(adminArea, 'DashboardPage');
const AdminProducts = lazyComponent(adminArea, 'ProductsPage');
const AdminOrders = lazyComponent(adminArea, 'OrdersPage');
const AdminFeatures = lazyComponent(adminArea, 'FeaturesPage');

const authArea = () => import('#web/features/auth/auth-area.ts');
const LoginPage = lazyComponent(authArea, 'LoginPage');
const RegisterPage = lazyComponent(authArea, 'RegisterPage');
const VerifyUserPage = lazyComponent(authArea, 'VerifyUserPage');
const ForgotPasswordPage = lazyComponent(authArea, 'ForgotPasswordPage');
const VerifyForgotPasswordPage = lazyComponent(authArea, 'VerifyForgotPasswordPage');
const ChangePasswordPage = lazyComponent(authArea, 'ChangePasswordPage');

/*
 * Every shop screen but home is its own chunk too, so a first visit downloads the shell and the screen it shows.
 * Home stays in the entry: it is where most visits start, and its banner is the page's largest paint.
 */
export const AccountPage = lazyComponent(() => import('#web/features/account/account-page.tsx'), 'AccountPage');
export const ListingPage = lazyComponent(() => import('#web/features/catalog/listing-page.tsx'), 'ListingPage');
export const ProductPage = lazyComponent(() => import('#web/features/catalog/product-page.tsx'), 'ProductPage');
export const SearchPage = lazyComponent(() => import('#web/features/catalog/search-page.tsx'), 'SearchPage');
export const CheckoutPage = lazyComponent(() => import('#web/features/checkout/checkout-page.tsx'), 'CheckoutPage');
export const PaymentSuccessPage = lazyComponent(
  () => import('#web/features/checkout/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
export const PaypalReturnPage = lazyComponent(
  () => import('#web/features/checkout/paypal-return-page.tsx'),
  'PaypalReturnPage',
);
export const AboutPage = lazyComponent(() => import('#web/features/pages/about-page.tsx'), 'AboutPage');
export const ContactPage = lazyComponent(() => import('#web/features/pages/contact-page.tsx'), 'ContactPage');
export const FaqsPage = lazyComponent(() => import('#web/features/pages/faqs-page.tsx'), 'FaqsPage');
export const PrivacyPolicyPage = lazyComponent(
  () => import('#web/features/pages/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
export const RefundPolicyPage = lazyComponent(
  () => import('#web/features/pages/refund-policy-page.tsx'),
  'RefundPolicyPage',
);
export const ReturnPolicyPage = lazyComponent(
  () => import('#web/features/pages/return-policy-page.tsx'),
  'ReturnPolicyPage',
);
export const ShippingPolicyPage = lazyComponent(
  () => import('#web/features/pages/shipping-policy-page.tsx'),
  'ShippingPolicyPage',
);
export const TermsPage = lazyComponent(() => import('#web/features/pages/terms-page.tsx'), 'TermsPage');

const page = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/** A lazy shop or auth screen: main.tsx starts its download with the entry's, not after the session check. */
const screen = (
  path: string,
  title: string,
  Screen: LazyComponent<object>,
  prefetch?: RouteHandle['prefetch'],
): RouteObject => ({
  path,
  element: <Screen />,
  handle: { title, preload: Screen.preload, ...(prefetch ? { prefetch } : {}) } satisfies RouteHandle,
});

/**
 * On a full page load: starts downloading the code of the screens `location` shows (never the admin area's: the
 * guard decides that) and their first public requests, while the session check runs.
 */
export function startScreens(location: { pathname: string; search: string }, client: QueryClient) {
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload?.();
    handle?.prefetch?.(client, { search: location.search, params: match.params });
  }
}

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } };

/*
 * Bare `/`, `/auth`, `/shop` and `/admin` have no screens: the guard always sends them on (route-guard.ts).
 * Every path here must be listed in APP_PATHS; routes.test.tsx checks it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: null },
      page(
        '/unauth-page',
        'No access',
        <StandalonePage>
          <UnauthPage />
        </StandalonePage>,
      ),
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          screen('login', 'Welcome back', LoginPage),
          screen('register', 'Create your account', RegisterPage),
          screen('verify-user', 'Verify your email', VerifyUserPage),
          screen('forgot-password', 'Forgot your password?', ForgotPasswordPage),
          screen('verify-forgot-password', 'Set a new password', VerifyForgotPasswordPage),
          screen('change-password', 'Change your password', ChangePasswordPage),
          notFound,
        ],
      },
      {
        path: '/shop',
        element: <ShopLayout />,
        children: [
          page('home', 'Home', <HomePage />),
          screen('listing', 'All Products', ListingPage, (client, { search }) => prefetchListing(client, search)),
          screen('search', 'Search', SearchPage),
          screen('checkout', 'Checkout', CheckoutPage),
          screen('paypal-return', 'Processing payment', PaypalReturnPage),
          screen('payment-success', 'Order placed', PaymentSuccessPage),
          screen('account', 'Account', AccountPage),
          screen('product/:id', 'Product', ProductPage, (client, { params }) =>
            prefetchProduct(client, params.id ?? ''),
          ),
          screen('about', 'About Us', AboutPage),
          screen('contact', 'Contact Us', ContactPage),
          screen('T&C', 'Terms & Conditions', TermsPage),
          screen('faqs', 'FAQs', FaqsPage),
          screen('privacy_policy', 'Privacy Policy', PrivacyPolicyPage),
          screen('refund_policy', 'Refund Policy', RefundPolicyPage),
          screen('return_policy', 'Return Policy', ReturnPolicyPage),
          screen('shipping_policy', 'Shipping Policy', ShippingPolicyPage),
          notFound,
        ],
      },
      {
        path: '/admin',
        element: (
          <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="h-dvh w-full rounded-none" />}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          page('dashboard', 'Dashboard', <AdminDashboard />),
          page('products', 'Products', <AdminProducts />),
          page('orders', 'Orders', <AdminOrders />),
          page('features', 'Feature Images', <AdminFeatures />),
          notFound,
        ],
      },
      {
        ...notFound,
        element: (
          <StandalonePage>
            <NotFoundPage />
          </StandalonePage>
        ),
      },
    ],
  },
];
