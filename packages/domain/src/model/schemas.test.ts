import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from './api-error.ts';
import { ConsentEntrySchema, CookieSchema } from './cookies.ts';
import { CustomPopupSchema } from './popups.ts';
import { MessageSchema, messageType } from './messages.ts';
import { NotificationPayloadSchema } from './notifications.ts';

describe('spec §3 cookie and consent entry', () => {
  it('accepts a model cookie of a known category and keeps extra fields', () => {
    const parsed = CookieSchema.parse({
      id: 'staylytics',
      title: 'Statistics',
      essential: false,
      category: 'stats',
      provider: 'Hospes',
    });
    expect(parsed.provider).toBe('Hospes');
  });

  it('rejects a cookie category other than essential, stats or marketing', () => {
    expect(
      CookieSchema.safeParse({ id: 'x', title: 'X', essential: false, category: 'ads' }).success,
    ).toBe(false);
  });

  it('has cat, id, essential, ext, accepted, expires and valid', () => {
    const entry = {
      cat: 'marketing',
      id: 'youtube',
      essential: false,
      ext: true,
      accepted: true,
      expires: 1_780_000_000_000,
      valid: 365,
    };
    expect(ConsentEntrySchema.parse(entry)).toEqual(entry);
    expect(ConsentEntrySchema.safeParse({ ...entry, accepted: undefined }).success).toBe(false);
    expect(ConsentEntrySchema.safeParse({ ...entry, accepted: false, expires: null }).success).toBe(
      true,
    );
  });
});

describe('spec §3 custom popup', () => {
  it('accepts the popup types of spec §2', () => {
    for (const type of [
      'initial_stay',
      'add_to_homescreen',
      'enable_notifications',
      'info',
      'special_offer',
    ]) {
      expect(CustomPopupSchema.safeParse({ type, id: type, title: 'T' }).success).toBe(true);
    }
  });

  it('rejects an unknown popup type and non-ISO validity dates', () => {
    expect(CustomPopupSchema.safeParse({ type: 'survey', id: 's', title: 'T' }).success).toBe(
      false,
    );
    expect(
      CustomPopupSchema.safeParse({ type: 'info', id: 'i', title: 'T', validTo: '31.12.2025' })
        .success,
    ).toBe(false);
  });
});

describe('spec §3 notification payload', () => {
  it('has data {title, body, link, linkType, linkTitle}, rId, seen, omitPopup', () => {
    const payload = {
      data: {
        title: 'Hi',
        body: 'Spa opens',
        link: '/topic/spa',
        linkType: 'INT',
        linkTitle: 'Open',
      },
      rId: 'n-1',
      seen: false,
      omitPopup: false,
    };
    expect(NotificationPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('rejects a link type other than INT or EXT', () => {
    expect(
      NotificationPayloadSchema.safeParse({ data: { title: 'x', linkType: 'MAIL' }, rId: '1' })
        .success,
    ).toBe(false);
  });
});

describe('spec §3 message types', () => {
  it('keeps the known types', () => {
    expect(messageType('request_accepted')).toBe('request_accepted');
    expect(messageType('registration_canceled')).toBe('registration_canceled');
  });

  it('treats any other type as generic', () => {
    expect(messageType('new_message')).toBe('generic');
    expect(messageType('')).toBe('generic');
  });

  it('parses a message with type, content and title', () => {
    expect(MessageSchema.parse({ type: 'x', content: 'c', title: 't' })).toEqual({
      type: 'x',
      content: 'c',
      title: 't',
    });
  });
});

describe('API error body', () => {
  it('is { error, code, message, issues? } with a known code', () => {
    const body = {
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'body/stay/doa: Arrival date is invalid.',
      issues: [{ path: 'body/stay/doa', message: 'Arrival date is invalid.' }],
    };
    expect(ApiErrorSchema.parse(body)).toEqual(body);
    expect(ApiErrorSchema.safeParse({ error: 'x', message: 'no code' }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ ...body, code: 'FST_ERR_X' }).success).toBe(false);
  });
});
