export { multilingualRoutes, siteTimeZoneRoutes } from './routes';
export { getMultilingualSettings } from './service';
export { listTimeZones } from './time-zone';
