import { productFeatures } from '../menu.ts';
import type { ProjectModel } from './project-model.ts';
import type { Command } from './welcome.ts';

/** Where a command leads (spec §1 commands; docs/decisions/044). */
export type CommandTarget =
  | { kind: 'route'; to: string }
  | { kind: 'phone'; href: string }
  | { kind: 'email'; href: string }
  | { kind: 'website'; href: string };

/** An in-app route: one leading slash, not a protocol-relative '//host'. */
const APP_ROUTE = /^\/(?!\/)/;
/** A dialable number: digits with the usual separators, an optional leading '+'. */
const PHONE = /^\+?[\d\s()./-]{3,30}$/;
const EMAIL = /^[^\s@/?]+@[^\s@/?]+\.[^\s@/?]+$/;

/**
 * The target of a command's link: `tel:` a phone number (separators
 * removed), `mailto:` an address (a `?subject=…` kept), `/…` an app route,
 * else an http(s) address. Anything else (`javascript:`, a bare word) gives
 * none, so the command is not shown.
 */
export function commandTarget(link: string): CommandTarget | null {
  const value = link.trim();
  if (APP_ROUTE.test(value)) return { kind: 'route', to: value };
  const scheme = /^([a-z]+):/i.exec(value)?.[1]?.toLowerCase();
  const rest = value.slice((scheme?.length ?? 0) + 1);
  if (scheme === 'tel') {
    const number = rest.trim();
    return PHONE.test(number) && /\d/.test(number)
      ? { kind: 'phone', href: `tel:${number.replace(/[\s()./-]/g, '')}` }
      : null;
  }
  if (scheme === 'mailto') {
    const [address = '', query] = rest.split('?', 2);
    if (!EMAIL.test(address)) return null;
    return { kind: 'email', href: `mailto:${address}${query ? `?${query}` : ''}` };
  }
  if (scheme !== 'http' && scheme !== 'https') return null;
  try {
    return { kind: 'website', href: new URL(value).href };
  } catch {
    return null;
  }
}

/** A command with where it leads. */
export interface ResolvedCommand {
  command: Command;
  target: CommandTarget;
}

/**
 * The welcome page's commands: none in the discover variant (spec §1 adds
 * them from discover plus on); a command without a label or a usable link
 * is left out and reported in `broken`, so a model error is logged, never
 * shown as a dead button.
 */
export function commandsOf(model: ProjectModel): {
  commands: ResolvedCommand[];
  broken: Command[];
} {
  const commands: ResolvedCommand[] = [];
  const broken: Command[] = [];
  if (!productFeatures(model._meta.product).commands) return { commands, broken };
  for (const command of model.welcome.commands ?? []) {
    const target = commandTarget(command.link);
    if (target && command.label.trim()) commands.push({ command, target });
    else broken.push(command);
  }
  return { commands, broken };
}
