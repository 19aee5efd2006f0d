// The staff's quick replies per language, edited as lines: published into
// the model's `project_settings.staff` (the other staff settings kept),
// removed when emptied, refused beyond ten.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { QuickRepliesForm } from './quick-replies-form.tsx';

const model = (staff: object): ModelJson => ({
  name: 'Hotel Alpenrose',
  project_settings: { messaging: { active: true }, staff },
});

function renderForm(initial: ModelJson) {
  const onPublish = vi.fn();
  render(<QuickRepliesForm model={initial} busy={false} onPublish={onPublish} />);
  const field = screen.getByRole('textbox', {
    name: 'Quick replies in this language, one per line',
  });
  return { onPublish, field };
}

describe('quick replies of a language', () => {
  it('publishes the lines, trimmed, beside the other staff settings', async () => {
    const user = userEvent.setup();
    const { onPublish, field } = renderForm(
      model({ escalate_after_minutes: 5, quick_replies: ['Gerne!'] }),
    );
    expect(field).toHaveValue('Gerne!');
    await user.type(field, '\n\n  Ihr Tisch ist reserviert.  ');
    await user.click(screen.getByRole('button', { name: 'Publish the quick replies' }));
    expect(onPublish).toHaveBeenCalledWith(
      model({ escalate_after_minutes: 5, quick_replies: ['Gerne!', 'Ihr Tisch ist reserviert.'] }),
    );
  });

  it('removes the setting when emptied (the console then offers its standard replies)', async () => {
    const user = userEvent.setup();
    const { onPublish, field } = renderForm(model({ quick_replies: ['Gerne!'] }));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Publish the quick replies' }));
    expect(onPublish).toHaveBeenCalledWith({
      name: 'Hotel Alpenrose',
      project_settings: { messaging: { active: true } },
    });
  });

  it('refuses more than ten replies and publishes nothing', async () => {
    const user = userEvent.setup();
    const { onPublish, field } = renderForm(model({}));
    await user.type(field, Array.from({ length: 11 }, (_, i) => `Reply ${i + 1}`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Publish the quick replies' }));
    expect(field).toHaveAccessibleDescription(
      /At most 10 replies of at most 500 characters each\./,
    );
    expect(onPublish).not.toHaveBeenCalled();
  });
});
