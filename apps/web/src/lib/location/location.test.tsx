import { LOCATION_TOAST_MS, type ProjectModel } from '@hospes/domain';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelProvider } from '../model/model-context.tsx';
import { clearToasts, useToastStore } from '../../components/ui/toast-store.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { testModel } from '../../test/model-fixture.ts';
import { locateGuest, requestCurrentPosition } from './geolocation.ts';
import { LocateOnStart } from './locate-on-start.tsx';
import { locationStorageKey, parseStoredLocation, useLocationStore } from './location-store.ts';
import { mockGeolocation } from '../../test/geolocation-mock.ts';

const HERE = { latitude: 47.9352, longitude: 13.1238 };

function resetLocation() {
  useLocationStore.setState({ userLocation: null, status: 'idle', startLocateDone: false });
}

function model(locate: boolean): ProjectModel {
  return testModel({ lang: 'en' }, (m) => {
    m.discover.properties = { locate_user_on_start: locate };
  });
}

function renderLocateOnStart(m: ProjectModel, copies = 1) {
  return render(
    <ModelProvider model={m} projectId="alpenrose">
      {Array.from({ length: copies }, (_, i) => (
        <LocateOnStart key={i} />
      ))}
    </ModelProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(resetLocation);
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('the guest location (spec §3 userLocation)', () => {
  it('is stored per project under hospes:<projectId>:location', () => {
    expect(locationStorageKey('seenland')).toBe('hospes:seenland:location');
    useLocationStore.getState().setUserLocation(HERE);
    expect(JSON.parse(localStorage.getItem('hospes:alpenrose:location')!).state).toEqual({
      userLocation: HERE,
    });
  });

  it('reads a stored location leniently', () => {
    expect(parseStoredLocation({ userLocation: HERE })).toEqual(HERE);
    expect(parseStoredLocation({ userLocation: { latitude: 'x' } })).toBeNull();
    expect(parseStoredLocation(null)).toBeNull();
  });

  it('maps a refusal to "denied" and any other failure to "unavailable"', async () => {
    mockGeolocation('denied');
    expect(await requestCurrentPosition()).toEqual({ ok: false, reason: 'denied' });
    mockGeolocation('unavailable');
    expect(await requestCurrentPosition()).toEqual({ ok: false, reason: 'unavailable' });
    expect(await requestCurrentPosition(undefined)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('asks the browser once for overlapping requests and stores the position', async () => {
    const ask = mockGeolocation(HERE);
    const [a, b] = await Promise.all([locateGuest(), locateGuest()]);
    expect(a).toEqual({ ok: true, location: HERE });
    expect(b).toBe(a);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(useLocationStore.getState()).toMatchObject({ userLocation: HERE, status: 'located' });
  });

  it('keeps a stored location when a later request fails', async () => {
    useLocationStore.getState().setUserLocation(HERE);
    mockGeolocation('denied');
    await locateGuest();
    expect(useLocationStore.getState()).toMatchObject({ userLocation: HERE, status: 'denied' });
  });
});

describe('locating the guest on start (spec §4, §8, §9)', () => {
  it('shows the search toast for LOCATION_TOAST_MS, asks once and stores the location', async () => {
    vi.useFakeTimers();
    const ask = mockGeolocation(HERE);
    renderLocateOnStart(model(true), 2);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
      'Searching for content near you...',
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(useLocationStore.getState().userLocation).toEqual(HERE);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCATION_TOAST_MS - 20);
    });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('runs once per app start, however often it mounts', async () => {
    const ask = mockGeolocation(HERE);
    renderLocateOnStart(model(true)).unmount();
    renderLocateOnStart(model(true));
    // The first mount asked and the answer is stored; the second asked nothing.
    await vi.waitFor(() => expect(useLocationStore.getState().status).toBe('located'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('a refusal is ignored: no error, nothing stored', async () => {
    mockGeolocation('denied');
    renderLocateOnStart(model(true));
    await vi.waitFor(() => expect(useLocationStore.getState().status).toBe('denied'));
    expect(useLocationStore.getState()).toMatchObject({ userLocation: null, status: 'denied' });
    expect(useToastStore.getState().toasts.filter((t) => t.kind === 'error')).toEqual([]);
  });

  it('does nothing when the project does not ask for it', () => {
    const ask = mockGeolocation(HERE);
    renderLocateOnStart(model(false));
    expect(ask).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
