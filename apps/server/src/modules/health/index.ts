// Owns the health module's face: its routes.
export { healthRoutes } from './health-routes.ts';
