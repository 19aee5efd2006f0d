import type { ContentItem } from '@hospes/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

const event = (id: string, title: string, extra: Partial<ContentItem>): ContentItem => ({
  id,
  type: 'EVENT',
  title,
  streetAddress: 'Seepromenade',
  addressLocality: 'Mirnach am See',
  ...extra,
});

const programmeModel = (lang: 'de' | 'en' = 'de') =>
  testModel({ lang }, (m) => {
    m._meta.timezone = 'Europe/Vienna';
    m.discover.topics.push(
      {
        id: 'events',
        title: lang === 'de' ? 'Veranstaltungen' : 'Events',
        items: [
          event('newyear', 'Silvester am See', {
            eventFrom: '2026-12-31',
            eventTo: '2027-01-01',
            eventFromTime: '22:00',
            eventToTime: '00:30',
          }),
          event('advent', 'Adventzauber', {
            eventFrom: '2026-12-04',
            eventTo: '2026-12-20',
            eventFromTime: '14:00',
            eventToTime: '20:00',
          }),
          event('autumn', 'Herbstmarkt', { eventFrom: '2026-10-17', eventFromTime: '09:00' }),
          event('stage', 'Seebühne', {
            eventFrom: '2026-12-06',
            eventFromTime: '20:00',
            inactive: true,
          }),
          { id: 'pier', type: 'POI', title: 'Bootssteg' },
        ],
      },
      {
        id: 'programme',
        title: lang === 'de' ? 'Wochenprogramm' : 'Weekly programme',
        items: [
          event('yoga', 'Morgenyoga', {
            eventFrom: '2026-12-06',
            eventFromTime: '08:00',
            eventToTime: '09:00',
          }),
        ],
      },
    );
  });

const MODEL_DE = '/api/projects/alpenrose/model/de';
const MODEL_EN = '/api/projects/alpenrose/model/en';
const titles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  // Saturday, 5 December 2026, 10:00 in Vienna.
  vi.setSystemTime(new Date('2026-12-05T10:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the programme (spec §2 /programme/:programmeId?)', () => {
  it('lists only valid events, by date, with date, time, title and place', async () => {
    mockFetch({ [MODEL_DE]: programmeModel() });
    await renderApp({ hash: '#/programme' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Programm' })).toBeInTheDocument();
    // Past (Herbstmarkt) and inactive (Seebühne) events are hidden; the POI is no event.
    expect(titles()).toEqual(['Adventzauber', 'Morgenyoga', 'Silvester am See']);
    const today = screen.getByRole('region', { name: 'Heute, Samstag, 5. Dezember 2026' });
    expect(within(today).getByText('14:00 – 20:00 Uhr')).toBeInTheDocument();
    expect(within(today).getByText('Seepromenade, Mirnach am See')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Adventzauber' })).toHaveAttribute(
      'href',
      '#/activity/advent',
    );
    expect(
      screen.getByRole('region', { name: 'Morgen, Sonntag, 6. Dezember 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Donnerstag, 31. Dezember 2026' }),
    ).toBeInTheDocument();
  });

  it('filters today, tomorrow, this week and a picked date, with an empty state', async () => {
    mockFetch({ [MODEL_DE]: programmeModel() });
    await renderApp({ hash: '#/programme' });
    await screen.findByRole('heading', { level: 1, name: 'Programm' });

    await userEvent.click(screen.getByRole('radio', { name: 'Heute' }));
    expect(titles()).toEqual(['Adventzauber']);
    // The address follows once the choice settles (use-url-text.ts).
    await waitFor(() => expect(window.location.hash).toBe('#/programme?when=today'));

    await userEvent.click(screen.getByRole('radio', { name: 'Morgen' }));
    expect(titles()).toEqual(['Morgenyoga', 'Adventzauber']);

    await userEvent.click(screen.getByRole('radio', { name: 'Diese Woche' }));
    expect(titles()).toEqual(['Adventzauber', 'Morgenyoga', 'Adventzauber']);
    expect(screen.getByRole('region', { name: /^Morgen/ })).toHaveTextContent(
      /08:00 – 09:00 Uhr.*Morgenyoga.*14:00 – 20:00 Uhr.*Adventzauber/,
    );

    const picker = screen.getByLabelText('Datum wählen');
    expect(picker).toHaveAttribute('type', 'date');
    fireEvent.change(picker, { target: { value: '2026-12-31' } });
    expect(titles()).toEqual(['Silvester am See']);
    expect(screen.getByText('22:00 – 00:30 Uhr')).toBeInTheDocument();
    for (const kind of ['Alle', 'Heute', 'Morgen', 'Diese Woche']) {
      expect(screen.getByRole('radio', { name: kind })).not.toBeChecked();
    }

    fireEvent.change(picker, { target: { value: '2026-12-24' } });
    expect(titles()).toEqual([]);
    expect(
      screen.getByText('Am Donnerstag, 24. Dezember 2026 finden keine Veranstaltungen statt.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Alle' }));
    expect(picker).toHaveValue('');
    expect(titles()).toHaveLength(3);
  });

  it('shows the events of one programme topic, in English with the "h" suffix', async () => {
    mockFetch({ [MODEL_EN]: programmeModel('en') });
    await renderApp({ hash: '#/programme/programme', browserLanguages: ['en-GB'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly programme' }),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['Morgenyoga']);
    expect(screen.getByText('08:00 – 09:00 h')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Tomorrow, Sunday, 6 December 2026' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    expect(screen.getByText('No events today.')).toBeInTheDocument();
  });

  it('an unknown programme id is not found', async () => {
    mockFetch({ [MODEL_DE]: programmeModel() });
    await renderApp({ hash: '#/programme/nope' });
    expect(
      await screen.findByText('Der angeforderte Inhalt wurde nicht gefunden.'),
    ).toBeInTheDocument();
  });
});
