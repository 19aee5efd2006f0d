// The project's staff (admins): accounts with their roles, new accounts,
// disabling and enabling one, and the audit log of every staff action.
import {
  StaffNewAccountBodySchema,
  StaffPasswordResetBodySchema,
  StaffAccountRowSchema,
  StaffAccountsSchema,
  AuditEntriesSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditGuests } from '../../../staff/audit-guests.ts';
import { z } from 'zod';
import { toStaffAccount } from '../../../staff/staff-auth.service.ts';
import type { StaffAccountRecord } from '../../../staff/staff-account.repository.ts';
import { hashStaffPassword } from '../../../staff/staff-password.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';
import { AppError, notFound } from '../../../http/app-error.ts';

const TEAM = { staffPermission: 'staff' as const };

const accountRow = (record: StaffAccountRecord) => ({
  ...toStaffAccount(record),
  disabled: record.disabled,
  mustChangePassword: record.mustChangePassword,
});

const staffTeam: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/accounts',
    {
      config: TEAM,
      schema: {
        tags: ['staff'],
        summary: "The project's staff accounts",
        description: `Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: StaffAccountsSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const rows = await app.staff.accounts.listForProject(request.params.project);
      const accounts = rows.map(accountRow);
      return reply.header('cache-control', 'no-store').send({ accounts });
    },
  );

  app.post(
    '/staff/:project/accounts',
    {
      config: TEAM,
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Create a staff account',
        description: `Body \`{ email, name, role, password }\`; the password is for the first login only (the account must choose its own then). 409 when the address has an account. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: StaffNewAccountBodySchema,
        response: { 201: StaffAccountRowSchema, ...STAFF_ERRORS, 409: STAFF_ERRORS[400] },
      },
    },
    async (request, reply) => {
      const { password, ...input } = request.body;
      const created = await app.staff.accounts.create({
        ...input,
        projectId: request.params.project,
        passwordHash: await hashStaffPassword(password),
        mustChangePassword: true,
      });
      reply.header('cache-control', 'no-store');
      if (!created) {
        throw new AppError('conflict', 'This e-mail address has an account already.');
      }
      await app.staff.audit(request, 'account.create', created.email, { role: created.role });
      return reply.code(201).send(accountRow(created));
    },
  );

  app.post(
    '/staff/:project/accounts/:id/password',
    {
      config: TEAM,
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['staff'],
        summary: "Set a new password for a colleague's account (forgotten password)",
        description:
          'Body `{ password }` (10–200 characters): for the next login only — the account must ' +
          'choose its own then; every session of the account ends. Not for the own account ' +
          `(use \`POST /api/staff/password\`). Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ id: z.string().min(1).max(64) }),
        body: StaffPasswordResetBodySchema,
        response: { 200: StaffAccountRowSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id } = request.params;
      reply.header('cache-control', 'no-store');
      const actor = request.staffActor;
      if (actor?.kind === 'session' && actor.session.account.id === id) {
        throw new AppError('invalid_request', 'Change your own password on your account page.');
      }
      const account = await app.staff.accounts.resetPassword(
        project,
        id,
        await hashStaffPassword(request.body.password),
      );
      if (!account) throw notFound('account');
      await app.staff.audit(request, 'account.password.reset', id);
      return reply.send(accountRow(account));
    },
  );

  app.post(
    '/staff/:project/accounts/:id/:action',
    {
      config: TEAM,
      schema: {
        tags: ['staff'],
        summary: 'Disable or enable a staff account',
        description: `A disabled account cannot log in and its sessions stop working. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({
          id: z.string().min(1).max(64),
          action: z.enum(['disable', 'enable']),
        }),
        response: { 204: z.null(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id, action } = request.params;
      const actor = request.staffActor;
      reply.header('cache-control', 'no-store');
      if (actor?.kind === 'session' && actor.session.account.id === id) {
        throw new AppError('invalid_request', 'You cannot disable your own account.');
      }
      if (!(await app.staff.accounts.setDisabled(project, id, action === 'disable'))) {
        throw notFound('account');
      }
      await app.staff.audit(request, `account.${action}`, id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/staff/:project/audit',
    {
      config: TEAM,
      schema: {
        tags: ['staff'],
        summary: 'The audit log: who did what, when (newest first)',
        description: `\`?limit=1..200&before=<ISO instant>\`. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          before: z.iso.datetime().optional(),
        }),
        response: { 200: AuditEntriesSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      const { project } = request.params;
      const entries = await app.staff.auditLog.list(project, limit, before);
      const [guests, accounts] = await Promise.all([
        auditGuests(app.staff.lookup, app.staff.guests, project, entries),
        app.staff.accounts.listForProject(project),
      ]);
      // An account disabled or enabled is named by its e-mail, not its id.
      const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
      const named = (entry: (typeof entries)[number]) =>
        entry.action.startsWith('account.') && entry.target && emailOf.has(entry.target)
          ? emailOf.get(entry.target)!
          : entry.target;
      return reply.header('cache-control', 'no-store').send({
        entries: entries.map((entry, i) => ({
          ...entry,
          target: named(entry),
          guest: guests[i] ?? null,
        })),
      });
    },
  );
};

export default staffTeam;
