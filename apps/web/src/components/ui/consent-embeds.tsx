import {
  consentValidDays,
  EMBED_PROVIDER_NAMES,
  EMBED_PROVIDERS,
  mayLoadEmbed,
  withConsentGiven,
  type EmbedProvider,
} from '@hospes/domain';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import './button.css';
import './consent-embeds.css';

const isProvider = (value: string | null): value is EmbedProvider =>
  (EMBED_PROVIDERS as readonly string[]).includes(value ?? '');

/**
 * spec §3/§9 blockable third-party content in model HTML: in each holder the
 * sanitiser left (sanitize-html.ts), the provider's frame once the guest
 * allowed it — else a placeholder that names the provider and allows it with
 * one tap. Withdrawing the consent (cookie settings) takes the frame away
 * again. Loaded only when the content has an embed.
 */
export default function ConsentEmbeds({ holders }: { holders: readonly HTMLElement[] }) {
  return (
    <>
      {holders.map((holder, i) => {
        const provider = holder.getAttribute('data-embed-provider');
        const src = holder.getAttribute('data-embed-src');
        if (!isProvider(provider) || !src) return null;
        return createPortal(
          <ConsentEmbed
            provider={provider}
            src={src}
            title={holder.getAttribute('data-embed-title') ?? undefined}
          />,
          holder,
          `${i}-${src}`,
        );
      })}
    </>
  );
}

function ConsentEmbed({
  provider,
  src,
  title,
}: {
  provider: EmbedProvider;
  src: string;
  title: string | undefined;
}) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const stored = useConsentStore((s) => s.stored);
  const save = useConsentStore((s) => s.save);
  const name = EMBED_PROVIDER_NAMES[provider];
  if (stored && mayLoadEmbed(provider, stored, Date.now())) {
    return (
      <iframe
        className={`consent-embed__frame consent-embed__frame--${provider}`}
        src={src}
        title={title ?? t('consent.embed.title', { provider: name })}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div
      className="consent-embed"
      role="group"
      aria-label={t('consent.embed.title', { provider: name })}
    >
      <p>{t('consent.embed.blocked', { provider: name })}</p>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        disabled={!stored}
        onClick={() =>
          stored &&
          save(
            withConsentGiven(
              stored,
              provider,
              Date.now(),
              consentValidDays(model.welcome.popups.cookies),
            ),
          )
        }
      >
        {t('consent.embed.allow', { provider: name })}
      </button>
    </div>
  );
}
