// The one accessibility check of the journeys: axe-core run in the page.
//
// `@axe-core/playwright` injects axe's 550 KB source into every frame on each
// `analyze()` and finishes the run in a new blank page (one renderer process
// more): 1.5–3 s per check on a two-core machine. The journeys check the same
// document many times, so axe is injected once per document and run there
// directly: 0.2–0.3 s per check, with the same rules (axe's defaults).
import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

export interface AxeScope {
  /** CSS selector of the part to check (default: the whole document). */
  include?: string;
  /** A label for the failure message: which screen was checked. */
  what?: string;
}

/** axe's violations on the page as it is now (injecting axe once per document). */
export async function axeViolations(page: Page, { include }: AxeScope = {}): Promise<Result[]> {
  // A dialog that is still fading in has the contrast of a half-drawn frame:
  // the check looks at the screen once its finite animations have ended.
  const present = await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return 'axe' in window;
  });
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      // The app renders no frames of its own; a third-party frame is checked
      // where it is embedded, not inside.
      const result: AxeResults = await engine.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations;
    },
    { include },
  );
}

const isSerious = (v: Result) => v.impact === 'serious' || v.impact === 'critical';
const describeViolation = (v: Result) =>
  `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/**
 * axe finds no serious or critical problem; the lesser findings are kept with
 * the test's result (HTML report), not failed on.
 */
export async function expectAccessible(page: Page, scope: AxeScope = {}): Promise<void> {
  const violations = await axeViolations(page, scope);
  for (const v of violations.filter((v) => !isSerious(v))) {
    test.info().annotations.push({
      type: `axe ${v.impact ?? 'unknown'}`,
      description: describeViolation(v),
    });
  }
  expect(violations.filter(isSerious).map(describeViolation), scope.what).toEqual([]);
}

/** axe finds no problem at all, of any impact. */
export async function expectNoViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect((await axeViolations(page, scope)).map(describeViolation), scope.what).toEqual([]);
}
