// Owns the redirects module's face: staff's routes, and where staff send an old address.
export { adminRedirectRoutes } from './redirect-routes.ts';
export { keepMovedAddress, staffRedirectFor } from './redirect-service.ts';
