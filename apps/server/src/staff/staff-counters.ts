// What waits for the staff (the console's menu counters, tab title and
// alerts): new requests, conversations with unread guest messages,
// registrations waiting for confirmation and new orders — each with the time
// of its oldest, which the console marks once it waits longer than the
// project's threshold (`project_settings.staff.escalate_after_minutes`).
import {
  DEFAULT_ESCALATE_AFTER_MINUTES,
  StaffSettingsSchema,
  type StaffCounters,
} from '@hospes/domain';
import { ModelPartReader } from '../projects/model-part-reader.ts';
import type { ProjectService } from '../projects/project.service.ts';
import type { WaitingRepository } from './waiting.repository.ts';

/** The project's escalation threshold in minutes, read from its model. */
export class EscalationReader extends ModelPartReader<number> {
  constructor(projects: ProjectService) {
    super(projects, (model) => {
      const staff = (model as { project_settings?: { staff?: unknown } }).project_settings?.staff;
      const parsed = StaffSettingsSchema.safeParse(staff ?? {});
      return (
        (parsed.success ? parsed.data.escalate_after_minutes : undefined) ??
        DEFAULT_ESCALATE_AFTER_MINUTES
      );
    });
  }
}

export function createStaffCounters(waiting: WaitingRepository, escalation: EscalationReader) {
  return {
    async read(projectId: string): Promise<StaffCounters> {
      const [requests, conversations, bookings, orders, minutes] = await Promise.all([
        waiting.newRequests(projectId),
        waiting.unreadConversations(projectId),
        waiting.waitingRegistrations(projectId),
        waiting.placedOrders(projectId),
        escalation.read(projectId),
      ]);
      return {
        requests,
        conversations,
        bookings,
        orders,
        escalateAfterMinutes: minutes ?? DEFAULT_ESCALATE_AFTER_MINUTES,
      };
    },
  };
}
