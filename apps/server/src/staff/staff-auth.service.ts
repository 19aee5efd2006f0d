// Staff login, sessions, logout and password changes. Failed logins are
// counted in the database per account address and per client address
// (shared by every instance); the session token is random and stored
// hashed, like the guests' (sessions/session-token.ts).
import type { StaffAccount } from '@hospes/domain';
import type { LoginRateLimiter } from '../auth/login-rate-limit.ts';
import {
  hashSessionToken,
  isSessionTokenShape,
  newSessionToken,
} from '../sessions/session-token.ts';
import type { StaffAccountRecord, StaffAccountRepository } from './staff-account.repository.ts';
import { hashStaffPassword, verifyStaffPassword } from './staff-password.ts';
import { STAFF_TOUCH_MS, staffSessionExpiry } from './staff-session-policy.ts';

/** The rate limiter's namespace: no project id has an underscore, so staff logins are not any project's guest logins (and PostgreSQL text takes no NUL). */
const LIMIT_NAMESPACE = '_staff';

export interface StaffSession {
  account: StaffAccount;
  tokenHash: string;
  expiresAt: string;
  /** The password is an administrator's choice: only changing it is allowed. */
  mustChangePassword: boolean;
}

export type StaffLoginResult =
  | { status: 'ok'; token: string; session: StaffSession }
  | { status: 'wrong' }
  /** The password is right but an administrator disabled the account. */
  | { status: 'disabled' }
  | { status: 'limited'; retryAfterSeconds: number };

export type StaffPasswordChange =
  { status: 'changed' } | { status: 'wrong' } | { status: 'limited'; retryAfterSeconds: number };

export const toStaffAccount = (record: StaffAccountRecord): StaffAccount => ({
  id: record.id,
  projectId: record.projectId,
  email: record.email,
  name: record.name,
  role: record.role,
});

export class StaffAuthService {
  constructor(
    private readonly accounts: StaffAccountRepository,
    private readonly limiter: LoginRateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  async login(email: string, password: string, ip: string): Promise<StaffLoginResult> {
    // Counted before the password is verified: parallel guesses meet the limit too.
    const attempt = await this.limiter.attempt(LIMIT_NAMESPACE, ip, email);
    if (!attempt.allowed) {
      return { status: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
    }
    const account = await this.accounts.findByEmail(email);
    // The hash is verified in every case: the same time with or without an account.
    const matches = await verifyStaffPassword(account?.passwordHash, password);
    if (!account || !matches) return { status: 'wrong' };
    // Told only to whoever knows the password: an address alone reveals nothing.
    if (account.disabled) return { status: 'disabled' };
    await attempt.ticket.release();
    const token = newSessionToken();
    const tokenHash = hashSessionToken(token);
    const at = this.now();
    const expiresAt = new Date(staffSessionExpiry(at, at)).toISOString();
    await this.accounts.createSession({
      tokenHash,
      accountId: account.id,
      now: new Date(at).toISOString(),
      expiresAt,
    });
    return {
      status: 'ok',
      token,
      session: {
        account: toStaffAccount(account),
        tokenHash,
        expiresAt,
        mustChangePassword: account.mustChangePassword,
      },
    };
  }

  /** The live session of a cookie value, extended by this activity; undefined otherwise. */
  async session(token: string | undefined): Promise<StaffSession | undefined> {
    if (!isSessionTokenShape(token)) return undefined;
    const at = this.now();
    const found = await this.accounts.findSession(
      hashSessionToken(token),
      new Date(at).toISOString(),
    );
    if (!found || found.account.disabled) return undefined;
    let expiresAt = found.expiresAt;
    if (at - Date.parse(found.lastSeenAt) >= STAFF_TOUCH_MS) {
      expiresAt = new Date(staffSessionExpiry(Date.parse(found.createdAt), at)).toISOString();
      await this.accounts.touchSession(found.tokenHash, new Date(at).toISOString(), expiresAt);
    }
    return {
      account: toStaffAccount(found.account),
      tokenHash: found.tokenHash,
      expiresAt,
      mustChangePassword: found.account.mustChangePassword,
    };
  }

  async logout(tokenHash: string): Promise<void> {
    await this.accounts.deleteSession(tokenHash);
  }

  /**
   * Changes the password when the current one is right; every other
   * session of the account ends (a stolen session does not survive it).
   * Wrong current passwords count against the account's login limit: a
   * stolen session must not become a way to guess the password.
   */
  async changePassword(
    session: StaffSession,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<StaffPasswordChange> {
    const email = session.account.email;
    const attempt = await this.limiter.attempt(LIMIT_NAMESPACE, ip, email);
    if (!attempt.allowed) {
      return { status: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
    }
    const account = await this.accounts.findByEmail(email);
    if (!account || !(await verifyStaffPassword(account.passwordHash, currentPassword))) {
      return { status: 'wrong' };
    }
    await attempt.ticket.release();
    await this.accounts.setPasswordHash(account.id, await hashStaffPassword(newPassword));
    await this.accounts.deleteOtherSessions(account.id, session.tokenHash);
    return { status: 'changed' };
  }

  deleteExpired(): Promise<number> {
    return this.accounts.deleteExpiredSessions(new Date(this.now()).toISOString());
  }
}
