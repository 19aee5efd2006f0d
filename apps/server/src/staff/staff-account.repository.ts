// All SQL about staff accounts and their sessions.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@hospes/domain';
import type { Database } from '../db/schema.ts';
import type { StaffAccountsTable } from '../db/schema-staff.ts';

export interface StaffAccountRecord {
  id: string;
  projectId: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  disabled: boolean;
  /** The password is one an administrator chose: its owner must choose another first. */
  mustChangePassword: boolean;
}

export interface StaffSessionRecord {
  account: StaffAccountRecord;
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

const toAccount = (row: StaffAccountsTable): StaffAccountRecord => ({
  id: row.id,
  projectId: row.project_id,
  email: row.email,
  name: row.name,
  role: row.role === 'admin' ? 'admin' : 'frontdesk',
  passwordHash: row.password_hash,
  disabled: row.disabled_at !== null,
  mustChangePassword: row.must_change_password === 1,
});

export type StaffAccountRepository = ReturnType<typeof createStaffAccountRepository>;

export function createStaffAccountRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<StaffAccountRecord | undefined> {
      const row = await db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row && toAccount(row);
    },

    async listForProject(projectId: string): Promise<StaffAccountRecord[]> {
      const rows = await db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('email')
        .execute();
      return rows.map(toAccount);
    },

    /** Creates the account; undefined when the address has one already. */
    async create(input: {
      projectId: string;
      email: string;
      name: string;
      role: StaffRole;
      passwordHash: string;
      /** An administrator chose the password (not the demo's seeded accounts). */
      mustChangePassword: boolean;
    }): Promise<StaffAccountRecord | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('staff_accounts')
        .values({
          id: randomUUID(),
          project_id: input.projectId,
          email: input.email,
          name: input.name,
          role: input.role,
          password_hash: input.passwordHash,
          created_at: now,
          updated_at: now,
          disabled_at: null,
          must_change_password: input.mustChangePassword ? 1 : 0,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row && toAccount(row);
    },

    /** The account's own new password: it no longer has to change it. */
    async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('staff_accounts')
        .set({
          password_hash: passwordHash,
          must_change_password: 0,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', accountId)
        .execute();
    },

    /**
     * A password an administrator set for another account (forgotten): it
     * must be changed at the next login, and every session of the account ends.
     */
    async resetPassword(
      projectId: string,
      accountId: string,
      passwordHash: string,
    ): Promise<StaffAccountRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('staff_accounts')
          .set({
            password_hash: passwordHash,
            must_change_password: 1,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', accountId)
          .where('project_id', '=', projectId)
          .returningAll()
          .executeTakeFirst();
        if (row)
          await trx.deleteFrom('staff_sessions').where('account_id', '=', accountId).execute();
        return row && toAccount(row);
      });
    },

    /**
     * Disables or enables an account. Disabling ends its sessions for good:
     * enabling it again later revives none of them (its people log in anew).
     */
    async setDisabled(projectId: string, accountId: string, disabled: boolean): Promise<boolean> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('staff_accounts')
          .set({ disabled_at: disabled ? now : null, updated_at: now })
          .where('id', '=', accountId)
          .where('project_id', '=', projectId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (disabled) {
          await trx.deleteFrom('staff_sessions').where('account_id', '=', accountId).execute();
        }
        return true;
      });
    },

    async createSession(input: {
      tokenHash: string;
      accountId: string;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({
          token_hash: input.tokenHash,
          account_id: input.accountId,
          created_at: input.now,
          last_seen_at: input.now,
          expires_at: input.expiresAt,
        })
        .execute();
    },

    /** A session that has not expired at `now`, with its account. */
    async findSession(tokenHash: string, now: string): Promise<StaffSessionRecord | undefined> {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_accounts as a', 'a.id', 's.account_id')
        .selectAll('a')
        .select([
          's.token_hash',
          's.created_at as session_created_at',
          's.last_seen_at',
          's.expires_at',
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        account: toAccount(row),
        tokenHash: row.token_hash,
        createdAt: row.session_created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      };
    },

    async touchSession(tokenHash: string, now: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of an account but one (after a password change). */
    async deleteOtherSessions(accountId: string, keepTokenHash: string | null): Promise<void> {
      let query = db.deleteFrom('staff_sessions').where('account_id', '=', accountId);
      if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
      await query.execute();
    },

    async deleteExpiredSessions(now: string): Promise<number> {
      const result = await db
        .deleteFrom('staff_sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
