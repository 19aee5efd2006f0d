// Test setup of the console (Vitest + jsdom + Testing Library), in English.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, setConsoleLanguage } from '../i18n/index.ts';

initI18n();
setConsoleLanguage('en');

afterEach(() => {
  cleanup();
});
