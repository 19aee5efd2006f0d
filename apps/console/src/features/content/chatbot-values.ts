// spec §3 webchat configuration as the console's chatbot form edits it: the
// texts and pictures of the chat and its colours. Everything else of
// `chatbot` (matching, sections, the persistent menu, the launcher's place)
// is kept as it is.
import type { ModelJson } from '../../lib/content-api.ts';

export interface ChatbotValues {
  title: string;
  startTitle: string;
  startDescription: string;
  autotranslateHint: string;
  placeholder: string;
  profileImage: string;
  topImage: string;
  launcherImage: string;
  main: string;
  bubbleUser: string;
  quickActions: string;
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function chatbotValues(model: ModelJson): ChatbotValues {
  const chatbot = record(model.chatbot);
  const start = record(chatbot.start_screen);
  const colors = record(chatbot.colors);
  return {
    title: text(chatbot.title),
    startTitle: text(start.title),
    startDescription: text(start.description),
    autotranslateHint: text(start.autotranslate_hint),
    placeholder: text(record(chatbot.ui_labels).inputFieldPlaceholder),
    profileImage: text(chatbot.bot_profile_image) || text(chatbot.bot_profile_image_url),
    topImage: text(start.top_image) || text(start.top_image_url),
    launcherImage: text(record(chatbot.launcher).launcher_img_url),
    main: text(colors.main),
    bubbleUser: text(colors.bubble_user),
    quickActions: text(colors.quickactions),
  };
}

/** Sets a text, or removes the key when it is empty. */
function put(target: Record<string, unknown>, key: string, value: string) {
  if (value.trim()) target[key] = value.trim();
  else delete target[key];
}

/** The model with the form's values; a part left empty is removed. */
export function withChatbotValues(model: ModelJson, values: ChatbotValues): ModelJson {
  const chatbot: Record<string, unknown> = { ...record(model.chatbot) };
  const start: Record<string, unknown> = { ...record(chatbot.start_screen) };
  const colors: Record<string, unknown> = { ...record(chatbot.colors) };
  const labels: Record<string, unknown> = { ...record(chatbot.ui_labels) };
  const launcher: Record<string, unknown> = { ...record(chatbot.launcher) };
  put(chatbot, 'title', values.title);
  put(start, 'title', values.startTitle);
  put(start, 'description', values.startDescription);
  put(start, 'autotranslate_hint', values.autotranslateHint);
  put(labels, 'inputFieldPlaceholder', values.placeholder);
  // One spelling of each picture: the plain one (the `_url` one is read too).
  put(chatbot, 'bot_profile_image', values.profileImage);
  delete chatbot.bot_profile_image_url;
  put(start, 'top_image', values.topImage);
  delete start.top_image_url;
  put(launcher, 'launcher_img_url', values.launcherImage);
  put(colors, 'main', values.main);
  put(colors, 'bubble_user', values.bubbleUser);
  put(colors, 'quickactions', values.quickActions);
  const parts: [string, Record<string, unknown>][] = [
    ['start_screen', start],
    ['colors', colors],
    ['ui_labels', labels],
    ['launcher', launcher],
  ];
  for (const [key, part] of parts) {
    if (Object.keys(part).length > 0) chatbot[key] = part;
    else delete chatbot[key];
  }
  return { ...model, chatbot };
}
