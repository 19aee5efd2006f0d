// Test setup of the web app (Vitest + jsdom + Testing Library).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEveryLabelPartAtStart } from '../i18n/i18n.ts';

// Component tests render features without their routes, which would load
// their label parts (src/i18n/README.md): start with every part instead.
loadEveryLabelPartAtStart();

// Page chunks load lazily (route `lazy`); on a busy machine the first one takes a while.
configure({ asyncUtilTimeout: 4000 });

// The server's first view renders in Node (`@vitest-environment node`): no page there.
if (typeof document !== 'undefined') {
  // The server writes the project into the page; the project store reads it when imported.
  const meta = document.createElement('meta');
  meta.name = 'hospes-project';
  meta.content = 'alpenrose';
  document.head.append(meta);

  afterEach(() => {
    cleanup();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}
