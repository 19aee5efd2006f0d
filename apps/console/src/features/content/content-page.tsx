// Content editing (admins): per language, a form for the welcome page and
// the colours, the entries, the contact, the chatbot, the quick replies, the whole model
// as JSON, and the version history — each a section with its own address
// (`#/content/entries`), and the answer to a publish shown below the form
// that sent it. Every publish is a new version; guests get it by the spec's
// model-refresh rule.
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Lang } from '@hospes/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import {
  fetchContent,
  useContentModel,
  usePreview,
  usePublish,
  type ModelJson,
} from '../../lib/content-api.ts';
import { mergeModels } from '../../lib/model-merge.ts';
import { useAccount } from '../../lib/session.ts';
import { ChatbotForm } from './chatbot-form.tsx';
import { ContactForm } from './contact-form.tsx';
import type { DraftIntent } from './draft-actions.tsx';
import { ItemEditor, type ItemChoice } from './item-editor.tsx';
import { JsonEditor } from './json-editor.tsx';
import { PublishConflict, type Conflict } from './publish-conflict.tsx';
import { JourneyForm } from './journey-form.tsx';
import { QuickRepliesForm } from './quick-replies-form.tsx';
import { RequestFormEditor } from './request-form-editor.tsx';
import { ShopEditor } from './shop-editor.tsx';
import type { ContentChoice } from './content-chooser.tsx';
import { VersionsPanel } from './versions-panel.tsx';
import { WelcomeForm, welcomeValues, withWelcomeValues } from './welcome-form.tsx';

/** The content page's sections: their address and the heading each form has. */
const SECTIONS = {
  welcome: 'welcome-form',
  entries: 'item-editor',
  shop: 'shop-editor',
  forms: 'request-forms',
  contact: 'contact-form',
  chatbot: 'chatbot-form',
  replies: 'quick-form',
  journey: 'journey-form',
  expert: 'json-editor',
  versions: 'versions',
} as const;
type Section = keyof typeof SECTIONS;
const isSection = (value: string | undefined): value is Section =>
  value !== undefined && value in SECTIONS;

