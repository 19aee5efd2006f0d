import { useAppOffers } from '../../lib/nav/offered-routes.ts';
import { resolveMobileTabs } from '@hospes/domain';
import { lazy, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useChatbotAvailability } from '../../lib/chatbot/chatbot-availability.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { previewToken } from '../../lib/model/preview.ts';
import { OfflineBadge } from '../../features/offline/offline-badge.tsx';
import { ToastHost } from '../../components/ui/toast.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { ImprintFooter } from './imprint-footer.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { SkipLink } from './skip-link.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useSidebarVisibility } from './use-sidebar-visible.ts';
import './app-layout.css';
import { OptionalPart } from '../../components/ui/optional-part.tsx';

// Not part of a guest's first route: the chatbot's launcher (large screens,
// after the page) and the banner only staff previews show.
const ChatbotLauncher = lazy(async () => ({
  default: (await import('./chatbot-launcher.tsx')).ChatbotLauncher,
}));

const PreviewBanner = lazy(async () => ({
  default: (await import('./preview-banner.tsx')).PreviewBanner,
}));

/**
 * The frame of every page (spec §2): skip link, compact header and bottom
 * tabs on phones, the sidebar from 992 px, the page in `<main>`, the imprint
 * footer and the toasts. Which of header/sidebar shows is decided by CSS;
 * the one CSS hides is not even built where the browser tells the width.
 */
export function AppLayout() {
  const model = useProjectModel();
  const offers = useAppOffers();
  const tabs = useMemo(() => resolveMobileTabs(model, offers), [model, offers]);
  const withTabs = tabs.some((tab) => tab.type !== 'separator');
  // CSS shows one or the other; what it would hide is not built (docs/performance.md).
  const sidebar = useSidebarVisibility();
  // spec §2: the imprint footer is hidden on the chatbot's page.
  const onChatbot = useLocation().pathname === '/chatbot';
  // The launcher's chunk loads only where it shows: large screens, a guest who has the chatbot.
  const chatbot = useChatbotAvailability();
  const launcher = sidebar === true && !onChatbot && chatbot === 'available';
  // The server's first view is not usable until the app has taken it over: its buttons
  // would do nothing yet (docs/decisions/046). Said, so that nobody acts on it too early.
  const hydrated = useHydrated();
  return (
    <div
      className={withTabs ? 'app-layout app-layout--with-tabs' : 'app-layout'}
      aria-disabled={hydrated ? undefined : true}
    >
      <SkipLink />
      {sidebar !== true && <MobileHeader model={model} />}
      {sidebar !== false && <Sidebar model={model} />}
      <div className="app-layout__content">
        {previewToken() && (
          <OptionalPart name="The preview banner">
            <PreviewBanner />
          </OptionalPart>
        )}
        {/* Offline: said above the page, in its flow — never over a field or a button. */}
        <OfflineBadge />
        <main id="main" className="app-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        {!onChatbot && <ImprintFooter model={model} />}
      </div>
      {sidebar !== true && <BottomTabs model={model} tabs={tabs} />}
      <ToastHost />
      {launcher && (
        <OptionalPart name="The chatbot launcher">
          <ChatbotLauncher />
        </OptionalPart>
      )}
    </div>
  );
}
