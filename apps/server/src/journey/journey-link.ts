// The personal link of a journey mail (docs/journeys.md): a token signed
// with a key derived from the data key, bound to the project, reservation,
// guest and message, valid until two weeks after the stay — never the
// guest's name. The same signing makes the one-click unsubscribe link.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { JourneyTarget } from '@hospes/domain';
import type { DataCipher } from '../secrets/data-cipher.ts';

/** What a personal link carries. */
export interface JourneyLinkClaims {
  kind: 'login';
  project: string;
  reservation: string;
  guest: string;
  /** The journey message it was sent with (its link opening is recorded). */
  message: string;
  target: JourneyTarget;
  /** Expiry, epoch ms. */
  exp: number;
}

/** What an unsubscribe link carries: the address as its keyed hash. */
export interface UnsubscribeClaims {
  kind: 'unsubscribe';
  project: string;
  emailHash: string;
  /** The language of the page that confirms it. */
  lang: string;
  exp: number;
}

type Claims = JourneyLinkClaims | UnsubscribeClaims;

/** A personal link works until this long after the stay's last day. */
export const LINK_VALID_AFTER_STAY_MS = 14 * 24 * 60 * 60_000;
/** An unsubscribe link works this long. */
export const UNSUBSCRIBE_VALID_MS = 365 * 24 * 60 * 60_000;

export class JourneyLinks {
  private readonly key: Buffer;
  private readonly emailKey: string;

  constructor(cipher: DataCipher) {
    this.key = Buffer.from(cipher.derive('journey-link-signing'), 'base64url');
    this.emailKey = cipher.derive('journey-optout-email');
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  sign(claims: Claims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a token this server signed; `expired` past its time; null otherwise. */
  verify(token: string, now: number): Claims | 'expired' | null {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length > 0 || payload.length > 2000) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return null;
    }
    if (typeof claims.exp !== 'number') return null;
    return claims.exp <= now ? 'expired' : claims;
  }

  /** An address as it is kept for an opt-out: lower case, keyed hash. */
  emailHash(email: string): string {
    return createHmac('sha256', this.emailKey)
      .update(email.trim().toLowerCase())
      .digest('base64url');
  }
}
