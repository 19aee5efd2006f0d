import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { ItemEditor, type ItemChoice } from './item-editor.tsx';

const modelOf = (spaTitle: string): ModelJson => ({
  name: 'Hotel',
  discover: {
    properties: {},
    topics: [
      { id: 'tours', title: 'Tours', items: [{ id: 'hike', type: 'POI', title: 'Hike' }] },
      {
        id: 'hotel',
        title: 'Hotel',
        items: [
          { id: 'restaurant', type: 'POI', title: 'Restaurant' },
          { id: 'spa', type: 'POI', title: spaTitle },
        ],
      },
    ],
  },
});

/** As the content page: the forms are renewed (re-keyed) with each published version. */
function Page({ version }: { version: number }) {
  const [choice, setChoice] = useState<ItemChoice | null>(null);
  return (
    <div key={version}>
      <ItemEditor
        model={modelOf(`Spa ${version}`)}
        busy={false}
        choice={choice}
        onChoose={setChoice}
        onSend={vi.fn()}
      />
    </div>
  );
}

describe('item editor', () => {
  it('keeps the chosen topic and entry when a new version renews the forms', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page version={1} />);
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(topic).toHaveValue('tours');
    await user.selectOptions(topic, 'hotel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entry' }), 'spa');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Spa 1');

    rerender(<Page version={2} />);
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('hotel');
    expect(screen.getByRole('combobox', { name: 'Entry' })).toHaveValue('spa');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Spa 2');
  });
});
