import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
