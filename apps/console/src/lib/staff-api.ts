// The staff API's answers the console reads, parsed with the domain's
// schemas where the domain has them.
import { ConversationMessageSchema, RequestStatusSchema, StaffOrderSchema } from '@hospes/domain';
import { z } from 'zod';

export const StaffRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  reservationId: z.string().nullable(),
  formId: z.string(),
  subject: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  lang: z.string(),
  status: RequestStatusSchema,
  note: z.string().nullable(),
  startAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffRequest = z.infer<typeof StaffRequestSchema>;
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
});

export const StaffOrdersSchema = z.object({ orders: z.array(StaffOrderSchema) });
