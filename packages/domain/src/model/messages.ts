import { z } from 'zod';

/** spec §3 message types; anything else counts as 'generic'. */
export const MESSAGE_TYPES = [
  'request_accepted',
  'request_reverted',
  'request_canceled',
  'request_rejected',
  'registration_accepted',
  'registration_canceled',
  'generic',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * spec §3 message. `type` is kept as sent (it may carry types this version
 * does not know); read it through {@link messageType}.
 */
export const MessageSchema = z.looseObject({
  type: z.string(),
  content: z.string(),
  title: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** Maps a message's type to a known one; unknown types are 'generic' (spec §3). */
export function messageType(type: string): MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(type) ? (type as MessageType) : 'generic';
}
