// The registration form PDF of a check-in: it renders (a picture
// of its first page), its number increases per check-in, only the guest and
// the staff get it, and it is gone with the data after the retention period.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DIALECTS } from '../../test/support/databases.ts';
import {
  checkinInput,
  createCheckinFixture,
  filledSections,
  guest,
  PMS_SETTINGS,
  signatureDataUrl,
  SUMMARY,
  type CheckinFixture,
} from '../../test/support/checkin-fixture.ts';
import { pdfFirstPagePng, pdfText } from '../../test/support/pdf-tools.ts';
import { GuestNotFoundError } from '../http/app-error.ts';
import { registrationFormPdf, type RegistrationFormReader } from './registration-forms.ts';

const MAX = guest('R-1001');

describe.each(DIALECTS)('registration forms on %s', (dialect) => {
  let f: CheckinFixture;
  let form: (reader: RegistrationFormReader, id: string) => ReturnType<typeof registrationFormPdf>;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect);
  });
  beforeEach(async () => {
    await f.reset();
    const deps = {
      pms: f.pms,
      pmsSettings: { read: async () => PMS_SETTINGS },
      repository: f.repository,
      projects: { findProject: () => SUMMARY },
    };
    form = (reader, id) => registrationFormPdf(deps, reader, id);
  });
  afterAll(async () => {
    await f?.close();
  });

  it('renders the guest, the document, the companion and the signature, numbered per check-in', async () => {
    const signature = await signatureDataUrl();
    const first = await f.checkin.checkin(MAX, checkinInput(filledSections(signature)));
    const file = await form({ guest: MAX }, first.checkin_id);
    expect(file.fileName).toBe('registration-2026-000001.pdf');
    const text = pdfText(file.pdf);
    for (const expected of [
      'Gästeblatt / Registration form',
      'Nr. 2026/000001',
      'Muster',
      'Max',
      '12.04.1985',
      'Deutschland (DE)',
      'Musterstraße 1',
      'Reisepass / Passport',
      'C01X00T47',
      'Anna',
      'Unterschrift / Signature',
      'Zimmer / Room: 204',
    ]) {
      expect(text).toContain(expected);
    }
    // The first page as a picture: an A4 page (595×842 pt at 50 dpi) that is
    // not blank — the branding band and the signature are dark on white.
    // HOSPES_PDF_PREVIEW=/some/dir keeps the picture to look at.
    const preview = process.env.HOSPES_PDF_PREVIEW;
    const png = pdfFirstPagePng(file.pdf, 50, preview && `${preview}/registration-${dialect}.png`);
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([414, 585]);
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.min).toBeLessThan(80);

    await f.reseed();
    const second = await f.checkin.checkin(
      MAX,
      checkinInput(filledSections(signature), 'second-key-0123456789'),
    );
    const next = pdfText(
      (await form({ staff: { projectId: 'alpenrose' } }, second.checkin_id)).pdf,
    );
    expect(next).toContain('Nr. 2026/000002');
  });

  it("guest B cannot read guest A's registration form; it is gone after the retention period", async () => {
    const result = await f.checkin.checkin(
      MAX,
      checkinInput(filledSections(await signatureDataUrl())),
    );
    for (const reader of [{ guest: guest('R-1002') }, { staff: { projectId: 'seenland' } }]) {
      await expect(form(reader, result.checkin_id)).rejects.toThrow(GuestNotFoundError);
    }
    await expect(form({ guest: MAX }, 'no-such-checkin')).rejects.toThrow(GuestNotFoundError);
    expect(await f.repository.listExpiredIdentity('2033-11-25T22:59:59.999Z')).toEqual([]);
    await expect(form({ guest: MAX }, result.checkin_id)).resolves.toBeDefined();
    const expired = await f.repository.listExpiredIdentity('2033-11-25T23:00:00.000Z');
    expect(expired.map((e) => e.checkinId)).toEqual([result.checkin_id]);
    expect(await f.repository.deleteIdentity(result.checkin_id)).toBe(true);
    await expect(form({ guest: MAX }, result.checkin_id)).rejects.toThrow(GuestNotFoundError);
  });
});
