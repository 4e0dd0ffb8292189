import { ROLE_LABELS, type RoleEntry } from '@csz/core';
import { useApi } from '../../state/api';
import { DecisionQueue } from '../../shared/DecisionQueue';
import { StaffQueuePage } from '../../shared/StaffQueue';
import { ROLE_APPROVALS_KEY, decideRole, pendingRolesQuery } from './api';

type PendingRole = RoleEntry & { memberEmail: string; memberName: string };

/** Where a role is held: the school, else the league, and the sport when it names one. */
function placeOf(role: PendingRole): string {
  const where = role.schoolFullName ?? role.districtName ?? '';
  return role.sportName == null ? where : `${where}, ${role.sportName}`;
}

/** 'Avery Bell, Head Coach at Walt Whitman, Football'. */
function describe(role: PendingRole): string {
  return `${role.memberName}, ${ROLE_LABELS[role.memberRoleType]} at ${placeOf(role)}`;
}

const idOf = (role: PendingRole) => role.id;

/**
 * /role-approvals (issue 18, spec §4 "Role": pending approval, then granted, email sent): the roles
 * waiting for the reader's decision, with who asked; Approve grants one, Decline refuses it, and
 * the server mails the member either way. An athletic director sees their school's, a SiteAdmin
 * every school's; anyone else sees 'Not Authorized' with Log in.
 */
export function RoleApprovalsPage() {
  const api = useApi();
  return (
    <StaffQueuePage
      title="Role approvals"
      about="Members waiting for a role at a school. The member is emailed your decision."
      permission={{ action: 'reviewRoles' }}
      refusal="notAuthorized"
      query={pendingRolesQuery}
    >
      {(queue) => (
        <DecisionQueue
          name="role-approval"
          items={queue.items}
          total={queue.total}
          idOf={idOf}
          heading={(role) => `${role.memberName}: ${ROLE_LABELS[role.memberRoleType]}`}
          facts={(role) => [
            ['Role', ROLE_LABELS[role.memberRoleType]],
            ['Where', placeOf(role)],
            ['Email', role.memberEmail],
          ]}
          decisions={[
            {
              label: 'Approve',
              primary: true,
              send: (role) => decideRole(api, role.id, 'approve'),
              done: (role) => `Approved: ${describe(role)}`,
            },
            {
              label: 'Decline',
              send: (role) => decideRole(api, role.id, 'reject'),
              done: (role) => `Declined: ${describe(role)}`,
            },
          ]}
          empty="No roles waiting for approval"
          queueKey={[ROLE_APPROVALS_KEY]}
        />
      )}
    </StaffQueuePage>
  );
}
