// Work for the pages to come waits for the guest's first step to another
// page: a guest who only reads the first page loads none of it.
import { renderHook } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLeavingFirstPage, useFirstPageSignal } from './first-page.ts';
import type { AppRouter } from './router.tsx';

const routes = [
  { path: '/', loader: () => null, Component: () => null },
  { path: '/topic', Component: () => null },
  { path: '/old', loader: () => new Response(null, { status: 302, headers: { Location: '/' } }) },
];

function settled(router: AppRouter) {
  return new Promise<void>((resolve) => {
    const check = () =>
      router.state.initialized && router.state.navigation.state === 'idle' && resolve();
    check();
    router.subscribe(check);
  });
}

/** A router the app's signal watches, as the app mounts it. */
async function watched(initial: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initial] }) as unknown as AppRouter;
  renderHook(() => useFirstPageSignal(router));
  await settled(router);
  return router;
}

// The task waits for the browser's idle time (jsdom: a timeout), run here by fake timers.
describe('afterLeavingFirstPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task once, after the first navigation away from the first page', async () => {
    const task = vi.fn();
    afterLeavingFirstPage(task);
    const router = await watched('/');
    await router.revalidate(); // the first page's data again: not a step
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    await router.navigate('/topic');
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    await router.navigate('/');
    await router.navigate('/topic');
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a redirect at the start is not a step: the page it lands on is the first page', async () => {
    const task = vi.fn();
    afterLeavingFirstPage(task);
    const router = await watched('/old');
    expect(router.state.location.pathname).toBe('/');
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    await router.navigate('/topic');
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
