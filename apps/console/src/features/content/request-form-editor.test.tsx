import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { renderAsAdmin } from '../../test/staff-screen.tsx';
import type { ContentChoice } from './content-chooser.tsx';
import { RequestFormEditor } from './request-form-editor.tsx';

const model: ModelJson = {
  name: 'Hotel',
  guest_services: {
    forms: [
      {
        id: 'towels',
        icon: 'towel',
        title: 'Extra towels',
        fields: [
          {
            id: 'kind',
            type: 'select',
            required: true,
            default: 'bath',
            label: 'Kind',
            options: [
              { value: 'bath', label: 'Bath towels' },
              { value: 'hand', label: 'Hand towels' },
            ],
          },
          { id: 'count', type: 'number', required: true, min: 1, max: 10, label: 'How many' },
        ],
      },
    ],
  },
};

const render = renderAsAdmin;

function Editor({ onSend }: { onSend: (model: ModelJson) => void }) {
  const [choice, setChoice] = useState<ContentChoice | null>(null);
  return (
    <RequestFormEditor
      model={model}
      busy={false}
      choice={choice}
      onChoose={setChoice}
      onSend={onSend}
    />
  );
}

type Forms = { guest_services: { forms: Record<string, unknown>[] } };

describe('request form editor', () => {
  it('edits a choice field: a kept label keeps its value (sent requests read by it), a new one gets its own', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Editor onSend={onSend} />);
    const choices = screen.getByRole('textbox', { name: 'Field 1: choices' });
    expect(choices).toHaveValue('Bath towels\nHand towels');
    await user.clear(choices);
    await user.type(choices, 'Hand towels{Enter}Sauna towels');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByRole('textbox', { name: 'Field 3: label' }), 'Delivery date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 3: kind' }), 'date');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Its date is the field' }),
      'delivery_date',
    );
    await user.click(screen.getByRole('button', { name: 'Publish the request form' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const form = (onSend.mock.calls[0]![0] as Forms).guest_services.forms[0]!;
    expect(form.fields).toEqual([
      {
        id: 'kind',
        type: 'select',
        required: true,
        label: 'Kind',
        options: [
          { value: 'hand', label: 'Hand towels' },
          { value: 'sauna-towels', label: 'Sauna towels' },
        ],
      },
      { id: 'count', type: 'number', required: true, min: 1, max: 10, label: 'How many' },
      { id: 'delivery_date', type: 'date', label: 'Delivery date' },
    ]);
    expect(form.start).toEqual({ date_field: 'delivery_date' });
  });

  it('names a field without a label, a choice field without choices and bounds the wrong way round', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Editor onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'New request form' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Taxi');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 1: kind' }), 'select');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByRole('textbox', { name: 'Field 2: label' }), 'Persons');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 2: kind' }), 'number');
    await user.type(screen.getByRole('textbox', { name: 'Field 2: smallest number' }), '8');
    await user.type(screen.getByRole('textbox', { name: 'Field 2: largest number' }), '1');
    await user.click(screen.getByRole('button', { name: 'Publish the request form' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Enter the field’s label (at most 200 characters).',
      'Write at least one choice, one per line.',
      'Enter the largest number as a whole number, not below the smallest, or leave it empty.',
    ]);
    expect(onSend).not.toHaveBeenCalled();
  });
});
