import { commandsOf, type CommandTarget, type ProjectModel } from '@hospes/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppOffers } from '../../lib/nav/offered-routes.ts';
import { Icon, toIconName, type IconName } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';

/** The icon of a command that names none (or an unknown one): its kind of link says. */
const KIND_ICON: Record<CommandTarget['kind'], IconName> = {
  phone: 'phone',
  email: 'mail',
  route: 'chevron',
  website: 'external',
};

const warned = new Set<string>();

/**
 * spec §1 commands (discover plus and up; docs/decisions/044): one-tap
 * actions under the greeting — call or write to the reception, open a page
 * of the app or a website. A command whose link is unusable is warned once
 * in the console and not shown; a route the app does not offer (the chatbot
 * without the bot) is left out like in the menu.
 */
export function WelcomeCommands({ model }: { model: ProjectModel }) {
  const { t } = useTranslation();
  const offers = useAppOffers();
  const { commands } = commandsOf(model);
  useEffect(() => {
    for (const command of commandsOf(model).broken) {
      if (warned.has(command.id)) continue;
      warned.add(command.id);
      console.warn(`Command "${command.id}" is ignored: it needs a label and a usable link.`);
    }
  }, [model]);
  const shown = commands.filter(({ target }) => target.kind !== 'route' || offers(target.to));
  if (shown.length === 0) return null;
  return (
    <nav className="welcome-commands" aria-label={t('welcome.commandsLabel')}>
      <ul className="welcome-commands__list">
        {shown.map(({ command, target }) => {
          const icon = <Icon name={toIconName(command.icon, KIND_ICON[target.kind])} />;
          const label = command.label.trim();
          return (
            <li key={command.id}>
              {target.kind === 'route' ? (
                <Link className="welcome-commands__command" to={target.to}>
                  {icon}
                  {label}
                </Link>
              ) : target.kind === 'website' ? (
                <a
                  className="welcome-commands__command"
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {icon}
                  {label}
                  <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
                </a>
              ) : (
                <a className="welcome-commands__command" href={target.href}>
                  {icon}
                  {label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
