// Owns the admin chunk's boundary: the app imports the admin area only through a dynamic import of this file.
/*
 * An index file on purpose (DESIGN: the admin area is one lazy chunk a shopper never downloads): every admin
 * screen is re-exported here so the bundler puts them in one chunk. Nothing may import these files statically.
 */
export { AdminLayout } from '#web/features/admin/admin-layout.tsx';
export { DashboardPage } from '#web/features/admin/dashboard-page.tsx';
export { FeaturesPage } from '#web/features/admin/features-page.tsx';
export { OrdersPage } from '#web/features/admin/orders-page.tsx';
export { ProductsPage } from '#web/features/admin/products-page.tsx';
