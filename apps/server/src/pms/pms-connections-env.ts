// HOSPES_PMS_CONNECTIONS (README): projects' property systems preset for
// automation, `{ "<project>": { kind, settings, secrets } }` as the console's
// PUT reads them. A wrong value is named by its path, never repeated.
import { PmsConnectionInputSchema } from '@hospes/domain';
import { z } from 'zod';
import { PROJECT_ID_PATTERN } from '../projects/project-id.ts';

export const PmsConnectionsEnvSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'Expected JSON: { "<project>": { kind, settings, secrets } }',
      });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(PROJECT_ID_PATTERN), PmsConnectionInputSchema));
