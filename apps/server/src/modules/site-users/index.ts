export { siteUserRoutes } from './routes';
export {
  createAccountForVisitor,
  findPageSiteUser,
  sameToken,
  signInVisitor,
  signOutVisitor,
} from './visitor-session';
export { findSiteUserSession, updateSiteUserLocale, type SiteUserSession } from './service';
export { siteUserSessionSecret } from './session-cookie';
export { createVisitor, type Visitor } from './visitor';
export { xsrfMismatch } from './errors';
export { siteUserGuard } from './visitor-session';
