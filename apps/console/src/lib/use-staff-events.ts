// The project's realtime stream (Server-Sent Events): a guest's new
// request, message, booking or order refreshes the screens that show it at
// once. The browser reconnects a dropped stream and resumes with
// Last-Event-ID; the screens' polling stays as the fallback.
import type { RealtimeEvent } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staffKeys } from './query-keys.ts';

/** Which cached answers each event makes stale (the menu's counters with every one). */
const STALE: Partial<Record<RealtimeEvent, readonly (readonly string[])[]>> = {
  'requests-changed': [staffKeys.requests.all, staffKeys.counters.all],
  'messages-changed': [
    staffKeys.conversations.all,
    staffKeys.conversation.all,
    staffKeys.counters.all,
  ],
  'registrations-changed': [staffKeys.programme.all, staffKeys.slot.all, staffKeys.counters.all],
  'orders-changed': [staffKeys.orders.all, staffKeys.counters.all],
};

export function useStaffEvents(projectId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/staff/${encodeURIComponent(projectId)}/events`);
    for (const [event, keys] of Object.entries(STALE)) {
      source.addEventListener(event, () => {
        for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      });
    }
    return () => source.close();
  }, [client, projectId]);
}
