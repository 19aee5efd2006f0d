// What waits for the staff (the console's menu counters, tab title and
// alerts): new requests, conversations with unread guest messages,
// registrations waiting for confirmation and new orders — each with the time
// of its oldest, which the console marks once it waits longer than the
// project's threshold (`project_settings.staff.escalate_after_minutes`).
import { DEFAULT_ESCALATE_AFTER_MINUTES, type StaffCounters } from '@hospes/domain';
import type { StaffSettingsReader } from './staff-settings-reader.ts';
import type { WaitingRepository } from './waiting.repository.ts';

export function createStaffCounters(waiting: WaitingRepository, settings: StaffSettingsReader) {
  return {
    async read(projectId: string): Promise<StaffCounters> {
      const [requests, conversations, bookings, orders, staff] = await Promise.all([
        waiting.newRequests(projectId),
        waiting.unreadConversations(projectId),
        waiting.waitingRegistrations(projectId),
        waiting.placedOrders(projectId),
        settings.read(projectId),
      ]);
      return {
        requests,
        conversations,
        bookings,
        orders,
        escalateAfterMinutes: staff?.escalateAfterMinutes ?? DEFAULT_ESCALATE_AFTER_MINUTES,
      };
    },
  };
}
