import { describe, expect, it } from 'vitest';
import { ContactRequestSchema, StatsHitSchema } from './guest-requests.ts';

const contact = {
  name: 'Erika Gast',
  email: 'erika@example.com',
  message: 'Do you have a room with a balcony?',
  privacyAccepted: true,
  lang: 'de',
};

describe('contact form (spec §1 discover plus / app; §5 privacy consent needed to submit forms)', () => {
  it('accepts a complete request', () => {
    expect(ContactRequestSchema.safeParse(contact).success).toBe(true);
  });

  it('refuses a request without privacy consent, with the message the form shows', () => {
    const result = ContactRequestSchema.safeParse({ ...contact, privacyAccepted: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Please accept the privacy policy to send the form.',
    );
  });

  it('refuses a blank name and an invalid e-mail address', () => {
    const result = ContactRequestSchema.safeParse({ ...contact, name: '  ', email: 'nope' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'name']);
  });
});

describe('statistics hit (spec §7)', () => {
  it('accepts a pageview and requires event_action for an event', () => {
    expect(StatsHitSchema.safeParse({ hittype: 'pageview', documentpath: '/' }).success).toBe(true);
    expect(StatsHitSchema.safeParse({ hittype: 'event' }).success).toBe(false);
    expect(StatsHitSchema.safeParse({ hittype: 'event', event_action: 'share' }).success).toBe(
      true,
    );
  });

  it('refuses an unknown hit type and a malformed screen size', () => {
    expect(StatsHitSchema.safeParse({ hittype: 'click' }).success).toBe(false);
    expect(StatsHitSchema.safeParse({ hittype: 'pageview', screen: 'big' }).success).toBe(false);
  });
});
