import { describe, expect, it } from 'vitest';
import { collectImageUrls, imageSourceOf, isAllowedHost } from './image-url.ts';

describe('image sources', () => {
  it('reads project media with a plain path', () => {
    expect(imageSourceOf('/media/alpenrose/rooms/suite%2B1.JPG', [])).toEqual({
      kind: 'media',
      projectId: 'alpenrose',
      file: 'rooms/suite+1.JPG',
    });
  });

  it('accepts only raster extensions', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif']) {
      expect(imageSourceOf(`/media/a/x.${ext}`, [])).toBeDefined();
    }
    for (const ext of ['svg', 'tiff', 'pdf', 'html', 'jpg.txt']) {
      expect(imageSourceOf(`/media/a/x.${ext}`, [])).toBeUndefined();
    }
  });

  it('matches allowed hosts by name, or by name and port', () => {
    expect(isAllowedHost(new URL('https://cdn.example.com/a.jpg'), ['cdn.example.com'])).toBe(true);
    expect(isAllowedHost(new URL('https://CDN.example.com/a.jpg'), ['cdn.example.com'])).toBe(true);
    expect(isAllowedHost(new URL('https://cdn.example.com:8443/a.jpg'), ['cdn.example.com'])).toBe(
      false,
    );
    expect(
      isAllowedHost(new URL('https://cdn.example.com:8443/a.jpg'), ['cdn.example.com:8443']),
    ).toBe(true);
    expect(isAllowedHost(new URL('https://evil-cdn.example.com/a.jpg'), ['cdn.example.com'])).toBe(
      false,
    );
    expect(
      isAllowedHost(new URL('https://cdn.example.com.evil.io/a.jpg'), ['cdn.example.com']),
    ).toBe(false);
  });

  it('refuses credentials in a URL', () => {
    expect(imageSourceOf('https://u:p@cdn.example.com/a.jpg', ['cdn.example.com'])).toBeUndefined();
  });

  it('collects each image URL of a model once, skipping `_images`', () => {
    const model = {
      a: '/media/p/x.jpg',
      b: ['/media/p/x.jpg', { c: 'https://cdn.example.com/y.png' }],
      d: 'https://tile.example.com/{z}/{x}/{y}.png',
      _images: { '/media/p/old.jpg': 'sig' },
      e: '/media/q/other.jpg',
      f: 42,
      g: null,
    };
    expect(collectImageUrls(model, 'p', ['cdn.example.com', 'tile.example.com'])).toEqual([
      '/media/p/x.jpg',
      'https://cdn.example.com/y.png',
    ]);
  });
});
