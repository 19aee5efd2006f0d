// What bookings need from a project's model: the bookable items (content
// items with a valid `booking` block) in a language, the time zone, and
// whether PMS login is on.
import {
  bookingBlockOf,
  outsideStayRule,
  type BookingBlock,
  type Lang,
  type OutsideStayRule,
} from '@hospes/domain';
import { ModelPartReader } from '../projects/model-part-reader.ts';
import type { ProjectService } from '../projects/project.service.ts';

export interface BookableItem {
  id: string;
  title: string;
  block: BookingBlock;
}

export interface Programme {
  projectId: string;
  lang: Lang;
  timeZone: string;
  items: Map<string, BookableItem>;
  /** spec §6: with PMS login, booking needs a logged-in guest. */
  loginRequired: boolean;
  /** A date outside the guest's stay: warned about in the app, or refused. */
  outsideStay: OutsideStayRule;
}

interface ModelParts {
  discover?: { topics?: { items?: { id?: unknown; title?: unknown; booking?: unknown }[] }[] };
  project_settings?: { pms_login?: { active?: unknown }; bookings?: { outside_stay?: unknown } };
}

export class ProgrammeReader extends ModelPartReader<Programme> {
  constructor(projects: ProjectService) {
    super(projects, (model, project, lang) => {
      const body = model as ModelParts;
      const items = new Map<string, BookableItem>();
      for (const topic of body.discover?.topics ?? []) {
        for (const item of topic.items ?? []) {
          if (typeof item.id !== 'string' || items.has(item.id)) continue;
          const block = bookingBlockOf(item);
          if (block)
            items.set(item.id, { id: item.id, title: String(item.title ?? item.id), block });
        }
      }
      return {
        projectId: project.id,
        lang,
        timeZone: project.place.timezone,
        items,
        loginRequired: body.project_settings?.pms_login?.active === true,
        outsideStay: outsideStayRule(body.project_settings),
      };
    });
  }
}
