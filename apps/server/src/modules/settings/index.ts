// Owns the settings module's face: the shop's settings as staff save them and the rest of the shop reads them.
export { getBrand, getSettings, saveSettings, shopName } from './settings-service.ts';
