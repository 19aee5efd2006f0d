// The staff console's server side (`fastify.staff`): accounts, sessions,
// the audit log and the guard of every `/api/staff/{project}/…` route. The
// guard runs in `onRequest`, before the body is read: the admin token
// (automation) or a staff session cookie; then the CSRF origin check of
// cookie writes, the account's project and the role's permission.
import {
  createTimelineRepository,
  type TimelineRepository,
} from '../../staff/reservation-timeline.repository.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffMay, type StaffPermission } from '@hospes/domain';
import { LoginRateLimiter } from '../../auth/login-rate-limit.ts';
import {
  createStaffAccountRepository,
  type StaffAccountRepository,
} from '../../staff/staff-account.repository.ts';
import { actorAccountId, actorName, type StaffActor } from '../../staff/staff-actor.ts';
import {
  createStaffAuditRepository,
  type StaffAuditRepository,
} from '../../staff/staff-audit.repository.ts';
import { StaffAuthService } from '../../staff/staff-auth.service.ts';
import { StaffSettingsReader } from '../../staff/staff-settings-reader.ts';
import { createGuestDirectory, type GuestDirectory } from '../../staff/guest-directory.ts';
import {
  createGuestLookupRepository,
  type GuestLookupRepository,
} from '../../staff/guest-lookup.repository.ts';
import { readStaffCookie } from '../../staff/staff-cookie.ts';
import { isSameOriginWrite } from '../../staff/staff-origin.ts';
import { STAFF_LOGIN_LIMITS } from '../../staff/staff-session-policy.ts';
import { seedDemoStaff } from '../../staff/demo-staff.ts';
import { AppError, unknownProject } from '../../http/app-error.ts';

export interface Staff {
  auth: StaffAuthService;
  accounts: StaffAccountRepository;
  auditLog: StaffAuditRepository;
  /** Who a guest is (name, room, reservation, language) beside what the staff see. */
  guests: GuestDirectory;
  /** The rows behind audit entries and the directory. */
  lookup: GuestLookupRepository;
  /** The project's console rules (`project_settings.staff`): threshold, quick replies. */
  settings: StaffSettingsReader;
  /** The rows of a reservation's timeline. */
  timeline: TimelineRepository;
  /** The `onRequest` guard of `/api/staff/{project}/…`. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Writes one audit entry for the request's actor and project. */
  audit: (
    request: FastifyRequest,
    action: string,
    target?: string | null,
    detail?: Record<string, unknown>,
  ) => Promise<void>;
  /** The clock of sessions and previews (tests move it). */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: Staff;
  }
  interface FastifyRequest {
    staffActor?: StaffActor;
  }
  interface FastifyContextConfig {
    /** What the route needs (default `guests`, which both roles have). */
    staffPermission?: StaffPermission;
  }
}

const CLEANUP_EVERY_MS = 10 * 60_000;

const staffPlugin: FastifyPluginAsync<{ now?: () => number }> = async (app, options) => {
  const now = options.now ?? Date.now;
  const accounts = createStaffAccountRepository(app.database.db);
  const auditLog = createStaffAuditRepository(app.database.db, now);
  const limiter = new LoginRateLimiter(app.logins.rateLimits, STAFF_LOGIN_LIMITS);
  const auth = new StaffAuthService(accounts, limiter, now);

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const project = (request.params as { project?: string }).project;
    // The admin token is a Bearer header without a console cookie. Any
    // other Authorization (Basic from a proxy in front of the console, a
    // proxy's own Bearer beside our cookie) is not ours: the cookie decides.
    const cookie = readStaffCookie(request);
    if (cookie === undefined && /^Bearer\s/i.test(request.headers.authorization ?? '')) {
      await app.adminTokenGuard(request, reply);
      request.staffActor = { kind: 'token' };
      return;
    }
    const session = await auth.session(cookie);
    if (!session) throw new AppError('unauthorized', 'Log in to the console first.');
    if (!isSameOriginWrite(request, app.config.publicUrl)) {
      request.log.warn({ route: request.routeOptions.url }, 'Staff write from another origin');
      throw new AppError('forbidden', 'This request came from another site and was refused.');
    }
    // Another project's data: as if it did not exist.
    if (project !== undefined && project !== session.account.projectId) {
      throw unknownProject(project);
    }
    // A password an administrator chose opens nothing but the password change.
    if (session.mustChangePassword) {
      throw new AppError(
        'password_change_required',
        'Choose your own password first: the one you were given is for the first login only.',
      );
    }
    const permission = request.routeOptions.config.staffPermission ?? 'guests';
    if (!staffMay(session.account.role, permission)) {
      throw new AppError('forbidden', 'Your role does not allow this.');
    }
    request.staffActor = { kind: 'session', session };
  }

  async function audit(
    request: FastifyRequest,
    action: string,
    target?: string | null,
    detail?: Record<string, unknown>,
  ) {
    const actor = request.staffActor;
    const projectId = (request.params as { project?: string }).project;
    if (!actor || !projectId) return;
    await auditLog.record({
      projectId,
      accountId: actorAccountId(actor),
      actor: actorName(actor),
      action,
      target: target ?? null,
      detail: detail ?? null,
    });
  }

  const lookup = createGuestLookupRepository(app.database.db);
  const guests = createGuestDirectory(lookup, app.pms);
  const settings = new StaffSettingsReader(app.projects);
  const timeline = createTimelineRepository(app.database.db);
  app.decorate('staff', {
    auth,
    accounts,
    auditLog,
    guests,
    lookup,
    settings,
    timeline,
    guard,
    audit,
    now,
  });

  app.decorateRequest('staffActor', undefined);

  if (app.config.demo) {
    const created = await seedDemoStaff(
      accounts,
      (id) => app.projects.findProject(id) !== undefined,
    );
    if (created > 0) app.log.info({ created }, 'Demo staff accounts created');
  }
  app.scheduler.every({
    name: 'delete expired staff sessions',
    everyMs: CLEANUP_EVERY_MS,
    run: () => auth.deleteExpired(),
  });
};

export default fp(staffPlugin, {
  name: 'staff',
  dependencies: ['database', 'scheduler', 'admin-auth', 'projects', 'sessions', 'logins', 'pms'],
});
