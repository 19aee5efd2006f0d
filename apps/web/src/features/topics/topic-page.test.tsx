import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConsentChoice, consentFromModel } from '@hospes/domain';
import { clearToasts } from '../../components/ui/toast-store.ts';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useLocationStore } from '../../lib/location/location-store.ts';
import { mockGeolocation } from '../../test/geolocation-mock.ts';
import { leafletCalls } from './test/leaflet-fake.ts';
import { renderTopics } from './test/render-topics.tsx';
import { GUEST, item, topicsModel } from './test/topic-fixture.ts';
import { useTopicViewStore } from './topic-view-store.ts';

// Leaflet is the boundary of the map (jsdom cannot lay out a map).
vi.mock('leaflet', () => import('./test/leaflet-fake.ts'));

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Lakes' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

beforeAll(async () => {
  await initI18n('en');
  useActiveLanguage.getState().setLang('en');
});

beforeEach(() => {
  useTopicViewStore.setState({ views: {} });
  // The start already ran in these tests; the page's sorting is what is tested.
  useLocationStore.setState({ userLocation: null, status: 'idle', startLocateDone: true });
  leafletCalls.reset();
});

afterEach(clearToasts);

describe('the list of topics (/topic)', () => {
  it('shows every topic as a tile with its item count, linking to the topic', () => {
    renderTopics(
      '/topic',
      topicsModel((m) => {
        m.discover.topics.push({
          id: 'events',
          title: 'Events',
          items: [
            item('one', { type: 'EVENT', eventFrom: '2999-01-01' }),
            item('gone', { type: 'EVENT', eventFrom: '2001-01-01' }),
          ],
        });
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lakes\s*25 entries/ })).toHaveAttribute(
      'href',
      '/topic/lakes',
    );
    // spec §5: the expired event is not counted.
    expect(screen.getByRole('link', { name: /Events\s*1 entry/ })).toHaveAttribute(
      'href',
      '/topic/events',
    );
  });

  it('an unknown topic shows the not-found text', () => {
    renderTopics('/topic/nope', topicsModel());
    expect(
      screen.getByRole('heading', { name: 'The requested content was not found.' }),
    ).toBeInTheDocument();
  });
});

