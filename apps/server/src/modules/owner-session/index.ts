export { ownerSessionRoutes } from './routes';
export {
  countOwners,
  createUser,
  findOwnerByEmail,
  findSignedInUser,
  insertNewUser,
  listOwnerSites,
  openSession,
  resetOwnerPassword,
  toOwnerUser,
} from './service';
// The session shapes live in contracts; plugins/owner-auth.ts reads OwnerUser from here.
export type { OwnerSite, OwnerUser } from '@plinth/contracts';
export { notAMember, permissionDenied, signInRequired, tooManySignIns } from './errors';
export { ownerSessionSecret, setOwnerSessionCookie, OWNER_SESSION_COOKIE } from './session-cookie';
