// Who acts on a staff route: a staff member's session, or the admin token
// (automation, which may act on every project as an admin).
import type { StaffRole } from '@hospes/domain';
import type { StaffSession } from './staff-auth.service.ts';

export type StaffActor = { kind: 'session'; session: StaffSession } | { kind: 'token' };

export const ADMIN_TOKEN_ACTOR = 'admin token';

export function actorRole(actor: StaffActor): StaffRole {
  return actor.kind === 'token' ? 'admin' : actor.session.account.role;
}

export function actorName(actor: StaffActor): string {
  return actor.kind === 'token' ? ADMIN_TOKEN_ACTOR : actor.session.account.email;
}

export function actorAccountId(actor: StaffActor): string | null {
  return actor.kind === 'token' ? null : actor.session.account.id;
}