export function ContentPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const { section } = useParams();
  // The section that sent the last publish or preview: its answer is shown below it.
  const [sentFrom, setSentFrom] = useState<Section>('welcome');
  // What was last sent to publish, and — when a colleague published first — its merge.
  const [sent, setSent] = useState<ModelJson | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [lang, setLang] = useState<string>(DEFAULT_LANGUAGE);
  // Outside the forms that each version renews: the entry staff picked stays picked.
  const [itemChoice, setItemChoice] = useState<ItemChoice | null>(null);
  const [productChoice, setProductChoice] = useState<ContentChoice | null>(null);
  const [formChoice, setFormChoice] = useState<ContentChoice | null>(null);
  const content = useContentModel(lang);
  const defaults = useContentModel(DEFAULT_LANGUAGE);
  const publish = usePublish(lang);
  const preview = usePreview(lang);
  const busy = publish.isPending || preview.isPending;
  // The default language's model, for the translations still to do in another one.
  const reference = lang !== DEFAULT_LANGUAGE ? defaults.data?.model : undefined;

  const send = (model: ModelJson, intent: DraftIntent, from: Section) => {
    if (!content.data) return;
    publish.reset();
    preview.reset();
    setSentFrom(from);
    setConflict(null);
    if (intent === 'publish') {
      setSent(model);
      publish.mutate({ baseVersion: content.data.version, model, shared: from !== 'expert' });
      return;
    }
    // Opened now, while the click still counts: a tab opened once the
    // server has answered would be blocked as a popup.
    const tab = window.open('about:blank', '_blank');
    preview.mutate(model, {
      onSuccess: ({ url }) => {
        if (!tab) return;
        tab.opener = null;
        tab.location.href = url;
      },
      onError: () => tab?.close(),
    });
  };
  const stale = publish.error instanceof ApiError && publish.error.status === 409;
  // Refused because a colleague published first: lay the typing onto their version.
  useEffect(() => {
    if (!stale || !sent || !content.data) return;
    let current = true;
    const base = content.data.model;
    void fetchContent(projectId, lang).then(
      (newer) => {
        if (!current) return;
        setConflict({
          merge: mergeModels(base, sent, newer.model),
          version: newer.version,
          theirs: newer.model as ModelJson,
          mine: sent,
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [stale, sent, content.data, projectId, lang]);
  // A section's address (`#/content/entries`) brings it into view and to the
  // keyboard — once per address, not again when a publish renews the forms.
  const shown = useRef<string | null>(null);
  const loaded = content.data !== undefined;
  useEffect(() => {
    if (!isSection(section) || !loaded || shown.current === section) return;
    const heading = document.getElementById(SECTIONS[section]);
    if (!heading) return;
    shown.current = section;
    heading.setAttribute('tabindex', '-1');
    // (jsdom has no scrolling.)
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [section, loaded]);
  const feedback = (
    <>
      {publish.data && (
        <Notice kind="success">
          {t('content.published', { version: publish.data.version })}
          {publish.data.shared && publish.data.shared.length > 0 && (
            <>
              {' '}
              {t('content.sharedTo', {
                languages: publish.data.shared
                  .map((s) => LANGUAGE_NAMES[s.lang as Lang])
                  .join(', '),
              })}
            </>
          )}
        </Notice>
      )}
      {stale && (
        <div className="stack">
          <Notice kind="error">{t('content.stale')}</Notice>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => {
                publish.reset();
                setConflict(null);
                void content.refetch();
              }}
            >
              {t('content.reload')}
            </button>
          </p>
          {conflict && (
            <PublishConflict
              conflict={conflict}
              busy={busy}
              onPublish={(model, baseVersion) => {
                setSent(model);
                setConflict(null);
                publish.reset();
                publish.mutate({ baseVersion, model, shared: sentFrom !== 'expert' });
              }}
              onDiscard={() => {
                publish.reset();
                setConflict(null);
                void content.refetch();
              }}
            />
          )}
        </div>
      )}
      {publish.error && !stale && <Notice kind="error">{errorText(publish.error, t)}</Notice>}
      {preview.data && (
        <Notice kind="success">
          {t('content.previewReady', { until: formatDateTime(preview.data.expiresAt) })}{' '}
          <a href={preview.data.url} target="_blank" rel="noopener">
            {t('content.previewOpen')}
          </a>
        </Notice>
      )}
      {preview.error && <Notice kind="error">{errorText(preview.error, t)}</Notice>}
    </>
  );
  /** A section with the answer to what it sent below its buttons. */
  const part = (name: Section, children: ReactNode) => (
    <div className="content-section">
      {children}
      {sentFrom === name && feedback}
    </div>
  );

  return (
    <Page
      title={t('content.title')}
      actions={
        <>
          <label className="inline-field">
            <span>{t('content.language')}</span>
            <select
              value={lang}
              onChange={(e) => {
                publish.reset();
                preview.reset();
                setLang(e.target.value);
              }}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <a
            className="button button--ghost"
            href={`/${projectId}/#/`}
            target="_blank"
            rel="noopener"
          >
            {t('content.preview')}
          </a>
        </>
      }
    >
      {!content.data ? (
        <QueryState error={content.error} onRetry={() => void content.refetch()} />
      ) : (
        <div className="stack" key={`${lang}-${content.data.version}`}>
          <p className="muted">{t('content.version', { version: content.data.version })}</p>
          <p className="muted">{t('content.sharedHint')}</p>
          <nav className="content-nav" aria-label={t('content.sections')}>
            {(Object.keys(SECTIONS) as Section[]).map((name) => (
              <NavLink key={name} to={`/content/${name}`}>
                {t(`content.section.${name}`)}
              </NavLink>
            ))}
          </nav>
          {part(
            'welcome',
            <WelcomeForm
              initial={welcomeValues(content.data.model)}
              fallback={
                lang !== DEFAULT_LANGUAGE && defaults.data
                  ? welcomeValues(defaults.data.model)
                  : undefined
              }
              busy={busy}
              onSend={(values, intent) =>
                send(withWelcomeValues(content.data.model, values), intent, 'welcome')
              }
            />,
          )}
          {part(
            'entries',
            <ItemEditor
              model={content.data.model}
              reference={reference}
              busy={busy}
              choice={itemChoice}
              onChoose={setItemChoice}
              onSend={(model, intent) => send(model, intent, 'entries')}
            />,
          )}
          {part(
            'shop',
            <ShopEditor
              model={content.data.model}
              reference={reference}
              busy={busy}
              choice={productChoice}
              onChoose={setProductChoice}
              onSend={(model, intent) => send(model, intent, 'shop')}
            />,
          )}
          {part(
            'forms',
            <RequestFormEditor
              model={content.data.model}
              reference={reference}
              busy={busy}
              choice={formChoice}
              onChoose={setFormChoice}
              onSend={(model, intent) => send(model, intent, 'forms')}
            />,
          )}
          {part(
            'contact',
            <ContactForm
              model={content.data.model}
              busy={busy}
              onSend={(model, intent) => send(model, intent, 'contact')}
            />,
          )}
          {part(
            'chatbot',
            <ChatbotForm
              model={content.data.model}
              busy={busy}
              onSend={(model, intent) => send(model, intent, 'chatbot')}
            />,
          )}
          {part(
            'replies',
            <QuickRepliesForm
              model={content.data.model}
              busy={busy}
              onPublish={(model) => send(model, 'publish', 'replies')}
            />,
          )}
          {part(
            'journey',
            <JourneyForm
              model={content.data.model}
              busy={busy}
              onSend={(model, intent) => send(model, intent, 'journey')}
            />,
          )}
          {part(
            'expert',
            <JsonEditor
              model={content.data.model}
              busy={busy}
              schemaUrl={`/api/staff/${projectId}/content-schema`}
              onSend={(model, intent) => send(model, intent, 'expert')}
            />,
          )}
          <VersionsPanel
            lang={lang}
            current={content.data.model}
            currentVersion={content.data.version}
          />
        </div>
      )}
    </Page>
  );
}
