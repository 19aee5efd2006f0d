import { lazy, Suspense } from 'react';
import { loadLabelParts } from '../../i18n/i18n.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';

// Only a logged-in guest sees it; nobody else downloads it (or its labels).
const NextStep = lazy(async () => {
  const [module] = await Promise.all([import('./next-step.tsx'), loadLabelParts(['auth'])]);
  return { default: module.NextStep };
});

/** The logged-in guest's next step (next-step.tsx), loaded on demand. */
export function LazyNextStep() {
  const loggedIn = useGuestStore((state) => state.loggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NextStep />
    </Suspense>
  );
}
