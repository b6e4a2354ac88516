// Owns the route table: every path of SPEC §2, each area's layout, and the lazy admin chunk.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { HomePage } from '#web/features/catalog/home-page.tsx';
import { ListingPage } from '#web/features/catalog/listing-page.tsx';
import { ProductPage } from '#web/features/catalog/product-page.tsx';
import { SearchPage } from '#web/features/catalog/search-page.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { PaymentSuccessPage } from '#web/features/checkout/payment-success-page.tsx';
import { PaypalReturnPage } from '#web/features/checkout/paypal-return-page.tsx';
import { AboutPage } from '#web/features/pages/about-page.tsx';
import { ContactPage } from '#web/features/pages/contact-page.tsx';
import { FaqsPage } from '#web/features/pages/faqs-page.tsx';
import { PrivacyPolicyPage } from '#web/features/pages/privacy-policy-page.tsx';
import { RefundPolicyPage } from '#web/features/pages/refund-policy-page.tsx';
import { ReturnPolicyPage } from '#web/features/pages/return-policy-page.tsx';
import { ShippingPolicyPage } from '#web/features/pages/shipping-policy-page.tsx';
import { TermsPage } from '#web/features/pages/terms-page.tsx';
import { NotFoundPage } from '#web/app/not-found-page.tsx';
import { RootLayout } from '#web/app/root-layout.tsx';
import { RouteErrorPage } from '#web/app/route-error-page.tsx';
import { ShopLayout } from '#web/app/shop-shell/shop-layout.tsx';
import { StandalonePage } from '#web/app/standalone-page.tsx';
import { UnauthPage } from '#web/app/unauth-page.tsx';
import type { RouteHandle } from '#web/app/use-route-title.ts';

/*
 * The admin area and the auth forms are each one dynamic import (features/admin/admin-area.ts,
 * features/auth/auth-area.ts), so each is one chunk that loads only when one of its screens renders. React.lazy
 * rather than the route's `lazy`: the router resolves `lazy` routes before the guard runs, which would hand the
 * admin chunk to a shopper who merely typed /admin/....
 */
function lazyScreens<TArea>(load: () => Promise<TArea>) {
  return (pick: (area: TArea) => ComponentType) => lazy(() => load().then((area) => ({ default: pick(area) })));
}
const adminScreen = lazyScreens(() => import('#web/features/admin/admin-area.ts'));
const AdminLayout = adminScreen((area) => area.AdminLayout);
const AdminDashboard = adminScreen((area) => area.DashboardPage);
const AdminProducts = adminScreen((area) => area.ProductsPage);
const AdminOrders = adminScreen((area) => area.OrdersPage);
const AdminFeatures = adminScreen((area) => area.FeaturesPage);

const authScreen = lazyScreens(() => import('#web/features/auth/auth-area.ts'));
const LoginPage = authScreen((area) => area.LoginPage);
const RegisterPage = authScreen((area) => area.RegisterPage);
const VerifyUserPage = authScreen((area) => area.VerifyUserPage);
const ForgotPasswordPage = authScreen((area) => area.ForgotPasswordPage);
const VerifyForgotPasswordPage = authScreen((area) => area.VerifyForgotPasswordPage);
const ChangePasswordPage = authScreen((area) => area.ChangePasswordPage);

const page = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

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
          page('login', 'Welcome back', <LoginPage />),
          page('register', 'Create your account', <RegisterPage />),
          page('verify-user', 'Verify your email', <VerifyUserPage />),
          page('forgot-password', 'Forgot your password?', <ForgotPasswordPage />),
          page('verify-forgot-password', 'Set a new password', <VerifyForgotPasswordPage />),
          page('change-password', 'Change your password', <ChangePasswordPage />),
          notFound,
        ],
      },
      {
        path: '/shop',
        element: <ShopLayout />,
        children: [
          page('home', 'Home', <HomePage />),
          page('listing', 'All Products', <ListingPage />),
          page('search', 'Search', <SearchPage />),
          page('checkout', 'Checkout', <CheckoutPage />),
          page('paypal-return', 'Processing payment', <PaypalReturnPage />),
          page('payment-success', 'Order placed', <PaymentSuccessPage />),
          page('account', 'Account', <AccountPage />),
          page('product/:id', 'Product', <ProductPage />),
          page('about', 'About Us', <AboutPage />),
          page('contact', 'Contact Us', <ContactPage />),
          page('T&C', 'Terms & Conditions', <TermsPage />),
          page('faqs', 'FAQs', <FaqsPage />),
          page('privacy_policy', 'Privacy Policy', <PrivacyPolicyPage />),
          page('refund_policy', 'Refund Policy', <RefundPolicyPage />),
          page('return_policy', 'Return Policy', <ReturnPolicyPage />),
          page('shipping_policy', 'Shipping Policy', <ShippingPolicyPage />),
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
