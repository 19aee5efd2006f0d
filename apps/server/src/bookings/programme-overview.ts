// The staff's view of the bookable programme: every bookable item's slots
// in a date range with the places taken and whether the staff canceled it.
import { addDays, bookingSlots, zonedDate, type StaffProgramme } from '@hospes/domain';
import type { ProgrammeReader } from './programme-reader.ts';
import type { RegistrationRepository } from './registration.repository.ts';

/** At most this many days at once: a month of slots is plenty for one screen. */
export const MAX_OVERVIEW_DAYS = 31;

export async function programmeOverview(
  reader: ProgrammeReader,
  registrations: Pick<RegistrationRepository, 'taken' | 'canceledSlots' | 'pending'>,
  projectId: string,
  options: { from?: string | undefined; days: number; lang?: string | undefined; now: number },
): Promise<StaffProgramme | undefined> {
  const programme = await reader.read(projectId, options.lang);
  if (!programme) return undefined;
  const from = options.from ?? zonedDate(options.now, programme.timeZone);
  const to = addDays(from, Math.min(options.days, MAX_OVERVIEW_DAYS) - 1);
  const activities = await Promise.all(
    [...programme.items.values()].map(async (item) => {
      const slots = bookingSlots(item.block, { from, to }, programme.timeZone);
      const ids = slots.map((s) => s.slotId);
      const [taken, canceled, pending] = await Promise.all([
        registrations.taken(projectId, item.id, ids),
        registrations.canceledSlots(projectId, item.id, ids),
        registrations.pending(projectId, item.id, ids),
      ]);
      return {
        activityId: item.id,
        title: item.title,
        confirmation: item.block.confirmation,
        priceOptions: item.block.price_options.map((o) => ({ id: o.id, label: o.label })),
        teamMembers: (item.block.team_members ?? []).map((m) => ({ id: m.id, name: m.name })),
        paidOnline: item.block.payment === 'online',
        slots: slots.map((slot) => ({
          slotId: slot.slotId,
          start: slot.start,
          end: slot.end,
          capacity: slot.capacity,
          taken: taken.get(slot.slotId) ?? 0,
          canceled: canceled.has(slot.slotId),
          waiting: pending.get(slot.slotId)?.waiting ?? 0,
          unpaid: pending.get(slot.slotId)?.unpaid ?? 0,
        })),
      };
    }),
  );
  return { from, to, activities };
}
