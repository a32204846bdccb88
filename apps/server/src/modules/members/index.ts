export { memberRoutes } from './routes';
export { addMember, findMemberRole, inviteMember } from './service';
export { ensureAdminOwner, type AdminOwnerResult } from './admin-owner';
