export { ownerSessionRoutes } from './routes';
export { memberRoutes } from './members-routes';
export { inviteMember } from './members';
export {
  ensureAdminOwner,
  type AdminOwnerResult,
  createUser,
  findSignedInUser,
  listOwnerSites,
  type OwnerUser,
  type OwnerSite,
} from './service';
export { findMembership, upsertMember } from './queries';
export { notAMember, permissionDenied, signInRequired } from './errors';
export { ownerSessionSecret, OWNER_SESSION_COOKIE } from './session-cookie';
