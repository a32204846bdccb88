export { siteUserRoutes } from './routes';
export {
  createAccountForVisitor,
  findPageSiteUser,
  sameToken,
  signInVisitor,
  signOutVisitor,
} from './visitor-session';
export { updateSiteUserLocale, type SiteUserSession } from './service';
export { xsrfMismatch } from './errors';
