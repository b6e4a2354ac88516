// Owns the GST returns module's face: its routes (GSTR-1 for a period).
export { gstReturnRoutes } from './gst-return-routes.ts';
