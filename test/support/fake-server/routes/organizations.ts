// Organization memberships and invitations. These routes serve users only: with a machine
// identity token the captured server's handler returned early, answering 200 with an EMPTY body
// and doing nothing. The fake does the same, so clients can be tested against that trap.
import { randomBytes, randomUUID } from 'node:crypto';
import { forbidden, internal } from '../errors.ts';
import { requireOrgPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Reply, Route, RouteContext } from '../router.ts';
import type { OrgMembershipRecord, Principal } from '../types.ts';
import { validate } from '../validation.ts';

const EMPTY: Reply = { status: 200, empty: true };

function requireSameOrg(principal: Principal, orgId: string): void {
  if (principal.orgId !== orgId) {
    throw forbidden('Invalid user token. Scoped to different organization.');
  }
}

function listMemberships(ctx: RouteContext): Reply {
  const principal = principalOf(ctx);
  if (principal.kind === 'identity') return EMPTY;
  const orgId = ctx.params.organizationId ?? '';
  requireSameOrg(principal, orgId);
  const users = [...ctx.state.orgMemberships.values()]
    .filter((m) => m.orgId === orgId)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((m) => {
      const user = ctx.state.users.get(m.userId);
      return {
        id: m.id,
        role: m.role,
        status: m.status,
        inviteEmail: m.inviteEmail,
        orgId: m.orgId,
        roleId: m.roleId,
        isActive: m.isActive,
        user: user && {
          username: user.username,
          email: user.email,
          isEmailVerified: user.isEmailVerified,
          firstName: user.firstName,
          lastName: user.lastName,
          id: user.id,
          publicKey: user.publicKey,
        },
      };
    });
  return ok({ users });
}

function deleteMembership(ctx: RouteContext): Reply {
  const principal = principalOf(ctx);
  if (principal.kind === 'identity') return EMPTY;
  const orgId = ctx.params.organizationId ?? '';
  requireSameOrg(principal, orgId);
  requireOrgPermission(ctx.state, principal, orgId, 'delete', 'member', 'admin');
  const membership = ctx.state.orgMemberships.get(ctx.params.membershipId ?? '');
  // Unknown or already deleted: the captured server failed inside and answered 500.
  if (!membership || membership.orgId !== orgId) throw internal('InternalServerError');
  ctx.state.orgMemberships.delete(membership.id);
  return ok({
    membership: {
      id: membership.id,
      role: membership.role,
      status: membership.status,
      inviteEmail: membership.inviteEmail,
      createdAt: membership.createdAt,
      updatedAt: membership.updatedAt,
      userId: membership.userId,
      orgId: membership.orgId,
      roleId: membership.roleId,
      projectFavorites: membership.projectFavorites,
      isActive: membership.isActive,
    },
  });
}

function invite(ctx: RouteContext): Reply {
  const body = validate<{
    inviteeEmails: unknown[];
    organizationId: string;
    organizationRoleSlug: string;
    projects?: unknown[];
  }>(
    {
      inviteeEmails: { kind: 'array' },
      organizationId: { kind: 'string', trim: true },
      organizationRoleSlug: { kind: 'string', trim: true },
      projects: { kind: 'array', optional: true },
    },
    ctx.body,
  );
  const principal = principalOf(ctx);
  requireSameOrg(principal, body.organizationId);
  // This version checks `projects.length` against the projects it found: leaving `projects`
  // out compares undefined with 0 and fails.
  if (!body.projects) throw forbidden('Access denied to one or more of the specified projects');
  requireOrgPermission(ctx.state, principal, body.organizationId, 'create', 'member', 'admin');
  const emails = body.inviteeEmails.map(String);
  const links = emails.map((email) => {
    const existing = [...ctx.state.users.values()].find((u) => u.email === email);
    const userId = existing?.id ?? randomUUID();
    if (!existing) {
      ctx.state.users.set(userId, {
        id: userId,
        username: email,
        email,
        isEmailVerified: false,
        firstName: null,
        lastName: null,
        publicKey: randomBytes(32).toString('base64'),
        projectRoles: {},
      });
    }
    const member = [...ctx.state.orgMemberships.values()].some(
      (m) => m.userId === userId && m.orgId === body.organizationId,
    );
    if (!member) {
      const at = ctx.state.clock.iso();
      const membership: OrgMembershipRecord = {
        id: randomUUID(),
        orgId: body.organizationId,
        userId,
        role: body.organizationRoleSlug,
        status: 'invited',
        inviteEmail: email,
        roleId: null,
        isActive: true,
        projectFavorites: null,
        createdAt: at,
        updatedAt: at,
      };
      ctx.state.orgMemberships.set(membership.id, membership);
    }
    const token = randomBytes(16).toString('hex');
    return {
      email,
      link: `${ctx.baseUrl}/signupinvite?token=${token}&to=${email}&organization_id=${body.organizationId}`,
    };
  });
  return ok({ message: `Send an invite link to ${emails.join(', ')}`, completeInviteLinks: links });
}

export const organizationRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v2/organizations/:organizationId/memberships',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: listMemberships,
  },
  {
    method: 'DELETE',
    pattern: '/api/v2/organizations/:organizationId/memberships/:membershipId',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: deleteMembership,
  },
  {
    method: 'POST',
    pattern: '/api/v1/invite-org/signup',
    // Served to user sessions only.
    auth: ['user-jwt'],
    rateLimit: 'invite',
    handler: invite,
  },
];
