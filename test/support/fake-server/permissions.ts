// Project and org permissions, reduced to the built-in roles the captures exercise: admin and
// member may do everything in a project, viewer may only read.
import { forbiddenWithReason, internal, notProjectMember, permissionDenied } from './errors.ts';
import type { FakeState } from './state.ts';
import type { OrgRole, Principal, ProjectRole } from './types.ts';
import { isUuid } from './util.ts';

export type Action = 'read' | 'create' | 'edit' | 'delete';

/**
 * The caller's role in a project. Unknown projects and non-members both get the not-a-member
 * 403, as on the real server; a non-UUID project id fails in its database (500).
 */
export function projectRole(
  state: FakeState,
  principal: Principal,
  projectId: string,
): ProjectRole {
  if (!isUuid(projectId)) {
    throw internal(
      principal.kind === 'identity' ? 'GetProjectIdentityPermission' : 'GetProjectPermission',
    );
  }
  const project = state.projects.get(projectId);
  const roles =
    principal.kind === 'identity'
      ? state.identities.get(principal.identityId)?.projectRoles
      : state.users.get(principal.userId)?.projectRoles;
  const role = roles?.[projectId];
  if (!project || !role) throw notProjectMember(principal, projectId);
  if (principal.kind === 'identity' && project.orgId !== principal.orgId) {
    throw forbiddenWithReason('Identity is not a member of the specified organization');
  }
  if (principal.kind === 'user' && principal.via === 'jwt' && project.orgId !== principal.orgId) {
    throw forbiddenWithReason('You are not logged into this organization');
  }
  return role;
}

/** Requires `action` on `subject` (e.g. "secrets", "tags", "environments") in a project. */
export function requireProjectPermission(
  state: FakeState,
  principal: Principal,
  projectId: string,
  action: Action,
  subject: string,
): ProjectRole {
  const role = projectRole(state, principal, projectId);
  if (action !== 'read' && role === 'viewer') throw permissionDenied(action, subject);
  return role;
}

/** The caller's role in an organization, or undefined when not in it. */
export function orgRole(
  state: FakeState,
  principal: Principal,
  orgId: string,
): OrgRole | undefined {
  if (principal.kind === 'identity') {
    const identity = state.identities.get(principal.identityId);
    return identity?.orgId === orgId ? identity.orgRole : undefined;
  }
  for (const m of state.orgMemberships.values()) {
    if (m.userId === principal.userId && m.orgId === orgId && m.status === 'accepted') {
      return m.role === 'admin' ? 'admin' : 'member';
    }
  }
  return undefined;
}

/** Requires an org role that allows `action` on `subject`: members create projects, admins
 * manage identities and members. */
export function requireOrgPermission(
  state: FakeState,
  principal: Principal,
  orgId: string,
  action: Action,
  subject: string,
  minimum: 'member' | 'admin',
): void {
  const role = orgRole(state, principal, orgId);
  const allowed = role === 'admin' || (minimum === 'member' && role === 'member');
  if (!allowed) throw permissionDenied(action, subject);
}
