// Owns the GST returns module's face: its routes (GSTR-1 for a period), and which months' returns were downloaded.
export { firstExportsCovering, type Gstr1Export } from './gstr1-exports.ts';
export { gstReturnRoutes } from './gst-return-routes.ts';
