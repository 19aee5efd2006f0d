// The import rules must keep firing: the layers of the guest app and the
// console (docs/decisions/006), the domain and the shared components that
// import nothing of the apps, the server's domain folders that never reach into plugins/ or routes/
// (ADR 011), and no import cycle anywhere.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

// The first lint loads the configuration, the parser and the import resolver
// (seconds on a busy machine): done once here, so that each test times only its
// own file.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: `${repoRoot}apps/web/src/lib/warm-up.ts` });
}, 60_000);

async function boundaryErrors(
  filePath: string,
  code: string,
  rules: readonly string[] = ['import-x/no-restricted-paths'],
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => rules.includes(m.ruleId ?? ''))
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

describe('the other import rules', () => {
  it.each([
    [
      'a console feature importing another console feature',
      'apps/console/src/features/orders/boundary-probe.ts',
      "export { LoginPage } from '../login/login-page.tsx';\n",
    ],
    [
      'the domain importing the console by name',
      'packages/domain/src/boundary-probe.ts',
      "export { api } from '@hospes/console/src/lib/api.ts';\n",
    ],
    [
      'the domain importing an app by path',
      'packages/domain/src/boundary-probe.ts',
      "export { api } from '../../../apps/console/src/lib/api.ts';\n",
    ],
    [
      'the shared components importing an app by name',
      'packages/ui/src/boundary-probe.ts',
      "export { api } from '@hospes/console/src/lib/api.ts';\n",
    ],
    [
      'the shared components importing an app by path',
      'packages/ui/src/boundary-probe.ts',
      "export { ErrorSummary } from '../../../apps/web/src/components/form/error-summary.ts';\n",
    ],
    [
      'the API client importing an app by path',
      'packages/api-client/src/boundary-probe.ts',
      "export { integrationPath } from '../../../apps/web/src/lib/api/api-paths.ts';\n",
    ],
    [
      'the API client importing the domain by path',
      'packages/api-client/src/boundary-probe.ts',
      "export { ApiErrorSchema } from '../../domain/src/index.ts';\n",
    ],
    [
      'the domain importing the API client',
      'packages/domain/src/boundary-probe.ts',
      "export { apiRequest } from '@hospes/api-client';\n",
    ],
    [
      'the domain importing the shared components',
      'packages/domain/src/boundary-probe.ts',
      "export { ErrorSummary } from '@hospes/ui/error-summary';\n",
    ],
    [
      'a server domain folder importing routes/',
      'apps/server/src/bookings/boundary-probe.ts',
      "export { ProjectParamsSchema } from '../routes/api/route-params.ts';\n",
    ],
    [
      'a server domain folder importing plugins/',
      'apps/server/src/inbox/boundary-probe.ts',
      "export { isApiPath } from '../plugins/app/error-handler.ts';\n",
    ],
  ])('fails the lint for %s', async (_name, file, code) => {
    const errors = await boundaryErrors(file, code, [
      'import-x/no-restricted-paths',
      'no-restricted-imports',
    ]);
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });

  it('lets routes/ and plugins/ assemble the server’s domain folders', async () => {
    const code = [
      "export { BookingService } from '../../../bookings/booking.service.ts';",
      "export { AppError } from '../../../http/app-error.ts';",
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/routes/api/boundary-probe/x.ts', code)).toEqual(
      [],
    );
  });

  it('fails the lint for an import cycle', async () => {
    const dir = `${repoRoot}apps/web/src/lib/cycle-probe`;
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(`${dir}/a.ts`, "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(`${dir}/b.ts`, "import { a } from './a.ts';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([`${dir}/a.ts`]);
      expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the error contract rule', () => {
  it('fails the lint for a route that writes an error status itself', async () => {
    const code = [
      "import type { FastifyReply } from 'fastify';",
      "export const refuse = (reply: FastifyReply) => reply.code(404).send({ error: 'x' });",
      '',
    ].join('\n');
    const errors = await boundaryErrors('apps/server/src/routes/api/probe/x.ts', code, [
      'no-restricted-syntax',
    ]);
    expect(errors).toEqual([
      'Throw an AppError (http/app-error.ts); the error handler answers it.',
    ]);
  });

  it('lets a route answer a success status', async () => {
    const code = [
      "import type { FastifyReply } from 'fastify';",
      'export const created = (reply: FastifyReply) => reply.code(201).send({});',
      '',
    ].join('\n');
    expect(
      await boundaryErrors('apps/server/src/routes/api/probe/x.ts', code, ['no-restricted-syntax']),
    ).toEqual([]);
  });
});
