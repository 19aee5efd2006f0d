import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { activityModel, cableCar, MODEL_EN } from '../../test/activity-fixture.ts';

async function openGallery() {
  mockFetch({ [MODEL_EN]: activityModel() });
  await renderApp({ hash: '#/activity/cablecar', browserLanguages: ['en'] });
  return screen.findByRole('region', { name: 'Pictures of Lärchwald-Bergbahn' });
}

const visibleSlide = (gallery: HTMLElement) =>
  within(gallery)
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-hidden') !== 'true')
    .map((li) => li.getAttribute('aria-label'));

describe('the image gallery of the activity detail', () => {
  it('moves with the previous/next buttons and announces "Image 2 of 3"', async () => {
    const gallery = await openGallery();
    const previous = within(gallery).getByRole('button', { name: 'Previous image' });
    const next = within(gallery).getByRole('button', { name: 'Next image' });
    const counter = within(gallery).getByText('Image 1 of 3');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(previous).toBeDisabled();
    expect(within(gallery).getByText('Foto: Anna')).toBeInTheDocument();

    await userEvent.click(next);

    expect(counter).toHaveTextContent('Image 2 of 3');
    expect(visibleSlide(gallery)).toEqual(['Image 2 of 3']);
    expect(within(gallery).getByText('Foto: Ben')).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await userEvent.click(next);
    expect(counter).toHaveTextContent('Image 3 of 3');
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(counter).toHaveTextContent('Image 2 of 3');
  });

  it('spec §3 imageprops: draws a picture with its text, focus and credit', async () => {
    mockFetch({
      [MODEL_EN]: activityModel((m) => {
        // A copy: the fixture's item is shared with the other tests.
        m.discover.topics[1]!.items[0] = {
          ...cableCar,
          imageattributions: [],
          imageprops: {
            '/media/alpenrose/a.svg': {
              alt: 'The gondola above the snowy forest',
              focus: { x: 0.25, y: 0.75 },
              credit: 'Foto: Bergbahnen',
            },
          },
        };
      }),
    });
    await renderApp({ hash: '#/activity/cablecar', browserLanguages: ['en'] });
    const gallery = await screen.findByRole('region', { name: 'Pictures of Lärchwald-Bergbahn' });
    const picture = within(gallery).getByRole('img', {
      name: 'The gondola above the snowy forest',
    });
    expect(picture).toHaveStyle({ objectPosition: '25% 75%' });
    expect(within(gallery).getByText('Foto: Bergbahnen')).toBeInTheDocument();
  });

  it('follows the arrow keys, Home and End on the focused track', async () => {
    const gallery = await openGallery();
    const track = within(gallery).getAllByRole('list')[0]!;
    track.focus();
    expect(track).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('Image 2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(within(gallery).getByText('Image 3 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('Image 3 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(within(gallery).getByText('Image 1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(gallery).getByText('Image 1 of 3')).toBeInTheDocument();
  });

  it('leaves broken images out and counts only the working ones (spec §8)', async () => {
    const gallery = await openGallery();
    // Slides that are not on show are hidden from assistive technology, not from the page.
    const images = [...gallery.querySelectorAll('img')];
    expect(images).toHaveLength(3);

    fireEvent.error(images[1]!);

    expect(gallery.querySelectorAll('img')).toHaveLength(2);
    expect(within(gallery).getByText('Image 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    // The third picture is now the second, with its own credit.
    expect(within(gallery).getByText('Image 2 of 2')).toBeInTheDocument();
    expect(within(gallery).getByText('Foto: Clara')).toBeInTheDocument();
  });

  it('is not shown when no image works', async () => {
    const gallery = await openGallery();
    for (const image of gallery.querySelectorAll('img')) fireEvent.error(image);
    expect(screen.queryByRole('region', { name: 'Pictures of Lärchwald-Bergbahn' })).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lärchwald-Bergbahn' }),
    ).toBeInTheDocument();
  });

  it('opens full screen: arrows, swipe and Escape; focus goes back to the gallery', async () => {
    const gallery = await openGallery();
    const user = userEvent.setup();
    const enlarge = within(gallery).getByRole('button', { name: 'Show image 1 of 3 full screen' });
    await user.click(enlarge);
    const viewer = screen.getByRole('dialog', { name: 'Pictures of Lärchwald-Bergbahn' });
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(viewer).getByText('Image 1 of 3')).toBeInTheDocument();
    expect(within(viewer).getByText('Foto: Anna')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Image 2 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAccessibleName(
      'Lärchwald-Bergbahn – Image 2 of 3',
    );
    await user.keyboard('{End}');
    expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();

    // A swipe to the right goes back one.
    const stage = within(viewer).getByRole('img').parentElement!;
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 220 });
    expect(within(viewer).getByText('Image 2 of 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
    // The gallery shows the picture the guest left the viewer on.
    expect(within(gallery).getByText('Image 2 of 3')).toBeInTheDocument();
  });
});
