export { ownerSessionRoutes } from './routes';
export { memberRoutes } from './members-routes';
export { inviteMember } from './members';
export {
  ensureAdminOwner,
  type AdminOwnerResult,
  createUser,
  findSignedInUser,
  listOwnerSites,
} from './service';
// The session shapes live in contracts; plugins/owner-auth.ts reads OwnerUser from here.
export type { OwnerSite, OwnerUser } from '@plinth/contracts';
export { findMembership, upsertMember } from './queries';
export { notAMember, permissionDenied, signInRequired } from './errors';
export { ownerSessionSecret, OWNER_SESSION_COOKIE } from './session-cookie';
