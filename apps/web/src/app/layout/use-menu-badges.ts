import type { ProjectModel } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useNavBadges } from '../../lib/nav/nav-badges.ts';

/**
 * Badges of the menu and the tabs (spec §2): the inbox (`registrations`)
 * shows the unseen messages when messaging is active; the plan tab shows
 * the number of plan hints.
 */
export function useMenuBadges(model: ProjectModel) {
  const { t } = useTranslation();
  const { unseenMessages, planHints } = useNavBadges();
  const messaging = model.project_settings.messaging?.active === true;
  return {
    registrations: {
      count: messaging ? unseenMessages : 0,
      label: t('layout.unseenMessages', { count: unseenMessages }),
    },
    plan: { count: planHints, label: t('layout.planHints', { count: planHints }) },
  };
}
