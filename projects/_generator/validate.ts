/**
 * Validates a generated model with the domain package's schema, the
 * authority on the model's shape.
 */
type Parse = (input: unknown) => { ok: true } | { ok: false; path: string; message: string };

let parse: Parse | undefined;

async function parser(): Promise<Parse | undefined> {
  if (!parse) {
    const domain = (await import('@hospes/domain')) as Record<string, unknown>;
    parse = domain.parseProjectModel as Parse | undefined;
    if (!parse) console.warn('warning: @hospes/domain exports no parseProjectModel yet');
  }
  return parse;
}

export async function validateWithDomain(model: unknown): Promise<string[]> {
  const fn = await parser();
  if (!fn) return [];
  const result = fn(model);
  return result.ok ? [] : [`schema: ${result.path || '(root)'}: ${result.message}`];
}
