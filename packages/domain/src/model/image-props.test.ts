import { describe, expect, it } from 'vitest';
import { focusPosition, imagePropOf } from './image-props.ts';

describe('spec §3 imageprops', () => {
  const item = {
    imageprops: {
      '/media/a.jpg': {
        alt: 'The lake at dawn',
        focus: { x: 0.3, y: 0.2 },
        credit: 'Foto: A. Berger',
      },
      '/media/b.jpg': { focus: { x: 3, y: -1 } },
    },
  };

  it("reads a picture's text, focus and credit by its address", () => {
    const prop = imagePropOf(item, '/media/a.jpg');
    expect(prop).toMatchObject({ alt: 'The lake at dawn', credit: 'Foto: A. Berger' });
    expect(focusPosition(prop)).toBe('30% 20%');
  });

  it('counts what is malformed as absent, and a picture without props as none', () => {
    expect(imagePropOf(item, '/media/b.jpg')).toEqual({});
    expect(imagePropOf({ imageprops: { '/x.jpg': 'alt' } }, '/x.jpg')).toEqual({});
    expect(
      imagePropOf(
        { imageprops: { '/x.jpg': { alt: '  ', credit: 7, focus: { x: 0.5 } } } },
        '/x.jpg',
      ),
    ).toEqual({});
    expect(imagePropOf(item, '/media/c.jpg')).toEqual({});
    expect(focusPosition({})).toBeUndefined();
  });
});
