/** Class settings as other features read them: stored (lenient) and as the API shows them. */
export { parseStoredSettings, type SettingsService, settingsView } from './settings.service';
