import { describe, expect, it } from 'vitest';
import { readCheckinSettings } from './checkin-settings.ts';

describe("a project's check-in settings (project_settings.integrations.checkin)", () => {
  it('reads form, signature and retention', () => {
    const formSections = [
      { type: 'SIGNATURE', fields: [{ type: 'SIGNATURE', name: 'signature', required: true }] },
    ];
    const read = readCheckinSettings({
      integrations: { checkin: { formSections, signature: false, retention: { years: 3 } } },
    });
    expect(read).toEqual({ settings: { formSections, signature: false, retention: { years: 3 } } });
  });

  it('no settings: the defaults apply', () => {
    expect(readCheckinSettings(undefined)).toEqual({ settings: {} });
    expect(readCheckinSettings({ integrations: {} })).toEqual({ settings: {} });
  });

  it('broken settings count as absent and name the problem', () => {
    const read = readCheckinSettings({ integrations: { checkin: { retention: { years: 0 } } } });
    expect(read.settings).toEqual({});
    expect(read.issue).toMatch(/^retention/);
    const noName = readCheckinSettings({
      integrations: { checkin: { formSections: [{ type: 'SIGNATURE', fields: [{ type: 'X' }] }] } },
    });
    expect(noName.issue).toMatch(/^formSections\.0\.fields\.0\.name/);
  });
});
