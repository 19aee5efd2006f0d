import { contrastRatio, isHexColour, MIN_TEXT_CONTRAST } from '../format/colour-contrast.ts';
import type { ChatbotConfig } from './project-model.ts';

/**
 * spec §3 webchat configuration, as the chat window draws it: the pictures
 * (either spelling the spec has) and the colours — each a hex colour that
 * white text can be read on (4.5 : 1, as the brand colours); one that fails
 * is left out, and the brand's colour shows instead.
 */
export interface ChatbotLook {
  profileImage: string | undefined;
  topImage: string | undefined;
  launcherImage: string | undefined;
  colours: { main?: string; bubbleUser?: string; quickActions?: string };
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** A colour white text reads well on, else undefined. */
export function readableColour(value: string | undefined): string | undefined {
  const colour = value?.trim();
  if (!colour || !isHexColour(colour)) return undefined;
  return contrastRatio(colour, '#ffffff') >= MIN_TEXT_CONTRAST ? colour : undefined;
}

export function chatbotLook(config: ChatbotConfig | undefined): ChatbotLook {
  const colours: ChatbotLook['colours'] = {};
  const main = readableColour(config?.colors?.main);
  const bubbleUser = readableColour(config?.colors?.bubble_user);
  const quickActions = readableColour(config?.colors?.quickactions);
  if (main) colours.main = main;
  if (bubbleUser) colours.bubbleUser = bubbleUser;
  if (quickActions) colours.quickActions = quickActions;
  return {
    profileImage: trimmed(config?.bot_profile_image) ?? trimmed(config?.bot_profile_image_url),
    topImage:
      trimmed(config?.start_screen?.top_image) ?? trimmed(config?.start_screen?.top_image_url),
    launcherImage: trimmed(config?.launcher?.launcher_img_url),
    colours,
  };
}
