import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_DEFAULT } from '../constants.ts';
import { imageSignatures, imageSources, proxiedImageUrl, PROXY_WIDTHS } from './image-proxy.ts';

describe('image proxy URLs (spec §7 image proxy: url, width default 800)', () => {
  it('builds /api/img with the url, the width and the signature', () => {
    expect(proxiedImageUrl('https://cdn.example/a b.jpg', 'abc', 320)).toBe(
      '/api/img?url=https%3A%2F%2Fcdn.example%2Fa+b.jpg&w=320&sig=abc',
    );
  });

  it('a signed image loads through the proxy at the default width, with a srcset of every proxy width', () => {
    const model = { _images: { '/media/x/a.jpg': 'sig1' } };
    const { src, srcSet } = imageSources(model, '/media/x/a.jpg');
    expect(src).toBe(proxiedImageUrl('/media/x/a.jpg', 'sig1', IMAGE_WIDTH_DEFAULT));
    expect(srcSet?.split(', ')).toEqual(
      PROXY_WIDTHS.map((w) => `${proxiedImageUrl('/media/x/a.jpg', 'sig1', w)} ${w}w`),
    );
  });

  it('an unsigned image (an SVG, another host) loads as it is', () => {
    expect(imageSources({ _images: {} }, '/media/x/a.svg')).toEqual({
      src: '/media/x/a.svg',
      srcSet: undefined,
    });
    expect(imageSignatures(null)).toEqual({});
    expect(imageSignatures({ _images: 'nonsense' })).toEqual({});
  });
});
