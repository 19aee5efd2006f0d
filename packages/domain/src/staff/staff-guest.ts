// Who a guest is, as the staff see them beside a request, an order, a
// conversation, a booking or an audit entry: the name, the room and the
// reservation (when the guest logged in or gave them) and the language to
// answer in. Every part is null when nobody knows it.
import { z } from 'zod';

export const StaffGuestSchema = z.object({
  name: z.string().nullable(),
  room: z.string().nullable(),
  /** The reservation page's id (`/front-desk/{reservationId}`). */
  reservationId: z.string().nullable(),
  /** The number the guest and the hotel know. */
  reservationNumber: z.string().nullable(),
  /** ISO 639-1: the language the guest uses the app in. */
  lang: z.string().nullable(),
});
export type StaffGuest = z.infer<typeof StaffGuestSchema>;

/** Nothing known about the guest (an anonymous guest who gave no name). */
export const UNKNOWN_GUEST: StaffGuest = {
  name: null,
  room: null,
  reservationId: null,
  reservationNumber: null,
  lang: null,
};
