// Owns the pages module's face: the shop's and staff's page routes, and whether a page exists (for redirects).
export { adminPageRoutes, shopPageRoutes } from './page-routes.ts';
export { pageExists } from './page-service.ts';
