import { afterEach, describe, expect, it } from 'vitest';
import { testModel } from '../../test/model-fixture.ts';
import { preloadWelcomeImage, WELCOME_IMAGE_SIZES } from './welcome-image-preload.ts';

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

afterEach(() => preloads().forEach((link) => link.remove()));

describe('the welcome image loads before the start page renders (docs/performance.md)', () => {
  it('preloads an unsigned image by its URL, with high priority', () => {
    preloadWelcomeImage(
      testModel({}, (m) => {
        m.welcome.top.welcome_image = '/media/alpenrose/welcome.svg';
      }),
    );
    const [link] = preloads();
    expect(link?.getAttribute('href')).toBe('/media/alpenrose/welcome.svg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.hasAttribute('imagesrcset')).toBe(false);
  });

  it('preloads a signed image with the srcset and sizes the page shows it with', () => {
    const url = '/media/alpenrose/welcome.jpg';
    preloadWelcomeImage(
      testModel({}, (m) => {
        m.welcome.top.welcome_image = url;
        (m as unknown as { _images: Record<string, string> })._images = { [url]: 'sig1' };
      }),
    );
    const [link] = preloads();
    expect(link?.getAttribute('href')).toBe(
      '/api/img?url=%2Fmedia%2Falpenrose%2Fwelcome.jpg&w=800&sig=sig1',
    );
    expect(link?.getAttribute('imagesrcset')).toContain('w=320&sig=sig1 320w');
    expect(link?.getAttribute('imagesizes')).toBe(WELCOME_IMAGE_SIZES);
  });

  it('preloads nothing without a welcome image', () => {
    preloadWelcomeImage(testModel());
    expect(preloads()).toEqual([]);
  });
});
