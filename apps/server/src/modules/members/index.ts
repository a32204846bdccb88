export { memberRoutes } from './routes';
export { addMember, findMemberRole, inviteMember, listSiteMembers } from './service';
export { ensureAdminOwner, type AdminOwnerResult } from './admin-owner';
export { listAdministratorEmails } from './queries';
