import { useTranslation } from 'react-i18next';

/**
 * spec §3 `externalSourceId`: an entry's id in the system it came from (a
 * tourism board's database) — shown to the staff, kept with every save,
 * never edited here.
 */
export function ExternalSourceNote({ item }: { item: Record<string, unknown> }) {
  const { t } = useTranslation();
  const id = typeof item.externalSourceId === 'string' ? item.externalSourceId.trim() : '';
  if (!id) return null;
  return <p className="small muted">{t('items.externalSourceId', { id })}</p>;
}
