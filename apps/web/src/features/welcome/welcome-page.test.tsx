import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

const MODEL_DE = '/api/projects/alpenrose/model/de';

describe('the welcome page', () => {
  it('shows the greeting, the sanitised intro text and the topics as links to their pages', async () => {
    const model = testModel({}, (m) => {
      m.welcome.top.text =
        '<p>Hallo <strong>Gast</strong><img src=x onerror="window.pwned=1"></p><script>window.pwned=2</script>';
    });
    mockFetch({ [MODEL_DE]: model });
    await renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' }),
    ).toBeInTheDocument();
    const intro = screen.getByText('Gast').closest('p');
    expect(intro?.innerHTML).not.toMatch(/onerror|script/);
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Wandern' })).toHaveAttribute('href', '#/topic/hiking');
    expect(screen.getByRole('link', { name: 'Kulinarik' })).toHaveAttribute('href', '#/topic/food');
  });

  it('spec §8: a broken welcome image is replaced by the bundled default image', async () => {
    mockFetch({
      [MODEL_DE]: testModel({}, (m) => (m.welcome.top.welcome_image = '/media/alpenrose/gone.jpg')),
    });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    const image = document.querySelector<HTMLImageElement>('main .welcome__image')!;
    expect(image.getAttribute('src')).toBe('/media/alpenrose/gone.jpg');
    fireEvent.error(image);

    expect(image.getAttribute('src')).toMatch(/default-welcome\.svg/);
  });

  it('spec §1: the logo shows for variants with a logo; discover shows the name instead', async () => {
    mockFetch({
      [MODEL_DE]: testModel(
        { product: 'discover' },
        (m) => (m.welcome.top.logo = '/media/logo.svg'),
      ),
    });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    expect(document.querySelector('main .welcome__logo')).toBeNull();
    expect(document.querySelector('main .welcome__name')).toHaveTextContent('Hotel Alpenrose');
  });
});

const PROMOTIONS = [
  {
    id: 'spa',
    title: 'Wellness-Tage',
    description: '4 Nächte bleiben, 3 bezahlen',
    image: '/media/alpenrose/offer.jpg',
    link: '/activity/alp-offer-spa-days',
    linkType: 'INT' as const,
  },
  {
    id: 'voucher',
    title: 'Urlaub verschenken',
    image: '/media/alpenrose/voucher.jpg',
    link: 'https://www.alpenrose.example/gutscheine',
    linkType: 'EXT' as const,
  },
  { id: 'evil', title: 'Kein Link', link: 'javascript:alert(1)', linkType: 'EXT' as const },
];
const GALLERY = ['/media/alpenrose/room.jpg', '/media/alpenrose/spa.jpg'];
const COMMANDS = [
  { id: 'call', label: 'Rezeption anrufen', link: 'tel:+43 5352 1234' },
  { id: 'taxi', label: 'Taxi bestellen', icon: 'car', link: '/guestservices?form=taxi' },
  { id: 'bot', label: 'Concierge fragen', link: '/chatbot' },
  { id: 'bus', label: 'Busfahrplan', link: 'https://bus.example/fahrplan' },
  { id: 'evil', label: 'Böse', link: 'javascript:alert(1)' },
];

/** A model of a variant with everything the welcome page may show. */
const fullModel = (product: 'discover' | 'discover_plus' | 'app' | 'app_without_chatbot') =>
  testModel({ product }, (m) => {
    m.welcome.top.logo = '/media/alpenrose/logo.svg';
    m.welcome.topics = ['food'];
    m.welcome.promotions = PROMOTIONS;
    (m.welcome as Record<string, unknown>).gallery = GALLERY;
    m.welcome.commands = COMMANDS;
  });

async function startWith(model: ReturnType<typeof testModel>) {
  mockFetch({ [MODEL_DE]: model });
  await renderApp();
  await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });
  return screen.getByRole('main');
}

