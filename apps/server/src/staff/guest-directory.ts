// Who a guest is, for the staff (spec §4: staff answer guests by name and
// room): the property system's guest and reservation for a guest logged in
// with a reservation, else what the guest gave in the app (profile name, the
// stay's room). One lookup per list, however many rows name the same guest.
import { ProfileSchema, StaySchema, UNKNOWN_GUEST, type StaffGuest } from '@hospes/domain';
import type { z } from 'zod';
import type { PmsAdapter, PmsGuest, PmsReservation } from '../pms/pms-adapter.ts';
import type { GuestLookupRepository } from './guest-lookup.repository.ts';

/** A guest as a row names them: the user, and the reservation the row was made under. */
export interface GuestSubject {
  userId: string;
  reservationId?: string | null;
  /** The language the row was written in (a request, an order). */
  lang?: string | null;
}

export type GuestDirectory = ReturnType<typeof createGuestDirectory>;

function parsed<T>(text: string | null | undefined, schema: z.ZodType<T>): T | undefined {
  if (!text) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter((part) => part && part.trim()).join(' ') || null;

/** The room of a guest's own stay, else the reservation's first room with a number. */
function roomOf(reservation: PmsReservation, guest?: PmsGuest): string | null {
  const own = reservation.roomStays.find((s) => s.id === guest?.roomStayId);
  return own?.roomNumber ?? reservation.roomStays.find((s) => s.roomNumber)?.roomNumber ?? null;
}

export function createGuestDirectory(lookup: GuestLookupRepository, pms: PmsAdapter) {
  /** The property system's answer, or nothing when it fails: a list never fails for a name. */
  const quietly = <T>(call: Promise<T | null>) => call.catch(() => null);

  async function reservationsById(
    projectId: string,
    ids: Iterable<string>,
  ): Promise<Map<string, PmsReservation>> {
    const out = new Map<string, PmsReservation>();
    await Promise.all(
      [...new Set(ids)].map(async (id) => {
        const found = await quietly(pms.getReservation(projectId, id));
        if (found) out.set(id, found);
      }),
    );
    return out;
  }

  const directory = {
    /** Each subject's user id with what the staff may know of that guest. */
    async forUsers(
      projectId: string,
      subjects: readonly GuestSubject[],
    ): Promise<Map<string, StaffGuest>> {
      const userIds = [...new Set(subjects.map((s) => s.userId))];
      const out = new Map<string, StaffGuest>();
      if (userIds.length === 0) return out;
      const [rows, links] = await Promise.all([
        lookup.guests(projectId, userIds),
        lookup.pmsGuestRefs(projectId, userIds),
      ]);
      const pmsGuests = new Map<string, PmsGuest>();
      await Promise.all(
        links.map(async (link) => {
          const guest = await quietly(pms.getGuest(projectId, link.guestRef));
          if (guest) pmsGuests.set(link.userId, guest);
        }),
      );
      const hinted = new Map(
        subjects.flatMap((s) => (s.reservationId ? [[s.userId, s.reservationId] as const] : [])),
      );
      const langHint = new Map(
        subjects.flatMap((s) => (s.lang ? [[s.userId, s.lang] as const] : [])),
      );
      const reservationIdOf = (userId: string) =>
        pmsGuests.get(userId)?.reservationId ?? hinted.get(userId) ?? null;
      const reservations = await reservationsById(
        projectId,
        userIds.flatMap((id) => reservationIdOf(id) ?? []),
      );
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      for (const userId of userIds) {
        const row = byUser.get(userId);
        const profile = parsed(row?.profile, ProfileSchema);
        const stay = parsed(row?.stay, StaySchema);
        const guest = pmsGuests.get(userId);
        const reservationId = reservationIdOf(userId);
        const reservation = reservationId ? reservations.get(reservationId) : undefined;
        const booker = reservation?.guests.find((g) => g.isMain);
        out.set(userId, {
          // A row made under a reservation by a user the property system does
          // not know as one of its guests: the reservation's booker.
          name:
            fullName(guest?.firstName, guest?.lastName) ??
            fullName(profile?.firstName, profile?.lastName) ??
            fullName(booker?.firstName, booker?.lastName),
          room: stay?.roomNumber || (reservation ? roomOf(reservation, guest) : null),
          reservationId: reservation?.id ?? reservationId,
          reservationNumber: reservation?.number ?? null,
          // The language the guest wrote this in (a request, an order: answer
          // it in that), else the app's language the guest uses, else what the
          // profile or the property system says. The app's language follows the
          // guest's latest device (spec §7 connect), so it only comes second.
          lang: langHint.get(userId) ?? row?.language ?? profile?.lang ?? guest?.language ?? null,
        });
      }
      return out;
    },

    /** The rows, each with its guest. */
    async attach<T extends GuestSubject>(
      projectId: string,
      rows: readonly T[],
    ): Promise<(T & { guest: StaffGuest })[]> {
      const guests = await directory.forUsers(projectId, rows);
      return rows.map((row) => ({ ...row, guest: guests.get(row.userId) ?? UNKNOWN_GUEST }));
    },

    /** A user's guest, or nothing known. */
    async forUser(projectId: string, subject: GuestSubject): Promise<StaffGuest> {
      return (await directory.forUsers(projectId, [subject])).get(subject.userId) ?? UNKNOWN_GUEST;
    },

    /** Each reservation's main guest, room and language. */
    async forReservations(
      projectId: string,
      reservationIds: readonly string[],
    ): Promise<Map<string, StaffGuest>> {
      const reservations = await reservationsById(projectId, reservationIds);
      const out = new Map<string, StaffGuest>();
      for (const [id, reservation] of reservations) {
        const main = reservation.guests.find((g) => g.isMain) ?? reservation.guests[0];
        out.set(id, {
          name: fullName(main?.firstName, main?.lastName),
          room: roomOf(reservation, main),
          reservationId: reservation.id,
          reservationNumber: reservation.number,
          lang: main?.language ?? null,
        });
      }
      return out;
    },
  };
  return directory;
}
