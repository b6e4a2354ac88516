// Owns the brand module's face: what anyone reads of the shop's brand, its manifest, and the staff's picture uploads.
export { adminBrandRoutes, manifestRoutes, publicBrand, shopBrandRoutes } from './brand-routes.ts';
