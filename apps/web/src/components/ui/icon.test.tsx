import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, isIconName, toIconName } from './icon.tsx';

describe('Icon', () => {
  it('is decorative: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon name="home" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('maps model icon names, falling back for unknown ones', () => {
    expect(isIconName('inbox')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(toIconName('rocket', 'chevron')).toBe('chevron');
    expect(toIconName('sun', 'chevron')).toBe('sun');
  });
});