describe('spec §1: what each product variant shows on the welcome page', () => {
  it('app: promotions with INT links in the app and EXT links in a new tab', async () => {
    const main = await startWith(fullModel('app'));

    const offers = within(main).getByRole('region', { name: 'Angebote für Sie' });
    const cards = within(offers).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('4 Nächte bleiben, 3 bezahlen');
    expect(within(offers).getByRole('link', { name: 'Wellness-Tage' })).toHaveAttribute(
      'href',
      '#/activity/alp-offer-spa-days',
    );
    const external = within(offers).getByRole('link', { name: /Urlaub verschenken/ });
    expect(external).toHaveAttribute('href', 'https://www.alpenrose.example/gutscheine');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName('Urlaub verschenken (öffnet in einem neuen Tab)');
    // An unsafe link gives a card without a link.
    expect(cards[2]).toHaveTextContent('Kein Link');
    expect(within(cards[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('app: a broken promotion image is replaced by the default welcome image', async () => {
    const main = await startWith(fullModel('app'));
    const offers = within(main).getByRole('region', { name: 'Angebote für Sie' });
    const image = offers.querySelector<HTMLImageElement>('.promotion__image')!;
    expect(image.getAttribute('src')).toBe('/media/alpenrose/offer.jpg');

    fireEvent.error(image);

    expect(offers.querySelector('.promotion__image')?.getAttribute('src')).toMatch(
      /default-welcome\.svg/,
    );
  });

  it('app: the welcome topics pick and order the topic tiles', async () => {
    const main = await startWith(fullModel('app'));
    const topics = within(main).getByRole('region', { name: 'Entdecken' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Kulinarik']);
  });

  it('app without chatbot: the same welcome content as app', async () => {
    const main = await startWith(fullModel('app_without_chatbot'));
    expect(within(main).getByRole('region', { name: 'Angebote für Sie' })).toBeInTheDocument();
    expect(
      within(within(main).getByRole('region', { name: 'Entdecken' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  it('discover plus: gallery and the way to the contact form; the logo once (header/sidebar); no promotions', async () => {
    const main = await startWith(fullModel('discover_plus'));

    expect(main.querySelector('img[src="/media/alpenrose/logo.svg"]')).toBeNull();
    const gallery = within(main).getByRole('region', { name: 'Galerie' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Hotel Alpenrose – Bild 1 von 2', 'Hotel Alpenrose – Bild 2 von 2']);
    expect(within(main).getByRole('link', { name: 'Schreiben Sie uns' })).toHaveAttribute(
      'href',
      '#/contact',
    );
    expect(within(main).queryByRole('region', { name: 'Angebote für Sie' })).toBeNull();
    // Welcome topics are an app feature: discover plus shows every topic.
    expect(
      within(within(main).getByRole('region', { name: 'Entdecken' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it('discover plus: without a gallery in the model there is none (nothing stands in for it)', async () => {
    const model = fullModel('discover_plus');
    delete (model.welcome as Record<string, unknown>).gallery;
    const main = await startWith(model);
    expect(within(main).queryByRole('region', { name: 'Galerie' })).toBeNull();
  });

  it('discover: no logo, promotions, gallery or contact link — the topics only', async () => {
    const main = await startWith(fullModel('discover'));

    expect(main.querySelector('.welcome__logo')).toBeNull();
    expect(within(main).queryByRole('region', { name: 'Angebote für Sie' })).toBeNull();
    expect(within(main).queryByRole('region', { name: 'Galerie' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'Schreiben Sie uns' })).toBeNull();
    expect(
      within(within(main).getByRole('region', { name: 'Entdecken' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it('discover plus: the commands call, open an app page or a website; an unusable one is warned, not shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = fullModel('discover_plus');
    // A fresh id: each broken command is warned once per app start.
    model.welcome.commands?.push({ id: 'no-address', label: 'Schreiben', link: 'mailto:nobody' });
    const main = await startWith(model);

    const commands = within(main).getByRole('navigation', { name: 'Schnellzugriff' });
    expect(
      within(commands)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Rezeption anrufen', 'tel:+4353521234'],
      ['Taxi bestellen', '#/guestservices?form=taxi'],
      ['Busfahrplan(öffnet in einem neuen Tab)', 'https://bus.example/fahrplan'],
    ]);
    // No chatbot in discover plus: its command is left out like its menu entry.
    expect(within(commands).queryByRole('link', { name: 'Concierge fragen' })).toBeNull();
    expect(within(commands).getByRole('link', { name: /Busfahrplan/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(commands.querySelector('[data-icon="car"]')).not.toBeNull();
    expect(commands.querySelector('[data-icon="phone"]')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Command "no-address" is ignored'));
    warn.mockRestore();
  });

  it('discover: no commands', async () => {
    const main = await startWith(fullModel('discover'));
    expect(within(main).queryByRole('navigation', { name: 'Schnellzugriff' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'Rezeption anrufen' })).toBeNull();
  });
});
