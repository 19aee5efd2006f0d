import { emptyProjectCache, type ProjectModel } from '@hospes/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../components/ui/toast-store.ts';
import { ToastHost } from '../../components/ui/toast.tsx';
import { useNavBadges } from '../nav/nav-badges.ts';
import { useProjectStore } from '../project/project-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { fakeInboxServer } from '../../test/inbox-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import RealtimeConnection from './realtime-connection.tsx';

const USER = 'guest_app_1';

/** The browser's EventSource, played by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  close() {}
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
});
