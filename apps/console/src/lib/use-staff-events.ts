// The project's realtime stream (Server-Sent Events): a guest's new
// request, message, booking or order refreshes the screens that show it at
// once. The browser reconnects a dropped stream and resumes with
// Last-Event-ID; the screens' polling stays as the fallback.
import type { RealtimeEvent } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Which cached answers each event makes stale (by the first part of their key). */
const STALE: Partial<Record<RealtimeEvent, string[]>> = {
  'requests-changed': ['requests'],
  'messages-changed': ['conversations', 'conversation'],
  'registrations-changed': ['programme', 'slot'],
  'orders-changed': ['orders'],
};

export function useStaffEvents(projectId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/staff/${encodeURIComponent(projectId)}/events`);
    for (const [event, keys] of Object.entries(STALE)) {
      source.addEventListener(event, () => {
        for (const key of keys) void client.invalidateQueries({ queryKey: [key] });
      });
    }
    return () => source.close();
  }, [client, projectId]);
}
