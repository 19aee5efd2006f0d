// Which authority a project reports its guests to: by the country of its
// address (docs/registration.md). Only Italy's Alloggiati Web so far.
import type { ProjectSummary } from '../projects/project.service.ts';

export const ALLOGGIATI = 'alloggiati';

/** The authority a project reports to, by its country; null where Hospes has none yet. */
export function authorityOf(project: Pick<ProjectSummary, 'place'>): typeof ALLOGGIATI | null {
  return project.place.address.addressCountry?.toUpperCase() === 'IT' ? ALLOGGIATI : null;
}
