// Owns the homepage banners module's face: its routes.
export { featureRoutes } from './feature-routes.ts';
