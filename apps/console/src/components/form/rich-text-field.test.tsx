// The rich-text field: a labelled editable area with its toolbar, the
// value in the form cleaned to simple HTML, and the source one click away.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextField } from './rich-text-field.tsx';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField
        id="text"
        label="Introduction"
        value={value}
        onChange={setValue}
        hint="Select text for bold."
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the rich-text field', () => {
  it('shows the text as text, with a labelled toolbar, and hands typing on as clean HTML', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Schön, dass <b>Sie</b> da sind</p>" />);
    const area = screen.getByRole('textbox', { name: 'Introduction' });
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(area).toHaveAccessibleDescription('Select text for bold.');
    expect(area.innerHTML).toBe('<p>Schön, dass <b>Sie</b> da sind</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of “Introduction”' });
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    area.innerHTML = '<div style="color:red"><span>Hallo</span></div>';
    await user.type(area, '!');
    // Pasted spans and styles are gone; the words and the typed "!" are there.
    const value = screen.getByTestId('value').textContent!;
    expect(value).toContain('<p>Hallo</p>');
    expect(value).toContain('!');
    expect(value).not.toMatch(/span|style|div/);
  });

  it('shows the source on request and takes what is typed there', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Hi</p>" />);
    await user.click(screen.getByRole('button', { name: 'Edit as HTML' }));
    const source = screen.getByRole('textbox', { name: 'Introduction' });
    expect(source).toHaveValue('<p>Hi</p>');
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
    await user.clear(source);
    await user.type(source, '<p>Servus</p>');
    expect(screen.getByTestId('value').textContent).toBe('<p>Servus</p>');
    await user.click(screen.getByRole('button', { name: 'Edit as HTML' }));
    expect(screen.getByRole('textbox', { name: 'Introduction' }).innerHTML).toBe('<p>Servus</p>');
  });
});
