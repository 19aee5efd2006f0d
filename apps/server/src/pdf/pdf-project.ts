import type { Lang } from '@hospes/domain';
import type { ProjectSummary } from '../projects/project.service.ts';
import type { PdfProject } from './pdf-document.ts';
import { formatCountry } from './pdf-format.ts';

/** The header of a project's PDFs (name, branding colour, address) and who issues its invoices. */
export function pdfProjectOf(project: ProjectSummary, lang: Lang): PdfProject {
  const a = project.place.address;
  const place = [a.postalCode, a.addressLocality].filter(Boolean).join(' ');
  const country = a.addressCountry
    ? formatCountry(a.addressCountry, lang).replace(/ \(.*\)$/, '')
    : '';
  return {
    name: project.name,
    color: project.themeColor,
    addressLine: [a.streetAddress, place, country].filter(Boolean).join(', '),
    supplier: project.supplier,
  };
}
