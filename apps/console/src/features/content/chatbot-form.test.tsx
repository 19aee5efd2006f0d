// The chatbot's look and words as a form (spec §3 webchat configuration):
// its texts and pictures written into the model, colours checked as hex with
// the contrast of white text on them, everything else of `chatbot` kept.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { renderAsAdmin } from '../../test/staff-screen.tsx';
import { ChatbotForm } from './chatbot-form.tsx';

const model: ModelJson = {
  name: 'Hotel',
  chatbot: {
    title: 'Rosi',
    matching: [{ id: 'directory', type: 'topic', title: 'A to Z' }],
    persistent_menu: [{ title: 'Breakfast' }],
    launcher: { position_bottom: 40 },
  },
};

describe('the chatbot form', () => {
  it('writes texts, pictures and colours into the model and keeps the rest of the chatbot', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderAsAdmin(<ChatbotForm model={model} busy={false} onSend={onSend} />);
    expect(screen.getByRole('textbox', { name: 'Name of the chatbot' })).toHaveValue('Rosi');
    await user.type(
      screen.getByRole('textbox', { name: 'Note on languages (start screen)' }),
      'Ask in your language.',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Picture of the launcher button (address)' }),
      '/media/x/launcher.svg',
    );
    const colours = screen.getByRole('group', { name: 'Colours of the chat' });
    await user.type(
      within(colours).getByRole('textbox', { name: 'Header and the guest’s bubbles' }),
      '#1f4d3a',
    );
    expect(within(colours).getByText(/Contrast with white: \d+\.\d : 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish the chatbot' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [sent, intent] = onSend.mock.calls[0]! as [ModelJson, string];
    expect(intent).toBe('publish');
    expect(sent.chatbot).toEqual({
      title: 'Rosi',
      matching: [{ id: 'directory', type: 'topic', title: 'A to Z' }],
      persistent_menu: [{ title: 'Breakfast' }],
      launcher: { position_bottom: 40, launcher_img_url: '/media/x/launcher.svg' },
      start_screen: { autotranslate_hint: 'Ask in your language.' },
      colors: { main: '#1f4d3a' },
    });
  });

  it('names a colour that is none, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderAsAdmin(<ChatbotForm model={model} busy={false} onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: 'Suggested questions' }), 'teal');
    await user.click(screen.getByRole('button', { name: 'Publish the chatbot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a colour as #rrggbb (or #rgb), or leave the field empty.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });
});
