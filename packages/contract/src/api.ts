// Owns the list of every endpoint of the shop's API, by resource: what the server must register (app.test.ts) and
// what the web's test server answers (apps/web/src/testing/fake-server.ts).
import { addressEndpoints } from './addresses.ts';
import { authEndpoints, twoFactorEndpoints } from './auth.ts';
import { auditEndpoints } from './audit.ts';
import { inviteEndpoints, staffEndpoints } from './staff.ts';
import { cartEndpoints } from './cart.ts';
import {
  adminProductEndpoints,
  bannerEndpoints,
  catalogEndpoints,
  sizeChartEndpoints,
  stockAlertEndpoints,
} from './catalog.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { deliveryEndpoints } from './delivery.ts';
import { healthEndpoints } from './health.ts';
import { adminOrderEndpoints, orderEndpoints } from './orders.ts';
import { paymentEndpoints } from './payments.ts';
import { adminRefundEndpoints, returnEndpoints } from './refunds.ts';
import { adminCouponEndpoints, cartCouponEndpoints } from './coupons.ts';
import { settingsEndpoints } from './settings.ts';
import { adminBrandEndpoints, brandEndpoints } from './brand.ts';
import { adminCollectionEndpoints, shopCollectionEndpoints, storefrontEndpoints } from './collections.ts';
import { shippingEndpoints } from './shipping.ts';
import { whatsappEndpoints } from './whatsapp.ts';
import { codEndpoints } from './cod.ts';
import { exportEndpoints } from './exports.ts';
import { gstReturnEndpoints } from './gst-returns.ts';
import { catalogueOptionEndpoints } from './options.ts';
import { productImportEndpoints } from './product-import.ts';
import { customerImportEndpoints, reviewImportEndpoints } from './customer-import.ts';
import { stockSheetEndpoints } from './stock-sheet.ts';
import { accountEndpoints, customerDataEndpoints } from './privacy.ts';
import { pricingEndpoints } from './pricing.ts';
import { adminPageEndpoints, shopPageEndpoints } from './content-pages.ts';
import { adminRedirectEndpoints } from './redirects.ts';

export const endpoints = {
  auth: authEndpoints,
  health: healthEndpoints,
  catalog: catalogEndpoints,
  banners: bannerEndpoints,
  cart: cartEndpoints,
  addresses: addressEndpoints,
  orders: orderEndpoints,
  payments: paymentEndpoints,
  adminProducts: adminProductEndpoints,
  adminOrders: adminOrderEndpoints,
  sizeCharts: sizeChartEndpoints,
  stockAlerts: stockAlertEndpoints,
  settings: settingsEndpoints,
  brand: brandEndpoints,
  adminBrand: adminBrandEndpoints,
  delivery: deliveryEndpoints,
  returns: returnEndpoints,
  adminRefunds: adminRefundEndpoints,
  cartCoupon: cartCouponEndpoints,
  adminCoupons: adminCouponEndpoints,
  dashboard: dashboardEndpoints,
  shipping: shippingEndpoints,
  whatsapp: whatsappEndpoints,
  cod: codEndpoints,
  pricing: pricingEndpoints,
  gstReturns: gstReturnEndpoints,
  exports: exportEndpoints,
  catalogueOptions: catalogueOptionEndpoints,
  productImport: productImportEndpoints,
  customerImport: customerImportEndpoints,
  reviewImport: reviewImportEndpoints,
  stockSheet: stockSheetEndpoints,
  twoFactor: twoFactorEndpoints,
  invites: inviteEndpoints,
  staff: staffEndpoints,
  audit: auditEndpoints,
  account: accountEndpoints,
  customerData: customerDataEndpoints,
  shopPages: shopPageEndpoints,
  adminPages: adminPageEndpoints,
  adminRedirects: adminRedirectEndpoints,
  collections: shopCollectionEndpoints,
  adminCollections: adminCollectionEndpoints,
  storefront: storefrontEndpoints,
};

type Resources = typeof endpoints;
/** Any one endpoint of the API. */
export type AnyEndpoint = { [R in keyof Resources]: Resources[R][keyof Resources[R]] }[keyof Resources];

/** Every endpoint, in one list. */
export const allEndpoints: AnyEndpoint[] = Object.values(endpoints).flatMap(
  (resource) => Object.values(resource) as AnyEndpoint[],
);
