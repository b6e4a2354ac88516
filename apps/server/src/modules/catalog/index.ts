// Owns the catalogue module's face: its routes (shop, staff, sitemap), what a variant costs and what an order's
// lines ship as.
export { adminProductRoutes, catalogueOptionRoutes, sizeChartRoutes } from './admin-product-routes.ts';
export { addProduct, CATALOG_MESSAGES, editProduct } from './catalog-service.ts';
export { checkOptions, getCatalogueOptions } from './catalogue-options.ts';
export { parcelOf, type OrderLine, type OrderParcel } from './parcel.ts';
export { variantPrices, variantUnitPaise } from './product-queries.ts';
export { shopCatalogRoutes } from './shop-catalog-routes.ts';
export { sendBackInStockMails } from './stock-alerts.ts';
export { sitemapRoutes } from './sitemap-routes.ts';
export { stockSheetRoutes } from './stock-sheet-routes.ts';
