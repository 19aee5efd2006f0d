// Contact data and popups: a popup without a title, or one that ends before
// it starts, is named and not sent; the edited model keeps the rest.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import alpenrose from '../../../../../projects/alpenrose/model.en.json';
import type { ModelJson } from '../../lib/content-api.ts';
import { ContactForm } from './contact-form.tsx';

const model: ModelJson = alpenrose;

function renderForm() {
  const onSend = vi.fn();
  render(<ContactForm model={model} busy={false} onSend={onSend} />);
  const popup = (id: string) => screen.getByRole('group', { name: new RegExp(`Popup “${id}”`) });
  return { onSend, popup };
}

describe('the contact and popups form', () => {
  it('names a popup without a title and one that ends before it starts; sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend, popup } = renderForm();
    const winter = popup('info-winter-2026');
    await user.clear(within(winter).getByRole('textbox', { name: 'Title' }));
    await user.clear(within(winter).getByLabelText('Shown from'));
    await user.type(within(winter).getByLabelText('Shown from'), '2026-12-10');
    await user.clear(within(winter).getByLabelText('Shown until'));
    await user.type(within(winter).getByLabelText('Shown until'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Publish contact and popups' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enter the popup’s title.', 'The popup cannot end before it starts.']);
    expect(within(winter).getByLabelText('Shown until')).toHaveAccessibleDescription(
      'The popup cannot end before it starts.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the edited contact data in the model, with the button’s intent', async () => {
    const user = userEvent.setup();
    const { onSend } = renderForm();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+43 5356 0000');
    await user.click(screen.getByRole('button', { name: 'Preview contact and popups' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [sent, intent] = onSend.mock.calls[0] as [ModelJson, string];
    expect(intent).toBe('preview');
    expect(sent.contact).toEqual({ ...alpenrose.contact, phone: '+43 5356 0000' });
    expect(sent.welcome).toEqual(model.welcome);
  });
});
