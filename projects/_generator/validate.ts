/**
 * Validates a generated model with the domain package's schema, the
 * authority on the model's shape (docs/project-model.md).
 */
import { parseProjectModel } from '@hospes/domain';

export function validateWithDomain(model: unknown): string[] {
  const result = parseProjectModel(model);
  return result.ok ? [] : [`schema: ${result.path || '(root)'}: ${result.message}`];
}
