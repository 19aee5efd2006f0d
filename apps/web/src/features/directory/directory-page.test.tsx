import type { ContentItem } from '@hospes/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

const info = (id: string, title: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  type: 'INFO',
  title,
  ...extra,
});

const directoryModel = () =>
  testModel({}, (m) => {
    m.discover.topics.push({
      id: 'directory',
      title: 'Gästemappe von A bis Z',
      items: [
        info('wifi', 'WLAN', {
          description:
            '<p>Netz <strong>Alpenrose-Gast</strong>.</p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>',
        }),
        info('oil', 'Ölmassage'),
        info('office', 'Ortsplan'),
        info('doctor', 'Arzt', {
          description: 'Dr. Müller, Dorfplatz 3',
          contact: { phone: '+43 5285 62440' },
          openingHours: [{ day: 1, from: '08:00', to: '12:30' }],
        }),
        info('cafe', 'Café am Platz'),
      ],
    });
  });

const MODEL_DE = '/api/projects/alpenrose/model/de';
const groupTitles = (letter: string) =>
  within(screen.getByRole('region', { name: letter }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the guest directory (spec §2 /directory/:searchTerm?)', () => {
  it('shows the A–Z index: letters with entries jump to them, the others are disabled', async () => {
    mockFetch({ [MODEL_DE]: directoryModel() });
    await renderApp({ hash: '#/directory' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gästemappe von A bis Z' }),
    ).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Register A–Z' });
    expect(within(index).getByRole('button', { name: 'O: 2 Einträge' })).toBeEnabled();
    expect(within(index).getByRole('button', { name: 'W: 1 Eintrag' })).toBeEnabled();
    expect(within(index).getByRole('button', { name: 'B: keine Einträge' })).toBeDisabled();
    // German collation: Ö is filed and sorted with O.
    expect(groupTitles('O')).toEqual(['Ölmassage', 'Ortsplan']);
    expect(groupTitles('C')).toEqual(['Café am Platz']);

    // jsdom does not scroll; the browser does.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await userEvent.click(within(index).getByRole('button', { name: 'W: 1 Eintrag' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'W' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('opens an entry to show its sanitised text, contact and opening hours', async () => {
    mockFetch({ [MODEL_DE]: directoryModel() });
    await renderApp({ hash: '#/directory' });
    const toggle = await screen.findByRole('button', { name: 'Arzt' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dr. Müller, Dorfplatz 3')).toBeVisible();
    expect(screen.getByRole('link', { name: '+43 5285 62440' })).toHaveAttribute(
      'href',
      'tel:+43528562440',
    );
    expect(screen.getByText('08:00 – 12:30 Uhr')).toBeInTheDocument();
    expect(screen.getByText('Montag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr Details' })).toHaveAttribute(
      'href',
      '#/activity/doctor',
    );

    await userEvent.click(screen.getByRole('button', { name: 'WLAN' }));
    expect(screen.getByText('Alpenrose-Gast')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main [onerror]')).toBeNull();
  });

  it('filters by keyword, ignoring case and accents, and keeps the term in the address', async () => {
    mockFetch({ [MODEL_DE]: directoryModel() });
    await renderApp({ hash: '#/directory' });
    const field = await screen.findByRole('searchbox', { name: 'Gästemappe durchsuchen' });

    await userEvent.type(field, 'cafe');

    expect(screen.getByRole('button', { name: 'Café am Platz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arzt' })).toBeNull();
    expect(screen.getByRole('button', { name: 'A: keine Einträge' })).toBeDisabled();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      '1 Eintrag gefunden',
    );
    // The address follows once typing pauses (use-url-text.ts).
    await waitFor(() => expect(window.location.hash).toBe('#/directory/cafe'));

    await userEvent.clear(field);
    await userEvent.type(field, 'Zahnarzt');
    expect(screen.getByText('Kein Eintrag passt zu „Zahnarzt“.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle Einträge zeigen' }));
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Arzt' })).toBeInTheDocument();
  });

  it('a deep link /directory/WLAN pre-fills the search and opens the only match', async () => {
    mockFetch({ [MODEL_DE]: directoryModel() });
    await renderApp({ hash: '#/directory/WLAN' });

    expect(await screen.findByRole('searchbox')).toHaveValue('WLAN');
    expect(screen.getByRole('button', { name: 'WLAN' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Alpenrose-Gast')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Arzt' })).toBeNull();
  });

  it('says so when the guide has no directory', async () => {
    mockFetch({ [MODEL_DE]: testModel() });
    await renderApp({ hash: '#/directory' });
    expect(
      await screen.findByText('Diese Gästemappe hat noch keine Einträge.'),
    ).toBeInTheDocument();
  });
});
