// The owner's analytics settings (issue 12 part 2): the reader here; the settings API comes with the dashboards.
export { ANALYTICS_SETTINGS_KEY, analyticsSettingsOf } from './read';
