// @vitest-environment node
// The first view as the server renders it (docs/decisions/046): in Node,
// without a DOM, from a published model — the welcome page with its frame,
// in the model's language, and nobody's data.
import { readFileSync } from 'node:fs';
import type { ProjectModel } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { firstViewBranding, renderFirstView } from './first-view.tsx';

const demo = (project: string, lang: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../projects/${project}/model.${lang}.json`, import.meta.url),
      'utf8',
    ),
  ) as ProjectModel;

const render = (projectId: string, lang: 'de' | 'en', model = demo(projectId, lang)) =>
  renderFirstView({ projectId, lang, model });

describe('the first view on the server', () => {
  it('is the welcome page with its frame: greeting, text, topic tiles, menu, tabs and footer', async () => {
    const html = (await render('alpenrose', 'en'))!;
    expect(html).toContain('<h1 class="welcome__greeting">Welcome to Hotel Alpenrose</h1>');
    expect(html).toContain('We are delighted to have you here!');
    // Links as the hash router writes them: a tap before hydration already leads there.
    expect(html).toContain('href="#/topic/hiking"');
    expect(html).toContain('href="#/contact"');
    expect(html).not.toMatch(/href="\/(?!\/|media)/);
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toContain('class="bottom-tabs');
    expect(html).toContain('<footer class="imprint-footer"');
    // The model's HTML as text and basic formatting only: no handler, no link made from it.
    expect(html).not.toMatch(/<script|onerror|onclick/);
  });

  it('shows no dialog, popup or guest data: nobody has chosen or logged in there', async () => {
    const html = (await render('alpenrose', 'de'))!;
    expect(html).not.toMatch(/role="(?:alert)?dialog"|aria-modal/);
    expect(html).toContain('Anmelden');
    expect(html).not.toContain('Reservierung');
  });

  it('is in the language asked for, each render with its own model labels', async () => {
    const relabelled = demo('alpenrose', 'en');
    relabelled.ui_labels = {
      app_customization: { welcome: { topicsHeading: 'Explore Lärchwald' } },
    };
    const [custom, german, plain] = await Promise.all([
      render('alpenrose', 'en', relabelled),
      render('alpenrose', 'de'),
      render('alpenrose', 'en'),
    ]);
    expect(custom).toContain('>Explore Lärchwald</h2>');
    expect(german).toContain('>Entdecken</h2>');
    expect(german).toContain('Willkommen im Hotel Alpenrose');
    expect(plain).toContain('>Discover</h2>');
    expect(plain).not.toContain('Explore Lärchwald');
  });

  it('is none where the start page is the login (blocking splash screen)', async () => {
    expect(await render('bergblick', 'de')).toBeNull();
  });

  it('follows the product variant: discover shows the name, no logo', async () => {
    const html = (await render('seenland', 'de'))!;
    expect(html).toContain('class="welcome__name"');
    expect(html).not.toContain('welcome__logo');
  });

  it('carries the brand colours and the project’s CSS as the app applies them', () => {
    const model = demo('alpenrose', 'de');
    model.branding.customCSS = '.welcome{color:red}</style><script>alert(1)</script>';
    model.branding.customCSSExternalLinks = ['https://fonts.example/a.css', 'javascript:alert(1)'];
    const { htmlStyle, head } = firstViewBranding(model);
    expect(htmlStyle).toBe(
      '--color-main: #8c1c3a; --color-secondary: #fbf0f3; --color-main-contrast: #ffffff',
    );
    expect(head).toEqual([
      '<link rel="stylesheet" href="https://fonts.example/a.css" data-hospes-branding />',
      '<style data-hospes-branding>.welcome{color:red}\\3c /style>\\3c script>alert(1)\\3c /script></style>',
    ]);
    // Discover has the fixed colour scheme (spec §1).
    expect(firstViewBranding(demo('seenland', 'de')).htmlStyle).toContain('--color-main: #1f2d41');
  });
});
