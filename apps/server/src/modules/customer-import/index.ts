// Owns the customer import module's face: its routes (Shopify's customer CSV in and staff's invite; a review app's
// CSV in, written by the catalogue).
export { customerImportRoutes } from './routes.ts';
export { reviewImportRoutes } from './review-routes.ts';
