// The guest journey (docs/journeys.md) on both databases, with alpenrose's
// demo journey, the built-in PMS, a moved clock and a local SMTP server:
// the four mails planned at their local times; the invitation sent once in
// the guest's language, through real SMTP, with a personal link that logs
// in (and expires) and a one-click unsubscribe that works; a stay moved
// moves its mails; a refusal of the mail server is kept; a restart and two
// instances send a mail once.
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const BASE = 'https://guest.hospes.test';
/** 9:00 in Vienna, four days before the stay. */
const START = Date.parse('2026-12-01T08:00:00Z');

describe.each(DIALECTS)('the guest journey on %s', (dialect) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock = START;
  let ip = 0;
  /** The invitation as it arrived (the tests after it use its links). */
  let invitation: ParsedMail;

  const reservation = (
    number: string,
    email: string,
    arrival = '2026-12-05',
    departure = '2026-12-08',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/reservations',
      headers: STAFF,
      payload: {
        number,
        lastName: 'Berger',
        firstName: 'Anna',
        email,
        language: 'en',
        arrival,
        departure,
        room: '12',
        adults: 2,
      },
    });
  const mailsTo = (address: string) =>
    smtp.mails.filter((m) => (m.to as { text?: string } | undefined)?.text === address);
  const messages = async (reservationId: string) =>
    app().journey.messagesOf('alpenrose', reservationId);
  const app = () => t.app;
  /** A header's raw line as it arrived (mailparser folds List-* into objects). */
  const header = (mail: ParsedMail, key: string) =>
    (mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n\s+/g, ' ');
  const linkOf = (text: string) =>
    /https:\/\/guest\.hospes\.test\/alpenrose\/\?j=([\w.-]+)#(\/\S+)/.exec(text);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(
      dialect,
      {
        projectsDir: PROJECTS_DIR,
        publicUrl: BASE,
        smtp: { url: smtp.url, from: 'hotel@hospes.test' },
      },
      undefined,
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("plans the four mails at their local times in the project's zone; planning again changes nothing", async () => {
    expect((await reservation('J-100', 'anna@example.org')).statusCode).toBe(200);
    await app().journey.planAll();
    const planned = await messages('J-100');
    expect(planned.map((m) => [m.stepId, m.status, m.dueAt])).toEqual([
      ['invite', 'planned', '2026-12-02T09:00:00.000Z'],
      ['welcome', 'planned', '2026-12-05T08:00:00.000Z'],
      ['departure', 'planned', '2026-12-07T17:00:00.000Z'],
      ['thanks', 'planned', '2026-12-09T10:00:00.000Z'],
    ]);
    await app().journey.planAll();
    expect((await messages('J-100')).map((m) => m.id)).toEqual(planned.map((m) => m.id));
    // Nothing of it is due yet (the demo's own reservations may be).
    await app().journey.sendDue();
    expect(mailsTo('anna@example.org')).toHaveLength(0);
    expect((await messages('J-100')).every((m) => m.status === 'planned')).toBe(true);
  });

  it('sends the invitation once, in the guest’s language, with HTML and text, a personal link and one-click unsubscribe', async () => {
    clock = Date.parse('2026-12-02T09:00:30Z');
    await app().journey.sendDue();
    await app().journey.sendDue();
    expect(mailsTo('anna@example.org')).toHaveLength(1);
    const mail = mailsTo('anna@example.org')[0]!;
    invitation = mail;
    expect(mail.subject).toBe('Your stay at Hotel Alpenrose: check in online now');
    expect(mail.to).toMatchObject({ text: 'anna@example.org' });
    expect(mail.from?.value[0]).toMatchObject({
      address: 'welcome@alpenrose.example',
      name: 'Hotel Alpenrose',
    });
    expect(mail.text).toContain('Dear Anna,');
    expect(mail.text).toContain('we look forward to welcoming you on December 5, 2026.');
    expect(mail.html).toContain('Open in the app');
    const link = linkOf(mail.text ?? '');
    expect(link?.[2]).toBe('/checkinguestform/J-100');
    expect(header(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header(mail, 'list-unsubscribe')).toContain(
      `<${BASE}/api/journey/alpenrose/unsubscribe?t=`,
    );
    // Not the name in the address: a signed token.
    expect(link?.[0]).not.toMatch(/Berger|anna/i);
    const [invite] = await messages('J-100');
    expect(invite).toMatchObject({ status: 'sent', language: 'en', attempts: 1 });
  });

  it('a restarted server plans and sends nothing twice: what it knows is in the database', async () => {
    const before = await messages('J-100');
    t = await t.restart();
    await app().journey.planAll();
    await app().journey.sendDue();
    expect(mailsTo('anna@example.org')).toHaveLength(1);
    expect((await messages('J-100')).map((m) => [m.id, m.status])).toEqual(
      before.map((m) => [m.id, m.status]),
    );
  });

  it('the personal link logs the guest in and names the check-in; after its time it asks for the login', async () => {
    const link = linkOf(invitation.text ?? '');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/link-login',
      payload: { token: link![1] },
      headers: { 'x-forwarded-for': `203.0.113.${++ip}` },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      reservation_id: 'J-100',
      target: 'checkin',
      status: expect.any(String),
    });
    expect(login.cookies.some((c) => c.name === 'hospes_alpenrose')).toBe(true);
    expect((await messages('J-100'))[0]?.linkOpenedAt).toEqual(expect.any(String));
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/link-login',
      payload: { token: `${link![1]!.slice(0, -4)}AAAA` },
      headers: { 'x-forwarded-for': `203.0.113.${++ip}` },
    });
    expect(forged.statusCode).toBe(401);
    clock = Date.parse('2026-12-23T00:00:00Z');
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/link-login',
      payload: { token: link![1] },
      headers: { 'x-forwarded-for': `203.0.113.${++ip}` },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This link has expired. Please log in with your reservation details.',
    );
    clock = Date.parse('2026-12-02T09:01:00Z');
  });

  it('a stay moved to other dates moves its planned mails', async () => {
    expect(
      (await reservation('J-100', 'anna@example.org', '2026-12-06', '2026-12-09')).statusCode,
    ).toBe(200);
    await app().journey.planAll();
    const byStep = Object.fromEntries((await messages('J-100')).map((m) => [m.stepId, m]));
    expect(byStep.invite).toMatchObject({ status: 'sent' });
    expect(byStep.welcome).toMatchObject({ status: 'planned', dueAt: '2026-12-06T08:00:00.000Z' });
    expect(byStep.thanks).toMatchObject({ dueAt: '2026-12-10T10:00:00.000Z' });
  });

  it('one click unsubscribes: the next mail is skipped', async () => {
    const url = new URL(/<(https:[^>]+)>/.exec(header(invitation, 'list-unsubscribe'))![1]!);
    const page = await t.app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Do you want to stop getting e-mails about your stay from Hotel Alpenrose?',
    );
    // A mail client's one-click POST (RFC 8058).
    const done = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(
      'You will get no more e-mails about your stay from Hotel Alpenrose.',
    );
    clock = Date.parse('2026-12-06T08:00:30Z');
    await app().journey.sendDue();
    expect(mailsTo('anna@example.org')).toHaveLength(1);
    const welcome = (await messages('J-100')).find((m) => m.stepId === 'welcome');
    expect(welcome).toMatchObject({ status: 'skipped', lastError: 'The guest unsubscribed.' });
  });

  it('keeps the mail server’s answer: 550 fails at once, 451 is tried again later', async () => {
    clock = START;
    await reservation('J-200', 'bounce@example.org');
    await reservation('J-201', 'busy@example.org');
    await app().journey.planAll();
    clock = Date.parse('2026-12-02T09:00:30Z');
    await app().journey.sendDue();
    const [bounced] = await messages('J-200');
    expect(bounced).toMatchObject({ status: 'failed' });
    expect(bounced?.lastError).toContain('550');
    const [busy] = await messages('J-201');
    expect(busy).toMatchObject({
      status: 'planned',
      attempts: 1,
      dueAt: '2026-12-02T09:10:30.000Z',
    });
    expect(busy?.lastError).toContain('451');
    // The console lists them, never with the address.
    const listed = await t.app.inject({
      url: '/api/staff/alpenrose/reservations/J-200/journey?lang=en',
      headers: STAFF,
    });
    expect(listed.json()).toMatchObject({
      mailConfigured: true,
      // Named in the console's language, the hotel's name filled in.
      steps: expect.arrayContaining([
        {
          id: 'invite',
          target: 'checkin',
          subject: 'Your stay at Hotel Alpenrose: check in online now',
        },
      ]),
      messages: expect.arrayContaining([
        expect.objectContaining({ stepId: 'invite', status: 'failed' }),
      ]),
    });
    expect(listed.body).not.toContain('bounce@example.org');
  });

  it.runIf(dialect === 'postgres')('two instances send a due mail once', async () => {
    clock = START;
    await reservation('J-300', 'twice@example.org');
    await app().journey.planAll();
    const second = await startTestApp(
      dialect,
      {
        projectsDir: PROJECTS_DIR,
        publicUrl: BASE,
        smtp: { url: smtp.url, from: 'hotel@hospes.test' },
      },
      t.database,
      { now: () => clock },
    );
    try {
      clock = Date.parse('2026-12-02T09:00:30Z');
      smtp.mails.length = 0;
      const sent = await Promise.all([app().journey.sendDue(), second.app.journey.sendDue()]);
      expect(
        smtp.mails.filter((m) => (m.to as { text: string }).text === 'twice@example.org'),
      ).toHaveLength(1);
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close({ keepDatabase: true });
    }
  });
});
