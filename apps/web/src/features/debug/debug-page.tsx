import { APP_VERSION } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { useServiceWorkerState } from './use-service-worker-state.ts';
import './debug-page.css';

/** spec §2 /debug: facts that help support staff when a guest reports a problem. */
export function DebugPage() {
  const { t, i18n } = useTranslation();
  const model = useProjectModel();
  const projectId = useProjectId();
  const { lang } = useLanguage();
  const online = useOnline();
  const worker = useServiceWorkerState();
  const updatedAt = new Date(model._meta.updated_at);
  const rows: [string, string][] = [
    [t('debug.appVersion'), APP_VERSION],
    [t('debug.projectId'), projectId],
    [t('debug.language'), lang],
    [t('debug.modelVersion'), String(model._meta.version)],
    [
      t('debug.modelUpdatedAt'),
      Number.isNaN(updatedAt.getTime())
        ? model._meta.updated_at
        : updatedAt.toLocaleString(i18n.language),
    ],
    [t('debug.product'), model._meta.product],
    [
      t('debug.serviceWorker'),
      worker.state === null ? t('common.loading') : t(`debug.swState.${worker.state}`),
    ],
    [t('debug.controlled'), worker.controlled ? t('debug.yes') : t('debug.no')],
    [t('debug.online'), online ? t('debug.yes') : t('debug.no')],
  ];
  return (
    <section className="page">
      <h1>{t('menu.debug')}</h1>
      <dl className="debug-list">
        {rows.map(([label, value]) => (
          <div key={label} className="debug-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
