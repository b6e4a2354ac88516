// Owns the catalogue module's face: its routes (shop, staff, sitemap), what a variant costs, what an order's lines
// ship as, and reviews counted again when a purchase stops being kept.
export { adminProductRoutes, catalogueOptionRoutes, sizeChartRoutes } from './admin-product-routes.ts';
export { addProduct, CATALOG_MESSAGES, editProduct } from './catalog-service.ts';
export { checkOptions, getCatalogueOptions } from './catalogue-options.ts';
export { registerOldProductAddresses } from './old-product-addresses.ts';
export { parcelOf, type OrderLine, type OrderParcel } from './parcel.ts';
export { listProducts, variantPrices, variantUnitPaise } from './product-queries.ts';
export { recountReviews } from './reviews.ts';
export { type ImportedReview, importReviews } from './review-import.ts';
export { shopCatalogRoutes } from './shop-catalog-routes.ts';
export { sendBackInStockMails } from './stock-alerts.ts';
export { sitemapRoutes } from './sitemap-routes.ts';
export { stockSheetRoutes } from './stock-sheet-routes.ts';
