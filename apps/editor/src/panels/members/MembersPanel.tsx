import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import type { Member, MemberList } from '@plinth/contracts';
import { changeMemberRole, listMembers, removeMember, revokeInvitation } from '../../api/members-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { PERMISSION } from '../../session/permissions';
import { useSession, useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { InviteForm } from './InviteForm';
import { RoleGuide, RoleSelect } from './RoleSelect';
import { TableHead } from '../../components/TableParts';

const ADMIN_ROLE = 1;

/** Why the sole administrator's role cannot be changed nor they removed (the server refuses both). */
export const LAST_ADMIN_NOTE =
  'The only administrator: make someone else an administrator before changing this role or removing them.';
export const LAST_ADMIN_NOTE_SELF =
  'You are the only administrator: make someone else an administrator before changing your role or leaving.';

/** People with access to the site: their roles, open invitations, and inviting someone new. */
export function MembersPanel() {
  const { site, user, can } = useSignedIn();
  const members = useFetch((signal) => listMembers(signal), site.id);
  const { retry: reloadSession } = useSession();
  const canManage = can(PERMISSION.membersManage);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  /** Runs a change and shows its result; false when it was refused. */
  async function act(change: () => Promise<MemberList | void>): Promise<boolean> {
    setError(null);
    try {
      const answer = await change();
      if (answer) members.setData(answer);
      else members.reload();
      return true;
    } catch (failure) {
      setError(errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong));
      return false;
    }
  }

  async function remove(member: Member) {
    const you = member.userId === user.id;
    const confirmed = await confirm({
      title: you ? 'Leave this site' : 'Remove member',
      message: you
        ? `You will lose access to ${site.title} at once.`
        : `${member.name || member.email} will lose access to ${site.title} at once.`,
      confirmLabel: you ? 'Leave site' : 'Remove member',
      danger: true,
    });
    if (!confirmed) return;
    const removed = await act(() => removeMember(member.userId));
    // Having left, the owner has no role here any more: read the sites again.
    if (removed && you) reloadSession();
  }

  return (
    <section className="panel">
      <PanelHeader
        title="Members"
        description="Who can work on this site, and what their role lets them do."
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {canManage ? <InviteForm onInvited={members.reload} /> : null}
      <LoadState state={members} skeleton={<SkeletonRows rows={3} />}>
        {(data) => (
          <>
            <div className="table-wrap card">
              <table className="table members-table">
                <caption className="table__caption">Members</caption>
                <TableHead columns={['Name', 'Role']} />
                <tbody>
                  {data.members.map((member) => {
                    const you = member.userId === user.id;
                    const lastAdmin =
                      member.role === ADMIN_ROLE &&
                      data.members.filter((m) => m.role === ADMIN_ROLE).length === 1;
                    return (
                      <tr key={member.userId}>
                        <th scope="row">
                          <span className="members-table__name">
                            {member.name || member.email}
                            {you ? <span className="badge badge--quiet">You</span> : null}
                          </span>
                          <span className="members-table__email">{member.email}</span>
                        </th>
                        <td
                          data-label="Role"
                          className={canManage && lastAdmin ? 'members-table__role-cell--note' : undefined}
                        >
                          {canManage && lastAdmin ? (
                            <>
                              <span className="members-table__role">{member.roleLabel}</span>
                              <span className="members-table__note">
                                {you ? LAST_ADMIN_NOTE_SELF : LAST_ADMIN_NOTE}
                              </span>
                            </>
                          ) : canManage ? (
                            <RoleSelect
                              label={`Role of ${member.name || member.email}`}
                              value={member.role}
                              onChange={(role) => void act(() => changeMemberRole(member.userId, role))}
                            />
                          ) : (
                            member.roleLabel
                          )}
                        </td>
                        <td className="table__actions">
                          {canManage && !lastAdmin ? (
                            <button
                              type="button"
                              className="button button--small button--danger-outline"
                              onClick={() => void remove(member)}
                            >
                              {you ? 'Leave' : 'Remove'}{' '}
                              <span className="visually-hidden">{member.name || member.email}</span>
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {data.invitations.length > 0 ? (
              <div className="table-wrap card">
                <table className="table members-table">
                  <caption className="table__caption">Open invitations</caption>
                  <TableHead columns={['Email', 'Role', 'Expires']} />
                  <tbody>
                    {data.invitations.map((invitation) => (
                      <tr key={invitation.id}>
                        <th scope="row">{invitation.email}</th>
                        <td data-label="Role">{invitation.roleLabel}</td>
                        <td data-label="Expires">{new Date(invitation.expiresAt).toLocaleDateString()}</td>
                        <td className="table__actions">
                          {canManage ? (
                            <button
                              type="button"
                              className="button button--small button--danger-outline"
                              onClick={() => void act(() => revokeInvitation(invitation.id))}
                            >
                              Revoke{' '}
                              <span className="visually-hidden">invitation for {invitation.email}</span>
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        )}
      </LoadState>
      <RoleGuide />
      {dialog}
    </section>
  );
}
