import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './contact-details.tsx';

describe('a long e-mail address on a narrow phone', () => {
  it('may wrap after its "@" and its dots only, reading as one address', () => {
    const { container } = render(<BreakableAddress text="reservations@hotel-alpenrose.example" />);
    expect(container.textContent).toBe('reservations@hotel-alpenrose.example');
    expect(container.innerHTML).toBe('reservations@<wbr>hotel-alpenrose.<wbr>example');
  });
});
