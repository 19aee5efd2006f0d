// The statistics as one CSV file for a spreadsheet: a row per number, with
// its section, what it counts and — for money — the currency (amounts as
// decimals with a dot). RFC 4180 quoting; a UTF-8 BOM so that Excel reads
// the accents of titles right.
import type { StatsReport } from '@hospes/domain';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The CSV text of a report; `names` are the section names in the staff member's language. */
export function statsCsv(
  report: StatsReport,
  names: {
    header: [string, string, string, string];
    pageViews: string;
    salesShop: string;
    salesBookings: string;
    salesItem: string;
    topPages: string;
    requests: string;
    pageName: (page: StatsReport['topPages'][number]) => string;
  },
): string {
  const rows: (string | number)[][] = [names.header];
  for (const d of report.days) rows.push([names.pageViews, d.date, d.views, '']);
  for (const r of report.revenue) {
    for (const d of r.days) {
      rows.push([names.salesShop, d.date, decimal(d.shopMinor), r.currency]);
      rows.push([names.salesBookings, d.date, decimal(d.bookingsMinor), r.currency]);
    }
    for (const item of r.items)
      rows.push([names.salesItem, item.title, decimal(item.amountMinor), r.currency]);
  }
  for (const page of report.topPages)
    rows.push([names.topPages, names.pageName(page), page.views, '']);
  for (const form of report.requests.forms)
    rows.push([names.requests, form.subject, form.count, '']);
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Offers the text as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
