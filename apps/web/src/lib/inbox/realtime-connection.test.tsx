import { emptyProjectCache, type ProjectModel } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../components/ui/toast-store.ts';
import { ToastHost } from '../../components/ui/toast.tsx';
import { guestKeys } from '../guest/use-guest.ts';
import { useNavBadges } from '../nav/nav-badges.ts';
import { useProjectStore } from '../project/project-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { fakeInboxServer } from '../../test/inbox-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import RealtimeConnection, {
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
} from './realtime-connection.tsx';

const USER = 'guest_app_1';

/** The browser's EventSource, played by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  static opened = 0;
  listeners = new Map<string, (() => void)[]>();
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The stream failed: `closed` as after an HTTP error, else as after a network error. */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.emit('error');
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function messagingModel(): ProjectModel {
  const base = fixtureModel();
  return fixtureModel({
    project_settings: { ...base.project_settings, messaging: { active: true } },
  });
}

/** The stream says "messages changed" until the badge shows `count` (a positive signal). */
async function changed(count: number) {
  await vi.waitFor(
    () => {
      act(() => FakeEventSource.last?.emit('messages-changed'));
      expect(useNavBadges.getState().unseenMessages).toBe(count);
    },
    { timeout: 5000, interval: 100 },
  );
}

const LONG = 'Your table for two is ready. '.repeat(6).trim();

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  useNavBadges.setState({ unseenMessages: 0, planHints: 0 });
  settleGuest(USER);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('spec §2/§4/§7 realtime: badge and message toast', () => {
  it('a new unseen message sets the badge and shows its title and shortened text', async () => {
    const server = fakeInboxServer(USER, {
      unseen: 0,
      conversation: [{ sender: 'staff', title: 'Restaurant', content: LONG }],
    });
    renderWithApp(
      <>
        <RealtimeConnection />
        <ToastHost />
      </>,
      { model: messagingModel(), route: '/' },
    );
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe(`/api/events/testhof/${USER}`));
    await vi.waitFor(() =>
      expect(server.calls.some((c) => c.path.startsWith('/api/messages/unseen'))).toBe(true),
    );
    server.state.unseen = 1;
    await changed(1);
    // spec §5: over 120 characters → the first 100 and "…".
    expect(await screen.findByText(`Restaurant: ${LONG.slice(0, 100)}…`)).toBeInTheDocument();
  });

  it('a message that arrives while a read one is counted out still shows its toast', async () => {
    // The guest has one unseen message when the app starts: noted, no toast.
    const server = fakeInboxServer(USER, {
      unseen: 1,
      conversation: [{ sender: 'staff', title: 'Reception', content: 'Welcome!' }],
    });
    renderWithApp(
      <>
        <RealtimeConnection />
        <ToastHost />
      </>,
      { model: messagingModel(), route: '/' },
    );
    await vi.waitFor(() =>
      expect(server.calls.some((c) => c.path.startsWith('/api/messages/conversation'))).toBe(true),
    );
    expect(useNavBadges.getState().unseenMessages).toBe(1);
    // The guest read "Welcome!" elsewhere and a new message came at once: the count stays 1.
    server.state.conversation!.push({
      sender: 'staff',
      title: 'Restaurant',
      content: 'Table ready',
    });
    await vi.waitFor(
      () => {
        act(() => FakeEventSource.last?.emit('messages-changed'));
        expect(screen.getByText('Restaurant: Table ready')).toBeInTheDocument();
      },
      { timeout: 5000, interval: 100 },
    );
    expect(screen.queryByText(/Reception:/)).not.toBeInTheDocument();
    // Further reads of the same state show it once.
    act(() => FakeEventSource.last?.emit('messages-changed'));
    await vi.waitFor(() =>
      expect(
        server.calls.filter((c) => c.path.startsWith('/api/messages/conversation')).length,
      ).toBeGreaterThanOrEqual(3),
    );
    expect(screen.getAllByText('Restaurant: Table ready')).toHaveLength(1);
  });

  it('no toast on the messages route; the badge still counts', async () => {
    const server = fakeInboxServer(USER, {
      unseen: 0,
      conversation: [{ sender: 'staff', title: 'Restaurant', content: 'Hello' }],
    });
    renderWithApp(
      <>
        <RealtimeConnection />
        <ToastHost />
      </>,
      { model: messagingModel(), route: '/registrations/messages' },
    );
    await vi.waitFor(() =>
      expect(server.calls.some((c) => c.path.startsWith('/api/messages/unseen'))).toBe(true),
    );
    server.state.unseen = 2;
    await changed(2);
    // The toast would need the conversation: it is never fetched here.
    expect(server.calls.some((c) => c.path.startsWith('/api/messages/conversation'))).toBe(false);
    expect(screen.queryByText(/Restaurant:/)).not.toBeInTheDocument();
  });

  it('after an HTTP error the stream is opened again, later with each failure in a row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fakeInboxServer(USER, { unseen: 0 });
      renderWithApp(<RealtimeConnection />, { model: messagingModel(), route: '/' });
      expect(FakeEventSource.last?.url).toBe(`/api/events/testhof/${USER}`);
      const opened = FakeEventSource.opened;
      const first = FakeEventSource.last!;
      // A network error: the browser reconnects by itself, the app opens nothing.
      act(() => first.fail(false));
      act(() => vi.advanceTimersByTime(STREAM_RETRY_MAX_MS));
      expect(FakeEventSource.opened).toBe(opened);
      // An HTTP error (429, 503, 502): a new stream after 5 s, then after 10 s.
      act(() => first.fail(true));
      act(() => vi.advanceTimersByTime(STREAM_RETRY_MS - 1));
      expect(FakeEventSource.opened).toBe(opened);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.opened).toBe(opened + 1);
      const second = FakeEventSource.last!;
      act(() => second.fail(true));
      act(() => vi.advanceTimersByTime(2 * STREAM_RETRY_MS - 1));
      expect(FakeEventSource.opened).toBe(opened + 1);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.opened).toBe(opened + 2);
      // A stream that said "ready" starts the waiting over.
      const third = FakeEventSource.last!;
      act(() => third.emit('ready'));
      act(() => third.fail(true));
      act(() => vi.advanceTimersByTime(STREAM_RETRY_MS));
      expect(FakeEventSource.opened).toBe(opened + 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without messaging no badge is set', async () => {
    const server = fakeInboxServer(USER, { unseen: 3 });
    const base = fixtureModel();
    const model = fixtureModel({
      project_settings: { ...base.project_settings, messaging: { active: false } },
    });
    renderWithApp(<RealtimeConnection />, { model, route: '/' });
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(useNavBadges.getState().unseenMessages).toBe(0);
    expect(server.calls.some((c) => c.path.startsWith('/api/messages/unseen'))).toBe(false);
  });

  it('the hotel changed the stay (stay-changed): the reservations are read again', async () => {
    fakeInboxServer(USER, { unseen: 0, conversation: [] });
    let reads = 0;
    function Reservations() {
      const { dataUpdatedAt } = useQuery({
        queryKey: guestKeys.reservations('testhof', USER),
        queryFn: () => ++reads,
      });
      return <p>read {dataUpdatedAt > 0 ? reads : 0}</p>;
    }
    renderWithApp(
      <>
        <RealtimeConnection />
        <Reservations />
      </>,
      { model: messagingModel(), route: '/' },
    );
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe(`/api/events/testhof/${USER}`));
    await screen.findByText(/^read [1-9]/);
    const before = reads;
    act(() => FakeEventSource.last?.emit('stay-changed'));
    await vi.waitFor(() => expect(reads).toBe(before + 1));
  });
});
