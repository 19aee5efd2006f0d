/**
 * Validates a generated model with the domain package's schema, the
 * authority on the model's shape (docs/project-model.md).
 */
import {
  BookingBlockSchema,
  commandsOf,
  parseProjectModel,
  ShopSchema,
  strayCustomContent,
} from '@hospes/domain';

export function validateWithDomain(model: unknown): string[] {
  const result = parseProjectModel(model);
  if (!result.ok) return [`schema: ${result.path || '(root)'}: ${result.message}`];
  // A `booking` block that does not parse would silently make its item unbookable.
  const problems: string[] = [];
  for (const topic of result.model.discover.topics) {
    for (const item of topic.items) {
      if (item.booking === undefined) continue;
      const block = BookingBlockSchema.safeParse(item.booking);
      if (!block.success) {
        problems.push(`booking of ${item.id}: ${block.error.issues[0]?.message ?? 'invalid'}`);
      }
    }
  }
  // A command or custom block the app would only warn about is a generator error here.
  const { commands, broken } = commandsOf(result.model);
  for (const command of broken) problems.push(`command ${command.id}: no label or usable link`);
  const forms = new Set(result.model.guest_services?.forms.map((form) => form.id));
  for (const { command, target } of commands) {
    const form = target.kind === 'route' && /[?&]form=([^&]+)/.exec(target.to)?.[1];
    if (form && !forms.has(decodeURIComponent(form))) {
      problems.push(`command ${command.id}: no request form ${form}`);
    }
  }
  for (const block of strayCustomContent(result.model)) {
    problems.push(`custom content ${block.id}: no topic ${block.topic}`);
  }
  const shop = (model as { shop?: unknown }).shop;
  if (shop !== undefined) {
    const parsed = ShopSchema.safeParse(shop);
    if (!parsed.success) problems.push(`shop: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const categories = new Set(parsed.data?.categories.map((c) => c.id));
    for (const product of parsed.data?.products ?? []) {
      if (!categories.has(product.category)) {
        problems.push(`shop: ${product.id} is in no category`);
      }
    }
  }
  return problems;
}
