export { siteCreationRoutes } from './routes';
export { createSite, type CreateSiteInput, type CreatedSiteRecord } from './service';
export { STARTING_TEMPLATES } from './templates';
