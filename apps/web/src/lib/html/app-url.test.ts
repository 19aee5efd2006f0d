import { afterEach, describe, expect, it } from 'vitest';
import { appUrl } from './safe-url.ts';

afterEach(() => document.querySelector('meta[name="hospes-app-url"]')?.remove());

describe('the address share links and QR codes carry', () => {
  it('is the model url, else the one the server names, else where the app is served', () => {
    expect(appUrl(undefined)).toBe(`${window.location.origin}${window.location.pathname}`);
    const meta = document.createElement('meta');
    meta.name = 'hospes-app-url';
    meta.content = 'https://guest.example.com/alpenrose/';
    document.head.append(meta);
    expect(appUrl(undefined)).toBe('https://guest.example.com/alpenrose/');
    expect(appUrl('https://alpenrose.example/')).toBe('https://alpenrose.example/');
  });

  it('never takes a non-http address from the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'hospes-app-url';
    meta.content = 'javascript:alert(1)';
    document.head.append(meta);
    expect(appUrl(undefined)).toBe(`${window.location.origin}${window.location.pathname}`);
  });
});
