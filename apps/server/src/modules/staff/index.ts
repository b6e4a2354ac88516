// Owns the staff module's face: the staff and invitation routes, and the owner's staff policy.
export { inviteRoutes, staffRoutes } from './staff-routes.ts';
export { staffPolicy } from './staff-policy.ts';
