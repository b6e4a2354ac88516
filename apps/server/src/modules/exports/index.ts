// Owns the exports module's face: its routes.
export { exportRoutes } from './export-routes.ts';