describe('a topic (/topic/:topicId)', () => {
  it('shows cards with title, locality, plain short description, linking to the detail', async () => {
    renderTopics('/topic/lakes', topicsModel());
    const link = screen.getByRole('link', { name: 'Beach Mirnach' });
    expect(link).toHaveAttribute('href', '/activity/beach');
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('Mirnach am See');
    expect(card).toHaveTextContent('Fine gravel beach under old lime trees.');
    expect(card.querySelector('strong')).toBeNull();
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Detail of beach' })).toBeInTheDocument();
  });

  it('marks open and temporarily closed places', () => {
    const always = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));
    renderTopics(
      '/topic/lakes',
      topicsModel((m) => {
        m.discover.topics[0]!.items = [
          item('open', { title: 'Open place', openingHours: always }),
          item('shut', { title: 'Shut place', openingHours: always, temporarilyClosed: true }),
        ];
      }),
    );
    const open = screen.getByRole('link', { name: 'Open place' }).closest('li')!;
    const shut = screen.getByRole('link', { name: 'Shut place' }).closest('li')!;
    expect(open).toHaveTextContent('Open now');
    expect(shut).toHaveTextContent('Temporarily closed');
    expect(shut).not.toHaveTextContent('Open now');
  });

  it('pages by ten with "show more" and moves the focus to the first new card', async () => {
    renderTopics('/topic/lakes', topicsModel());
    expect(cardTitles()).toHaveLength(10);
    expect(screen.getByText('10 of 25 shown')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cardTitles()).toHaveLength(20);
    expect(document.activeElement).toHaveTextContent(cardTitles()[10]!);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cardTitles()).toHaveLength(25);
    expect(screen.getByText('25 of 25 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters narrow the list; every chip pressed must match; "show all" resets', async () => {
    renderTopics('/topic/lakes', topicsModel());
    const swim = screen.getByRole('button', { name: 'Swimming' });
    expect(swim).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(swim);
    expect(swim).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Ahorn boat hire', 'Beach Mirnach']);

    await userEvent.click(screen.getByRole('button', { name: 'With children' }));
    expect(cardTitles()).toEqual(['Beach Mirnach']);

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(swim).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('10 of 25 shown')).toBeInTheDocument();
  });

  it('says so when no item matches the filters', async () => {
    renderTopics(
      '/topic/lakes',
      topicsModel((m) => (m.discover.topics[0]!.items = [item('a', { tags: ['swim'] })])),
    );
    await userEvent.click(screen.getByRole('button', { name: 'With children' }));
    expect(screen.getByText('Nothing matches the selected filters.')).toBeInTheDocument();
  });

  it('opens alphabetically (the topic’s sort) and sorts by distance from a known location', async () => {
    useLocationStore.setState({ userLocation: GUEST });
    renderTopics('/topic/lakes', topicsModel());
    expect(sortSelect()).toHaveValue('alphabet');
    expect(cardTitles().slice(0, 3)).toEqual([
      'About the lakes',
      'Ahorn boat hire',
      'Beach Mirnach',
    ]);

    await userEvent.selectOptions(sortSelect(), 'Distance');
    expect(cardTitles().slice(0, 3)).toEqual(['Kneipp pool', 'Beach Mirnach', 'Ahorn boat hire']);
    // spec §9: under 100 m "ca. 100m", under 950 m rounded to 100 m, then km.
    const distances = screen
      .getAllByText(/^Distance:/)
      .slice(0, 3)
      .map((label) => label.parentElement!.textContent);
    expect(distances).toEqual(['Distance: ca. 100m', 'Distance: 600m', 'Distance: 1.5 km']);
  });

  it('sort_topics_after_user_location: distance is the default once the location is known', () => {
    useLocationStore.setState({ userLocation: GUEST });
    renderTopics(
      '/topic/lakes',
      topicsModel((m) => (m.discover.properties.sort_topics_after_user_location = true)),
    );
    expect(sortSelect()).toHaveValue('distance');
    expect(cardTitles()[0]).toBe('Kneipp pool');
  });

  it('the list re-sorts when the location arrives', () => {
    renderTopics(
      '/topic/lakes',
      topicsModel((m) => (m.discover.properties.sort_topics_after_user_location = true)),
    );
    expect(cardTitles()[0]).toBe('About the lakes');
    act(() => useLocationStore.getState().setUserLocation(GUEST));
    expect(sortSelect()).toHaveValue('distance');
    expect(cardTitles()[0]).toBe('Kneipp pool');
  });

  it('picking distance without a location asks for it, stores it and sorts', async () => {
    const ask = mockGeolocation(GUEST);
    renderTopics('/topic/lakes', topicsModel());
    await userEvent.selectOptions(sortSelect(), 'Distance');
    await waitFor(() => expect(cardTitles()[0]).toBe('Kneipp pool'));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(useLocationStore.getState().userLocation).toEqual(GUEST);
  });

  it('spec §8: when location is refused, the order stays and a hint tells how to allow it', async () => {
    mockGeolocation('denied');
    renderTopics('/topic/lakes', topicsModel());
    await userEvent.selectOptions(sortSelect(), 'Distance');
    const hint = await screen.findByRole('dialog');
    expect(hint).toHaveTextContent(
      "Location access is turned off. Allow it in your browser's site settings to sort by distance.",
    );
    expect(sortSelect()).toHaveValue('alphabet');
    expect(cardTitles()[0]).toBe('About the lakes');
    await userEvent.click(within(hint).getByRole('button'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps filters, order and paging when the guest comes back to the topic', async () => {
    const { unmount } = renderTopics('/topic/lakes', topicsModel());
    await userEvent.click(screen.getByRole('button', { name: 'Swimming' }));
    unmount();
    renderTopics('/topic/lakes', topicsModel());
    expect(screen.getByRole('button', { name: 'Swimming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardTitles()).toEqual(['Ahorn boat hire', 'Beach Mirnach']);
  });
});

describe('the map view', () => {
  it('loads the map on demand with the project’s tiles and a pin per place, beside the list', async () => {
    useLocationStore.setState({ userLocation: GUEST });
    renderTopics('/topic/lakes', topicsModel());
    expect(leafletCalls.maps).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const region = await screen.findByRole('region', { name: 'Map: Lakes' });
    await within(region).findByRole('button', { name: 'Kneipp pool' });

    const map = leafletCalls.maps.at(-1)!;
    expect(map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(map.attribution).toBe('© OpenStreetMap contributors');
    // 24 of the 25 items have coordinates; "About the lakes" has none.
    const pins = region.querySelectorAll('.fake-leaflet-marker[role="button"]');
    expect(pins).toHaveLength(24);
    // The guest's own position is marked too, but is no button.
    expect(within(region).getByRole('img', { name: 'Your location' })).toHaveAttribute(
      'data-latlng',
      `${GUEST.latitude},${GUEST.longitude}`,
    );
    expect(within(region).getByRole('button', { name: 'Kneipp pool' })).toBeInTheDocument();
    // The list stays next to the map.
    expect(cardTitles()).toHaveLength(10);
  });

  it('a pin’s popup links to the item’s page', async () => {
    renderTopics('/topic/lakes', topicsModel());
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    const pin = await screen.findByRole('button', { name: 'Beach Mirnach' });
    await userEvent.click(pin);
    const popupLink = document.querySelector<HTMLAnchorElement>('.fake-leaflet-popup a')!;
    expect(popupLink).toHaveAttribute('href', '#/activity/beach');
    expect(document.activeElement).toBe(popupLink);
    await userEvent.click(popupLink);
    expect(screen.getByRole('heading', { name: 'Detail of beach' })).toBeInTheDocument();
  });

  it('opens full screen as a dialog and returns with Escape or the close button', async () => {
    renderTopics('/topic/lakes', topicsModel());
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    const toggle = await screen.findByRole('button', { name: 'Full-screen map' });

    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Map: Lakes' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Close full-screen map' }),
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Map: Lakes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Full-screen map' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close full-screen map' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no map when no item has a place', () => {
    renderTopics(
      '/topic/lakes',
      topicsModel((m) => (m.discover.topics[0]!.items = [item('a')])),
    );
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
  });
});

describe('locating on start from a topic page (spec §4)', () => {
  const mainApp = {
    id: 'main_app',
    title: 'Essential',
    essential: true,
    category: 'essential' as const,
  };

  it('waits for the initial cookie consent, then asks once and sorts by distance', async () => {
    useLocationStore.setState({ startLocateDone: false });
    useConsentStore.setState({ stored: null });
    const ask = mockGeolocation(GUEST);
    const model = topicsModel((m) => {
      m.welcome.popups.cookies.list = [mainApp];
      m.discover.properties.locate_user_on_start = true;
      m.discover.properties.sort_topics_after_user_location = true;
    });
    renderTopics('/topic/lakes', model);
    // The page is there (rendered, its effects run): nobody asked yet.
    await screen.findByRole('heading', { level: 1, name: 'Lakes' });
    expect(ask).not.toHaveBeenCalled();

    act(() =>
      useConsentStore
        .getState()
        .save(
          applyConsentChoice('essential_only', consentFromModel([mainApp], []), [], Date.now()),
        ),
    );
    expect(await screen.findByText('Searching for content near you...')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()[0]).toBe('Kneipp pool'));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sortSelect()).toHaveValue('distance');
  });
});
