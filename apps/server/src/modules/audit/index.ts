// Owns the audit module's face: recording staff changes (one set of hooks, or a call for what the hooks cannot see)
// and reading the trail.
export { auditHooks, registerAuditTrail } from './audit-hooks.ts';
export { auditRoutes } from './audit-routes.ts';
export { actorOf, type AuditActor, recordAudit, SYSTEM_ACTOR } from './audit-trail.ts';
