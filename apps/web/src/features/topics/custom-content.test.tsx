import type { Product } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSanitizer } from '../../components/ui/safe-html.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { renderTopics } from './test/render-topics.tsx';
import { topicsModel } from './test/topic-fixture.ts';

beforeAll(async () => {
  // The sanitiser loads on demand; loaded up front, the blocks render at once.
  await loadSanitizer();
  await initI18n('en');
  useActiveLanguage.getState().setLang('en');
});

const modelOf = (product: Product) => {
  const model = topicsModel((m) => {
    m.discover.custom_content = [
      {
        id: 'guest-card',
        title: 'Your guest card',
        html: '<p>Buses are <strong>free</strong> with your card.</p><img src=x onerror="window.pwned=1">',
      },
      { id: 'lake-rules', html: '<p>Swim only where the lifeguards watch.</p>', topic: 'lakes' },
      { id: 'stray', html: '<p>Lost</p>', topic: 'gone' },
    ];
  });
  model._meta.product = product;
  return model;
};

describe('spec §1 custom discover content', () => {
  it('app: the overview shows the unbound block as a titled region, sanitised', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTopics('/topic', modelOf('app'));

    const block = screen.getByRole('region', { name: 'Your guest card' });
    expect(await within(block).findByText('free')).toBeInTheDocument();
    expect(block.innerHTML).not.toMatch(/onerror/);
    expect(screen.queryByText('Swim only where the lifeguards watch.')).toBeNull();
    // Content bound to a topic the model lacks is a model error: warned, not shown.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"stray" names topic "gone"'));
    expect(screen.queryByText('Lost')).toBeNull();
    warn.mockRestore();
  });

  it('app without chatbot: a topic shows its own block atop its items', async () => {
    renderTopics('/topic/lakes', modelOf('app_without_chatbot'));
    expect(await screen.findByText('Swim only where the lifeguards watch.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your guest card' })).toBeNull();
  });

  it.each(['discover', 'discover_plus'] as const)('%s shows none', (product) => {
    renderTopics('/topic', modelOf(product));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your guest card' })).toBeNull();
    expect(document.querySelector('.custom-content')).toBeNull();
  });
});
