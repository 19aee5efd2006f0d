import { MESSAGE_TOAST_MS, REALTIME_EVENTS, shortenText, type RealtimeEvent } from '@hospes/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showToast } from '../../components/ui/toast-store.ts';
import { slotKeys } from '../bookings/bookings-api.ts';
import { orderKeys } from '../shop/orders-api.ts';
import { guestKeys, useGuest } from '../guest/use-guest.ts';
import { useProjectId, useProjectModel } from '../model/model-context.tsx';
import { setUnseenMessagesCount } from '../nav/nav-badges.ts';
import { ensurePushRegistered } from '../push/push-subscription.ts';
import { fetchConversation, fetchUnseenCount, inboxKeys } from './inbox-api.ts';

/**
 * After an HTTP error on the stream (429 when a guest holds too many, 503
 * while the database is away, a proxy's 502 during a restart) the browser's
 * EventSource gives up for good; the app opens a new stream after this
 * long, doubling with each failure in a row up to the maximum.
 */
export const STREAM_RETRY_MS = 5_000;
export const STREAM_RETRY_MAX_MS = 60_000;

/** spec §2: the route on which new messages need no toast. */
const MESSAGES_ROUTE = '/registrations/messages';

/**
 * spec §7 realtime: listens to the guest's stream (`GET /api/events/…`,
 * Server-Sent Events; the browser reconnects with `Last-Event-ID` by itself)
 * and refetches what changed: the inbox, the conversation, the unseen count
 * and the in-app notifications. With messaging active (spec §2) it keeps the
 * menu badge's unseen count, and a new unseen message shows a toast for 8 s
 * with its title and shortened text unless the guest is on the messages
 * route (spec §4). Renders nothing.
 */
export default function RealtimeConnection() {
  const projectId = useProjectId();
  const model = useProjectModel();
  const { userId, ready } = useGuest();
  const owner = ready ? userId : null;
  const queryClient = useQueryClient();
  const messaging = model.project_settings.messaging?.active === true;
  const { t } = useTranslation();
  const location = useLocation();
  const onMessagesRoute = useRef(false);
  onMessagesRoute.current = location.pathname === MESSAGES_ROUTE;
  /** Streams that failed in a row (reset by a stream's "ready"), and a counter that opens a new one. */
  const failures = useRef(0);
  const [reopen, setReopen] = useState(0);

  const unseen = useQuery({
    queryKey: inboxKeys.unseen(projectId, owner ?? ''),
    queryFn: ({ signal }) => fetchUnseenCount(projectId, owner ?? '', signal),
    enabled: owner !== null && messaging,
    staleTime: 60_000,
  });
  const loaded = messaging && unseen.data !== undefined;
  const count = loaded ? unseen.data : 0;
  /**
   * The newest message the toast rule has seen, and whose (null: none yet).
   * A message toasts when it is newer than this — not when the unseen count
   * rises: a message that arrives while a read one is still being counted out
   * leaves the count as it was.
   */
  const newest = useRef<{ owner: string; id: string | null } | null>(null);

  // Runs on every read of the unseen count (each "messages changed"), also when it did not change.
  useEffect(() => {
    setUnseenMessagesCount(count);
    if (!loaded || owner === null) return;
    const known = newest.current?.owner === owner ? newest.current : null;
    if (count === 0) {
      // Nothing unseen: the next unseen message is a new one.
      newest.current = known ?? { owner, id: null };
      return;
    }
    if (known !== null && onMessagesRoute.current) return;
    void fetchConversation(projectId, owner, { limit: 1 })
      .then(({ messages }) => {
        const last = messages.at(-1);
        const current = newest.current?.owner === owner ? newest.current : null;
        if (!last || current?.id === last.id) return;
        newest.current = { owner, id: last.id };
        // The first read for this guest (the app's start) only notes where the conversation stands.
        if (current === null || last.sender === 'guest' || last.seen) return;
        if (onMessagesRoute.current) return;
        // A new unseen message: its title and text (spec §4, §5 shortening).
        const title = last.title || t('menu.messages');
        showToast({
          text: `${title}: ${shortenText(last.content)}`,
          durationMs: MESSAGE_TOAST_MS,
          to: MESSAGES_ROUTE,
        });
      })
      .catch(() => undefined);
  }, [count, loaded, owner, projectId, t, unseen.dataUpdatedAt]);

  useEffect(() => {
    if (owner === null) return;
    void ensurePushRegistered(projectId, owner, model.push_notifications?.active === true);
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `/api/events/${encodeURIComponent(projectId)}/${encodeURIComponent(owner)}`,
    );
    const refetch = (event: RealtimeEvent | 'ready') => {
      const user = (key: readonly unknown[]) =>
        void queryClient.invalidateQueries({ queryKey: key });
      if (event === 'ready' || event === 'messages-changed') {
        user(inboxKeys.unseen(projectId, owner));
        user(inboxKeys.conversation(projectId, owner));
      }
      if (event === 'ready' || event === 'notifications-changed') {
        user(inboxKeys.notifications(projectId, owner));
      }
      if (event === 'ready' || event === 'registrations-changed') {
        // The plan's bookings and the programme's free places change with them.
        user([...guestKeys.user(projectId, owner), 'bookings']);
        user(slotKeys.all(projectId));
      }
      if (event === 'ready' || event === 'orders-changed') {
        user(orderKeys.all(projectId, owner));
      }
      if (event === 'stay-changed') {
        // The hotel changed the stay (checked in at the desk, a room, a charge): read it again.
        user(guestKeys.reservations(projectId, owner));
        user([...guestKeys.user(projectId, owner), 'invoices']);
      }
      user(inboxKeys.inbox(projectId, owner));
    };
    const listeners = [...REALTIME_EVENTS, 'ready' as const].map((event) => {
      const listener = () => {
        if (event === 'ready') failures.current = 0;
        refetch(event);
      };
      source.addEventListener(event, listener);
      return [event, listener] as const;
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onError = () => {
      // After a network error the browser reconnects by itself (CONNECTING);
      // after an HTTP error it has closed the stream for good. The new
      // stream's "ready" refetches whatever changed meanwhile.
      if (source.readyState !== EventSource.CLOSED || retry !== undefined) return;
      const wait = Math.min(STREAM_RETRY_MS * 2 ** failures.current, STREAM_RETRY_MAX_MS);
      failures.current += 1;
      retry = setTimeout(() => setReopen((count) => count + 1), wait);
    };
    source.addEventListener('error', onError);
    return () => {
      for (const [event, listener] of listeners) source.removeEventListener(event, listener);
      source.removeEventListener('error', onError);
      clearTimeout(retry);
      source.close();
    };
  }, [owner, projectId, queryClient, model.push_notifications?.active, reopen]);

  return null;
}
