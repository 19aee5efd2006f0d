// A guest's own data (table guests, migration 006): profile, stay,
// language, notification registrations and contexts, favourites. The same
// for anonymous guests (`guest_app_…`) and guests logged in with a
// reservation. `fastify.guests` is one of these (plugins/app/guests.ts).
import {
  createGuestId,
  GuestContextsSchema,
  LangSchema,
  ProfileSchema,
  RegistrationsSchema,
  StaySchema,
  updateGuestProfile,
  type GuestContexts,
  type Lang,
  type Profile,
  type Registrations,
  type Stay,
} from '@hospes/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database, GuestsTable } from '../db/schema.ts';
import { GuestNotFoundError } from '../http/app-error.ts';

type DataColumn = 'profile' | 'stay' | 'language' | 'registrations' | 'contexts' | 'favorites';

export type GuestKind = 'anonymous' | 'reservation';

export interface PutOptions {
  /**
   * true for the guest's own changes: a locked stored value is kept as it
   * is. false for the property system's data, which replaces and locks.
   */
  respectLocks: boolean;
}

const FavoritesSchema = z.array(z.string());

/** Parses a stored JSON column; a value that no longer fits the schema reads as `fallback`. */
function readJson<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (text === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function createGuestRepository(db: Kysely<Database>, now: () => number = Date.now) {
  const iso = () => new Date(now()).toISOString();

  async function update(
    projectId: string,
    userId: string,
    values: Partial<Pick<GuestsTable, DataColumn>>,
  ): Promise<void> {
    const result = await db
      .updateTable('guests')
      .set({ ...values, updated_at: iso() })
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new GuestNotFoundError();
  }

  async function column<C extends DataColumn>(
    projectId: string,
    userId: string,
    name: C,
  ): Promise<{ value: GuestsTable[C] } | undefined> {
    const row = await db
      .selectFrom('guests')
      .select(name)
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { value: (row as unknown as Pick<GuestsTable, C>)[name] };
  }

  const repository = {
    /**
     * A new guest with empty data; returns its user id. Anonymous ids follow
     * the domain rule (`guest_app_` + time stamp + random UUID, spec §6).
     */
    async create(projectId: string, kind: GuestKind): Promise<string> {
      const userId = kind === 'anonymous' ? createGuestId(now()) : `user_${randomUUID()}`;
      await repository.ensure(projectId, userId, kind);
      return userId;
    },

    /** Creates the guest record when it does not exist yet (an existing one is left alone). */
    async ensure(projectId: string, userId: string, kind: GuestKind): Promise<void> {
      const at = iso();
      await db
        .insertInto('guests')
        .values({
          project_id: projectId,
          user_id: userId,
          kind,
          profile: '{}',
          stay: '{}',
          language: null,
          registrations: null,
          contexts: null,
          favorites: null,
          created_at: at,
          updated_at: at,
          connected_at: null,
          is_ios: null,
          is_standalone: null,
        })
        .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
        .execute();
    },

    async exists(projectId: string, userId: string): Promise<boolean> {
      return (await column(projectId, userId, 'language')) !== undefined;
    },

    /** The stored profile; null when there is no such guest. */
    async getProfile(projectId: string, userId: string): Promise<Profile | null> {
      const row = await column(projectId, userId, 'profile');
      return row ? readJson(row.value, ProfileSchema, {}) : null;
    },

    /**
     * Stores a profile and returns what is stored now. With `respectLocks`
     * a locked profile stays as it is and the input never locks
     * (domain `updateGuestProfile`); without, the input is stored as given.
     */
    async putProfile(
      projectId: string,
      userId: string,
      profile: Profile,
      options: PutOptions,
    ): Promise<Profile> {
      const stored = await repository.getProfile(projectId, userId);
      if (stored === null) throw new GuestNotFoundError();
      const next = options.respectLocks ? updateGuestProfile(stored, profile) : profile;
      if (options.respectLocks && stored.locked) return next;
      await update(projectId, userId, { profile: JSON.stringify(next) });
      return next;
    },

    /** The stored stay; null when there is no such guest. */
    async getStay(projectId: string, userId: string): Promise<Stay | null> {
      const row = await column(projectId, userId, 'stay');
      return row ? readJson(row.value, StaySchema, {}) : null;
    },

    /**
     * Stores a stay and returns what is stored now. With `respectLocks` a
     * locked stay stays as it is; the caller has already applied the
     * domain's `updateGuestStay` (it needs the project's time zone).
     */
    async putStay(
      projectId: string,
      userId: string,
      stay: Stay,
      options: PutOptions,
    ): Promise<Stay> {
      const stored = await repository.getStay(projectId, userId);
      if (stored === null) throw new GuestNotFoundError();
      if (options.respectLocks && stored.locked) return stored;
      await update(projectId, userId, { stay: JSON.stringify(stay) });
      return stay;
    },

    async getLanguage(projectId: string, userId: string): Promise<Lang | null> {
      const row = await column(projectId, userId, 'language');
      const parsed = LangSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : null;
    },

    async setLanguage(projectId: string, userId: string, language: Lang): Promise<void> {
      await update(projectId, userId, { language });
    },

    async getRegistrations(projectId: string, userId: string): Promise<Registrations | null> {
      const row = await column(projectId, userId, 'registrations');
      return row ? readJson<Registrations | null>(row.value, RegistrationsSchema, null) : null;
    },

    async setRegistrations(
      projectId: string,
      userId: string,
      registrations: Registrations,
    ): Promise<void> {
      await update(projectId, userId, { registrations: JSON.stringify(registrations) });
    },

    /** spec §7 connect: when, and from what device (an iPhone; the installed app). */
    async setConnection(
      projectId: string,
      userId: string,
      device: { isIOS?: boolean | undefined; isStandalone?: boolean | undefined },
    ): Promise<void> {
      const at = iso();
      const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
      const result = await db
        .updateTable('guests')
        .set({
          connected_at: at,
          is_ios: flag(device.isIOS),
          is_standalone: flag(device.isStandalone),
          updated_at: at,
        })
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new GuestNotFoundError();
    },

    async getContexts(projectId: string, userId: string): Promise<GuestContexts> {
      const row = await column(projectId, userId, 'contexts');
      return row ? readJson(row.value, GuestContextsSchema, {}) : {};
    },

    async setContexts(projectId: string, userId: string, contexts: GuestContexts): Promise<void> {
      await update(projectId, userId, { contexts: JSON.stringify(contexts) });
    },

    /** Favourite content item ids; null when there is no such guest. */
    async getFavorites(projectId: string, userId: string): Promise<string[] | null> {
      const row = await column(projectId, userId, 'favorites');
      return row ? readJson(row.value, FavoritesSchema, []) : null;
    },

    async setFavorites(projectId: string, userId: string, favorites: string[]): Promise<void> {
      await update(projectId, userId, { favorites: JSON.stringify(favorites) });
    },

    /**
     * Deletes what the guest told us (logout deletes the personal
     * data the law does not require us to keep): the whole record — profile,
     * stay, language, registrations, contexts, favourites. Check-in identity
     * data that the law requires are kept elsewhere (retention). Returns
     * whether there was a record.
     */
    async deletePersonalData(projectId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('guests')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Deletes anonymous guests that no session reaches any more and that
     * did not change since `before` (ISO): nobody can read their data again.
     */
    async deleteOrphanedAnonymous(before: string): Promise<number> {
      const result = await db
        .deleteFrom('guests')
        .where('kind', '=', 'anonymous')
        .where('updated_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('guest_sessions')
                .select('guest_sessions.token_hash')
                .whereRef('guest_sessions.project_id', '=', 'guests.project_id')
                .whereRef('guest_sessions.user_id', '=', 'guests.user_id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The stored registrations of several guests (push sends), unreadable ones left out. */
    async registrationsOf(
      projectId: string,
      userIds: readonly string[],
    ): Promise<{ userId: string; registrations: Registrations }[]> {
      const out: { userId: string; registrations: Registrations }[] = [];
      for (let i = 0; i < userIds.length; i += 500) {
        const rows = await db
          .selectFrom('guests')
          .select(['user_id', 'registrations'])
          .where('project_id', '=', projectId)
          .where('user_id', 'in', userIds.slice(i, i + 500))
          .where('registrations', 'is not', null)
          .execute();
        for (const row of rows) {
          const registrations = readJson<Registrations | null>(
            row.registrations,
            RegistrationsSchema,
            null,
          );
          if (registrations) out.push({ userId: row.user_id, registrations });
        }
      }
      return out;
    },
  };
  return repository;
}

export type GuestRepository = ReturnType<typeof createGuestRepository>;
