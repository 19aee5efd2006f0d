import type { ProjectModel } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { readSupplier } from './model-content.ts';

/** The parts of a model that name who issues its invoices. */
function model(parts: {
  contact?: ProjectModel['contact'];
  invoicing?: ProjectModel['project_settings']['invoicing'];
}): ProjectModel {
  return {
    name: 'Testhof',
    contact: parts.contact ?? {},
    project_settings: parts.invoicing ? { invoicing: parts.invoicing } : {},
  } as ProjectModel;
}

describe('who issues the invoices (project_settings.invoicing)', () => {
  it('takes the legal name and VAT id of the settings', () => {
    const m = model({
      contact: { company: 'Testhof GmbH' },
      invoicing: { supplier_name: 'Testhof Betriebs GmbH', vat_id: 'ATU99999999' },
    });
    expect(readSupplier(m)).toEqual({ name: 'Testhof Betriebs GmbH', vatId: 'ATU99999999' });
  });

  it('falls back to the imprint company, then to the project name; no VAT id is none', () => {
    expect(readSupplier(model({ contact: { company: 'Testhof GmbH' } }))).toEqual({
      name: 'Testhof GmbH',
      vatId: undefined,
    });
    expect(readSupplier(model({ contact: { company: '  ' } }))).toEqual({
      name: 'Testhof',
      vatId: undefined,
    });
  });
});
