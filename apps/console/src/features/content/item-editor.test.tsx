import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { renderAsAdmin } from '../../test/staff-screen.tsx';
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

const render = renderAsAdmin;

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

  it('names a missing title and a map position out of range, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <ItemEditor
        model={modelOf('Spa')}
        busy={false}
        choice={null}
        onChoose={vi.fn()}
        onSend={onSend}
      />,
    );
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '95');
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enter the title.', 'Enter a latitude from −90 to 90.']);
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hike');
    await user.clear(screen.getByRole('textbox', { name: 'Latitude' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '47.5');
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it('spec §3 externalSourceId: shows where the entry came from, and keeps it with a save', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const model: ModelJson = {
      name: 'Hotel',
      discover: {
        properties: {},
        topics: [
          {
            id: 'tours',
            title: 'Tours',
            items: [{ id: 'hike', type: 'POI', title: 'Hike', externalSourceId: 'tirol-4711' }],
          },
        ],
      },
    };
    render(
      <ItemEditor model={model} busy={false} choice={null} onChoose={vi.fn()} onSend={onSend} />,
    );
    expect(
      screen.getByText('Taken from another system, where its id is tirol-4711.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' loop');
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(JSON.stringify(onSend.mock.calls[0])).toContain('"externalSourceId":"tirol-4711"');
  });

  it('writes a new entry of a topic: its id from its title, added last, then chosen', async () => {
    const user = userEvent.setup();
    const sent: ModelJson[] = [];
    function NewEntryPage() {
      const [choice, setChoice] = useState<ItemChoice | null>({ topicId: 'hotel', itemId: 'spa' });
      return (
        <ItemEditor
          model={modelOf('Spa')}
          busy={false}
          choice={choice}
          onChoose={setChoice}
          onSend={(model) => sent.push(model)}
        />
      );
    }
    render(<NewEntryPage />);
    await user.click(screen.getByRole('button', { name: 'New entry in this topic' }));
    expect(screen.getByRole('combobox', { name: 'Entry' })).toHaveDisplayValue('New entry');
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    // Without a title nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the title.');
    expect(sent).toEqual([]);
    await user.type(title, 'Ski-Verleih Größ');
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    // (The form's check runs before the send, a turn later.)
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const topics = (sent[0] as { discover: { topics: { id: string; items: object[] }[] } }).discover
      .topics;
    expect(topics.find((t) => t.id === 'hotel')!.items.at(-1)).toMatchObject({
      id: 'ski-verleih-gross',
      type: 'POI',
      title: 'Ski-Verleih Größ',
    });
    // Published: the editor leaves "new" (the next version has the entry, and it is chosen).
    expect(screen.getByRole('combobox', { name: 'Entry' })).not.toHaveDisplayValue('New entry');
  });

  it('writes split hours and a programme block; refuses a block guests could not book', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <ItemEditor
        model={modelOf('Spa')}
        busy={false}
        choice={{ topicId: 'hotel', itemId: 'spa' }}
        onChoose={vi.fn()}
        onSend={onSend}
      />,
    );
    // Split hours: Monday 09:00–12:00 and 15:00–18:00.
    await user.type(screen.getByLabelText('Monday opens'), '09:00');
    await user.type(screen.getByLabelText('Monday closes'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Add a time on Monday' }));
    await user.type(screen.getByLabelText('Monday opens 2'), '15:00');
    await user.type(screen.getByLabelText('Monday closes 2'), '18:00');

    await user.click(screen.getByRole('checkbox', { name: 'Guests can book this entry' }));
    expect(screen.getByRole('textbox', { name: 'Places per slot' })).toHaveValue('10');
    await user.type(screen.getByLabelText('Slot 1: ends (optional)'), '11:00');
    const price = screen.getByRole('textbox', { name: 'Option 1: price (0 = free)' });
    await user.clear(price);
    await user.type(price, 'free');
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Enter the price option’s name.',
      'Enter the price as a number such as 27 or 27.50 (0 = free).',
    ]);
    expect(onSend).not.toHaveBeenCalled();

    await user.type(
      screen.getByRole('textbox', { name: 'Option 1: name (e.g. “Adult”)' }),
      'Adults',
    );
    await user.clear(price);
    await user.type(price, '27,50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Confirmation' }), 'staff');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'room');
    await user.click(screen.getByRole('button', { name: 'Publish the entry' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const model = onSend.mock.calls[0]![0] as {
      discover: { topics: { id: string; items: Record<string, unknown>[] }[] };
    };
    const spa = model.discover.topics[1]!.items.find((i) => i.id === 'spa')!;
    expect(spa.openingHours).toEqual([
      { day: 1, from: '09:00', to: '12:00' },
      { day: 1, from: '15:00', to: '18:00' },
    ]);
    expect(spa.booking).toEqual({
      contingent: 10,
      weekly: [{ day: 1, from: '10:00', to: '11:00' }],
      price_options: [{ id: 'adults', label: 'Adults', price_minor: 2750 }],
      currency: 'EUR',
      confirmation: 'staff',
      payment: 'room',
    });
  });
});
