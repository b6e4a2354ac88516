// Owns the settings module's face: its routes and the shop's settings as orders read them.
export { settingsRoutes } from './settings-routes.ts';
export { getSettings, saveSettings } from './settings-service.ts';
