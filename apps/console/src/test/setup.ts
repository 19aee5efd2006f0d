// Test setup of the console (Vitest + jsdom + Testing Library), in English.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, setConsoleLanguage } from '../i18n/index.ts';

// A findBy waits for its positive signal up to 3 s: on two busy CI cores a
// screen's first render with its fake answers can take longer than 1 s.
configure({ asyncUtilTimeout: 3000 });

initI18n();
setConsoleLanguage('en');

afterEach(() => {
  cleanup();
});
