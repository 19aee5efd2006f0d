// Dates and money as staff read them, in the console's language.
import i18n from 'i18next';

const locale = () => (i18n.language === 'de' ? 'de-AT' : 'en-GB');

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(locale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(minor / 100);
}
