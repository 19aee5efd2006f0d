import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { testModel } from '../test/model-fixture.ts';
import { renderApp } from '../test/render-app.tsx';
import { contrastColor } from '@hospes/domain';
import { applyBranding } from './branding.ts';

const rootStyle = () => document.documentElement.style;

describe('spec §4 startup: branding from the model', () => {
  beforeEach(() => {
    document.head.querySelectorAll('[data-hospes-branding]').forEach((e) => e.remove());
    document.documentElement.removeAttribute('style');
  });

  it('applies the brand colours as CSS custom properties and the model name as the page title', async () => {
    const model = testModel({ product: 'discover_plus' }, (m) => {
      m.branding.color_scheme = '#8a1c2b';
      m.branding.color_scheme_secondary = '#fdf1e6';
    });
    mockFetch({ '/api/projects/alpenrose/model/de': model });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    expect(rootStyle().getPropertyValue('--color-main')).toBe('#8a1c2b');
    expect(rootStyle().getPropertyValue('--color-secondary')).toBe('#fdf1e6');
    expect(rootStyle().getPropertyValue('--color-main-contrast')).toBe('#ffffff');
    expect(document.title).toBe('Hotel Alpenrose');
  });

  it('keeps the default colours #1f2d41 / #eff3f9 when the model has none', () => {
    applyBranding(testModel());

    expect(rootStyle().getPropertyValue('--color-main')).toBe('#1f2d41');
    expect(rootStyle().getPropertyValue('--color-secondary')).toBe('#eff3f9');
  });

  it('applies customCSS as CSS text only, never as markup', () => {
    const css = 'body { color: red; } </style><script>window.hacked = true</script><style>';
    applyBranding(testModel({}, (m) => (m.branding.customCSS = css)));

    const style = document.head.querySelector<HTMLStyleElement>('style[data-hospes-branding]');
    expect(style?.textContent).toBe(css);
    expect(style?.children).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('replaces the custom CSS of an older model instead of adding to it', () => {
    applyBranding(testModel({}, (m) => (m.branding.customCSS = 'h1 { color: red; }')));
    applyBranding(testModel({}, (m) => (m.branding.customCSS = 'h1 { color: blue; }')));

    const styles = document.head.querySelectorAll('style[data-hospes-branding]');
    expect([...styles].map((s) => s.textContent)).toEqual(['h1 { color: blue; }']);
  });

  it('loads custom font stylesheets and puts the family first in --font-family; unsafe URLs are dropped', () => {
    applyBranding(
      testModel({}, (m) => {
        m.branding.customAppFonts = [
          { family: 'Lora', url: 'https://fonts.example.com/css?family=Lora' },
          { family: 'Evil', url: 'javascript:alert(1)' },
        ];
      }),
    );

    const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-hospes-branding]');
    expect([...links].map((l) => l.href)).toEqual(['https://fonts.example.com/css?family=Lora']);
    expect(rootStyle().getPropertyValue('--font-family')).toMatch(/^"Lora", system-ui/);
  });

  it('uses the model favicon', () => {
    applyBranding(testModel({}, (m) => (m.branding.favicon = '/media/alpenrose/favicon.png')));

    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe(
      'http://localhost:3000/media/alpenrose/favicon.png',
    );
  });

  it('picks a readable text colour on the main colour', () => {
    expect(contrastColor('#1f2d41')).toBe('#ffffff');
    expect(contrastColor('#ffe066')).toBe('#1a1a1a');
  });
});
