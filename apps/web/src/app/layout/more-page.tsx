import { useAppOffers } from '../../lib/nav/offered-routes.ts';
import { resolveMenu } from '@hospes/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuList } from './menu-list.tsx';
import { appUrl } from '../../lib/html/safe-url.ts';
import { ShareDialog } from '../../components/share/share-dialog.tsx';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher.tsx';

/**
 * spec §2 /more: the whole menu (the mobile one, which may be longer than the
 * bottom tabs) and the languages.
 */
export function MorePage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const [shareOpen, setShareOpen] = useState(false);
  const offers = useAppOffers();
  const items = useMemo(() => resolveMenu(model, { mobile: true, offers }), [model, offers]);
  return (
    <section className="page">
      <h1>{t('menu.more')}</h1>
      <MenuList items={items} onShare={() => setShareOpen(true)} />
      <h2>{t('languages.title')}</h2>
      <LanguageSwitcher />
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} url={appUrl(model.url)} />
    </section>
  );
}
