// The layer rule of the guest app (docs/decisions/006) must keep firing: a
// feature importing another feature or app/, or shared code importing a
// feature, fails the lint.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('feature boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'apps/web/src/features/plan/boundary-probe.ts',
      "export { useCheckinForm } from '../checkin/checkin-queries.ts';\n",
    ],
    [
      'a feature importing app/',
      'apps/web/src/features/plan/boundary-probe.ts',
      "export { AppLayout } from '../../app/layout/app-layout.tsx';\n",
    ],
    [
      'shared code importing a feature',
      'apps/web/src/lib/guest/boundary-probe.ts',
      "export { useCheckinForm } from '../../features/checkin/checkin-queries.ts';\n",
    ],
    [
      'a component importing app/',
      'apps/web/src/components/ui/boundary-probe.ts',
      "export { AppLayout } from '../../app/layout/app-layout.tsx';\n",
    ],
  ])('fails the lint for %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it('lets a feature use lib/, components/, hooks/ and i18n/', async () => {
    const code = [
      "export { useGuest } from '../../lib/guest/use-guest.ts';",
      "export { Icon } from '../../components/ui/icon.tsx';",
      "export { useNow } from '../../hooks/use-now.ts';",
      "export { useActiveLanguage } from '../../i18n/language-store.ts';",
      "export { PlanPage } from './plan-page.tsx';",
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/plan/boundary-probe.ts', code)).toEqual([]);
  });
});
