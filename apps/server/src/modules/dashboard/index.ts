// Owns the owner's dashboard module's face: its routes.
export { dashboardRoutes } from './dashboard-routes.ts';
