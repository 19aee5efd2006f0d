// Chromium reads only the last `--disable-features` switch: ours repeats
// Playwright's list, and this fails when an upgrade of Playwright changes it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../e2e/support/chromium-args.ts';

const require = createRequire(join(import.meta.dirname, '../../e2e/package.json'));

/** The string literals of playwright-core's `disabledFeatures` list. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = [^[]*\[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer declares disabledFeatures');
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1]!);
}

describe('the Chromium switches of the end-to-end tests', () => {
  it("repeat Playwright's disabled features", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightDisabledFeatures());
  });

  it('have one --disable-features switch, which also turns off the unseen browser UI', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']),
    );
  });
});
