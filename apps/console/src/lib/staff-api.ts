// The staff API's list answers the console reads, built from the domain's schemas.
import { ConversationMessageSchema, StaffOrderSchema, StaffRequestSchema } from '@hospes/domain';
import { z } from 'zod';

export const StaffRequestsSchema = z.object({ requests: z.array(StaffRequestSchema) });

export const StaffConversationsSchema = z.object({
  conversations: z.array(
    z.object({
      userId: z.string(),
      count: z.number(),
      unread: z.number(),
      lastAt: z.string(),
      last: ConversationMessageSchema,
    }),
  ),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export const StaffOrdersSchema = z.object({ orders: z.array(StaffOrderSchema) });
