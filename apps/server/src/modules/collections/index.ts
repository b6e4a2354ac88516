// Owns the collections module's face (issue 44): collections and their pages, and the storefront's arrangement (home
// page sections, main menu).
export { adminCollectionRoutes, shopCollectionRoutes } from './collection-routes.ts';
