// Owns the catalogue module's face: its routes (shop, staff, sitemap) and what a variant costs.
export { adminProductRoutes, sizeChartRoutes } from './admin-product-routes.ts';
export { variantPrices, variantUnitPaise } from './product-queries.ts';
export { shopCatalogRoutes } from './shop-catalog-routes.ts';
export { sitemapRoutes } from './sitemap-routes.ts';
