// The chatbot's passages of a project's published model in a language —
// the same the bot on the device answers from (the domain's
// `chatbotPassages`) — parsed once per model version.
import { parseProjectModel, type Lang } from '@hospes/domain';
import { chatbotPassages, type ChatbotPassage } from '@hospes/domain/chatbot';
import { ModelPartReader } from '../projects/model-part-reader.ts';
import type { ProjectService } from '../projects/project.service.ts';

export interface ChatbotContent {
  /** The hotel's or region's name. */
  name: string;
  lang: Lang;
  /** The model's version tag: a rewording is valid for one version. */
  version: string;
  passages: ReadonlyMap<string, ChatbotPassage>;
}

/** Titles of the app's own pages; only the model sees them (the app shows its own labels). */
const PAGE_TITLES = { weather: 'Weather', contact: 'Contact' };

export class ChatbotContentReader extends ModelPartReader<ChatbotContent> {
  constructor(projects: ProjectService) {
    super(projects, (body, project, lang) => {
      const parsed = parseProjectModel(body);
      const passages = parsed.ok ? chatbotPassages(parsed.model, PAGE_TITLES) : [];
      return {
        name: parsed.ok ? parsed.model.name : project.id,
        lang,
        version: parsed.ok ? String(parsed.model._meta.version) : '',
        passages: new Map(passages.map((p) => [p.key, p])),
      };
    });
  }
}
