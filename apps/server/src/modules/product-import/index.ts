// Owns the product import module's face: its routes (Shopify product CSV in and out, under /api/admin/products).
export { productImportRoutes } from './routes.ts';
