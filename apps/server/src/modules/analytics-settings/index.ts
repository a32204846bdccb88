// The owner's analytics settings (issue 12 part 2): the reader, and the GET/PUT owner API.
export {
  ANALYTICS_SETTINGS_KEY,
  analyticsSettingsOf,
  sessionRecordingScriptOrigin,
  sessionRecordingSiteFacts,
} from './read';
export { analyticsSettingsRoutes } from './routes';
