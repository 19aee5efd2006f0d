import type { EmbedProvider } from '@hospes/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent } from '../../lib/consent/use-consent.ts';
import '../../components/ui/button.css';
import './consent-gate.css';

export interface ConsentGateProps {
  /** The third party whose content `children` loads (spec §3: blockable embeds). */
  provider: EmbedProvider;
  /** The embed (iframe, script-driven widget, map tiles …), rendered only with consent. */
  children: ReactNode;
}

/**
 * spec §3/§4: third-party content (YouTube, Vimeo, Instagram, Google Maps)
 * loads only when the guest accepted that provider and the initial consent is
 * answered. Until then a placeholder names the provider and offers
 * "Load content", which accepts just that provider (stored with the usual
 * expiry) and shows the embed.
 */
export function ConsentGate({ provider, children }: ConsentGateProps) {
  const { t } = useTranslation();
  const consent = useConsent();
  const titleId = useId();
  if (consent.initialised && consent.mayLoadEmbed(provider)) return children;
  const name = t(`embed.provider.${provider}`);
  return (
    <div className="consent-gate" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="consent-gate__title">
        {t('embed.title', { provider: name })}
      </p>
      <p className="consent-gate__note">{t('embed.note', { provider: name })}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        disabled={!consent.initialised}
        onClick={() => consent.acceptEmbed(provider)}
      >
        {t('embed.load')}
      </button>
    </div>
  );
}
