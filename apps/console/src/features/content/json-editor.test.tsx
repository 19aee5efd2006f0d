// The whole model as JSON: text that is not JSON, and JSON that is not a
// model, are named at the field and not sent; a valid model is sent with the
// button's intent.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import alpenrose from '../../../../../projects/alpenrose/model.en.json';
import type { ModelJson } from '../../lib/content-api.ts';
import { JsonEditor } from './json-editor.tsx';

const model: ModelJson = alpenrose;

function renderEditor(onSend = vi.fn()) {
  render(<JsonEditor model={model} busy={false} schemaUrl="/api/schema" onSend={onSend} />);
  return { onSend, field: screen.getByRole('textbox', { name: 'Whole model (JSON)' }) };
}

/** Replaces the field's text (typing a whole model key by key would take long). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the JSON editor', () => {
  it('names text that is not JSON at the field and sends nothing', async () => {
    const { onSend, field } = renderEditor();
    await replaceText(field, '{ "name": ');
    await userEvent.click(screen.getByRole('button', { name: 'Check and publish' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/Not valid JSON: /);
    expect(field).toHaveAccessibleDescription(/^Not valid JSON: /);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('names where JSON is not a valid model and sends nothing', async () => {
    const { onSend, field } = renderEditor();
    await replaceText(field, JSON.stringify({ ...model, welcome: 42 }));
    await userEvent.click(screen.getByRole('button', { name: 'Check and publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The model is not valid at welcome/);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends a valid model with the intent of the button', async () => {
    const { onSend } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Check and preview' }));
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ name: model.name }), 'preview'),
    );
  });
});
