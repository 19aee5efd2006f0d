import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { SignatureField } from './signature-field.tsx';
import { DRAWN_SIGNATURE, drawOn } from '../../test/fake-signature-pad.ts';

vi.mock('signature_pad', async () => import('../../test/fake-signature-pad.ts'));

beforeAll(setupEnglish);
beforeEach(() => {
  // jsdom draws nothing; the pad is the stand-in above.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function Harness({ onValue, error }: { onValue?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <SignatureField
      id="sig"
      label="Your signature"
      value={value}
      error={error}
      required
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('the signature (spec §5, signature_pad)', () => {
  it('gives the pad a name and says whether it is signed, for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: /Your signature/ })).toBeInTheDocument();
    const pad = screen.getByRole('img', { name: 'Signature pad' });
    expect(pad).toHaveAccessibleDescription(/with your finger or the mouse.*Not signed yet/);
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });

  it('a stroke on the pad makes the value a PNG data URL; "clear" empties it', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness onValue={(v) => values.push(v)} />);
    act(() => drawOn(screen.getByRole('img', { name: 'Signature pad' })));
    expect(values.at(-1)).toBe(DRAWN_SIGNATURE);
    expect(screen.getByText('Signed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(values.at(-1)).toBe('');
    expect(screen.getByText('Not signed yet.')).toBeInTheDocument();
  });

  it('keyboard users sign by typing their name', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness onValue={(v) => values.push(v)} />);
    const toggle = screen.getByRole('button', { name: 'Sign by typing your name instead' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Your full name as signature' }), 'Max');
    expect(values.at(-1)).toMatch(/^data:image\/png;base64,/);
    await user.clear(screen.getByRole('textbox', { name: 'Your full name as signature' }));
    expect(values.at(-1)).toBe('');
  });

  it('shows the error under the pad and ties it to the pad', () => {
    render(<Harness error="Please sign the form with your finger / cursor." />);
    const pad = screen.getByRole('img', { name: 'Signature pad' });
    expect(pad).toHaveAttribute('aria-invalid', 'true');
    expect(pad).toHaveAccessibleDescription(/Please sign the form with your finger \/ cursor\./);
  });
});
