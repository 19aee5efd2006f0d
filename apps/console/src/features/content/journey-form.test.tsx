// The guest journey's mails of a language, edited in the content page:
// subject and text with their placeholders, when each goes, on or off; what
// the form does not show (sender, conditions, targets) stays; a placeholder
// the journey does not know is named before anything is published.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { JourneyForm } from './journey-form.tsx';

const journey = {
  active: true,
  sender: { email: 'welcome@alpenrose.example' },
  review_url: 'https://reviews.example/hotel-alpenrose',
  quiet_hours: { from: '21:00', to: '08:00' },
  steps: [
    {
      id: 'invite',
      anchor: 'arrival',
      offset_days: -3,
      time: '10:00',
      conditions: ['checkin_not_done'],
      target: 'checkin',
      subject: 'Your stay at {hotel}',
      text: 'Dear {first_name},\n\n{link}',
    },
  ],
};
const model = (j: unknown): ModelJson => ({
  name: 'Hotel Alpenrose',
  project_settings: { messaging: { active: true }, ...(j ? { guest_journey: j } : {}) },
});

describe('the guest journey’s mails in the content page', () => {
  it('publishes the edited message beside what the form does not show', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<JourneyForm model={model(journey)} busy={false} onSend={onSend} />);
    const step = screen.getByRole('group', { name: /Message “invite”/ });
    const subject = within(step).getByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Check in now, {{first_name}');
    const days = within(step).getByRole('spinbutton', { name: /Days/ });
    await user.clear(days);
    await user.type(days, '-2');
    await user.click(screen.getByRole('button', { name: 'Publish the journey' }));
    expect(onSend).toHaveBeenCalledWith(
      model({
        ...journey,
        steps: [{ ...journey.steps[0], subject: 'Check in now, {first_name}', offset_days: -2 }],
      }),
      'publish',
    );
  });

  it('names a placeholder the journey does not know, and publishes nothing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<JourneyForm model={model(journey)} busy={false} onSend={onSend} />);
    const text = screen.getByRole('textbox', { name: /Text/ });
    await user.type(text, ' {{firstname}');
    await user.click(screen.getByRole('button', { name: 'Publish the journey' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText(/Use only these placeholders: \{first_name\}/),
    ).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says how to start one when the project has none', () => {
    render(<JourneyForm model={model(null)} busy={false} onSend={vi.fn()} />);
    expect(screen.getByText(/This project has no guest journey yet/)).toBeInTheDocument();
  });
});
