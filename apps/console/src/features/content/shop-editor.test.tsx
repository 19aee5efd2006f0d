import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ModelJson } from '../../lib/content-api.ts';
import { renderAsAdmin } from '../../test/staff-screen.tsx';
import type { ContentChoice } from './content-chooser.tsx';
import { ShopEditor } from './shop-editor.tsx';

const model: ModelJson = {
  name: 'Hotel',
  shop: {
    currency: 'EUR',
    categories: [
      { id: 'in-room', title: 'In the room' },
      { id: 'take-home', title: 'To take home' },
    ],
    products: [
      {
        id: 'honey',
        category: 'take-home',
        title: 'Mountain honey',
        price_minor: 900,
        vat_rate_bp: 1000,
        option_groups: [{ id: 'size', label: 'Size', choices: [{ id: 's', label: 'Small' }] }],
      },
      { id: 'strudel', category: 'in-room', title: 'Apple strudel', price_minor: 650 },
    ],
  },
};

const render = renderAsAdmin;

function Editor({ onSend }: { onSend: (model: ModelJson) => void }) {
  const [choice, setChoice] = useState<ContentChoice | null>(null);
  return (
    <ShopEditor model={model} busy={false} choice={choice} onChoose={setChoice} onSend={onSend} />
  );
}

type Shop = { shop: { categories: { id: string }[]; products: Record<string, unknown>[] } };

describe('shop editor', () => {
  it('publishes a product’s new price and VAT, keeping its options', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Editor onSend={onSend} />);
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveDisplayValue('Apple strudel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'honey');
    const price = screen.getByRole('textbox', { name: 'Gross price (EUR)' });
    expect(price).toHaveValue('9');
    expect(screen.getByText(/This product has options/)).toBeVisible();
    await user.clear(price);
    await user.type(price, '9,90');
    await user.clear(screen.getByRole('textbox', { name: 'VAT in % (empty: 20)' }));
    await user.type(screen.getByRole('textbox', { name: 'VAT in % (empty: 20)' }), '13');
    await user.click(screen.getByRole('button', { name: 'Publish the product' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const honey = (onSend.mock.calls[0]![0] as Shop).shop.products[0]!;
    expect(honey).toMatchObject({ id: 'honey', price_minor: 990, vat_rate_bp: 1300 });
    expect(honey.option_groups).toEqual((model.shop as Shop['shop']).products[0]!.option_groups);
  });

  it('writes a new product into a category; names a price that is none and sends nothing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Editor onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'New product' }));
    await user.type(screen.getByRole('textbox', { name: 'Product name' }), 'Zirben-Schnaps');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'take-home');
    const price = screen.getByRole('textbox', { name: 'Gross price (EUR)' });
    await user.clear(price);
    await user.type(price, 'twelve');
    await user.type(screen.getByLabelText('Can be ordered from (time)'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Publish the product' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Enter the price as a number such as 4 or 4.50.',
      'Enter both times when the product can be ordered, or neither.',
    ]);
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(price);
    await user.type(price, '12');
    await user.type(screen.getByLabelText('Can be ordered until (time)'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Publish the product' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect((onSend.mock.calls[0]![0] as Shop).shop.products.at(-1)).toEqual({
      id: 'zirben-schnaps',
      category: 'take-home',
      title: 'Zirben-Schnaps',
      price_minor: 1200,
      orderable: { from: '08:00', until: '22:00' },
    });
  });

  it('adds a category with an id from its name; a category with products cannot be removed', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Editor onSend={onSend} />);
    expect(screen.queryByRole('button', { name: 'Remove category 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await user.type(screen.getByRole('textbox', { name: 'Category 3: name' }), 'Spa & Gutscheine');
    await user.click(screen.getByRole('button', { name: 'Publish the categories' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect((onSend.mock.calls[0]![0] as Shop).shop.categories.map((c) => c.id)).toEqual([
      'in-room',
      'take-home',
      'spa-gutscheine',
    ]);
  });
});
