// The console's label keys are typed from the English texts: a key that
// en.ts does not have fails `npm run typecheck`.
import 'i18next';
import type { en } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
