// The registration form PDF of a check-in, for the guest who checked in and
// for the staff. After the retention period its data are gone, and so is the form.
import { zonedDate, type CheckinGuestData } from '@hospes/domain';
import type { CheckinRepository } from './checkin.repository.ts';
import { formatRegistrationNumber } from './checkin.service.ts';
import { GuestNotFoundError } from '../http/app-error.ts';
import type { ContextSources } from '../stays/stay-context.ts';
import { renderRegistrationFormPdf } from '../pdf/registration-form-pdf.ts';
import { pdfProjectOf } from '../pdf/pdf-project.ts';
import type { ProjectService } from '../projects/project.service.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

export interface RegistrationFormDeps extends Pick<ContextSources, 'pms' | 'pmsSettings'> {
  repository: CheckinRepository;
  projects: Pick<ProjectService, 'findProject'>;
}

/** Who asks: the guest of a session (only their own forms) or the staff (any form of the project). */
export type RegistrationFormReader = { guest: GuestCaller } | { staff: { projectId: string } };

export interface RegistrationFormFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * Renders the registration form of a finished check-in. Unknown, not the
 * guest's, not finished, or its data deleted after the retention period:
 * {@link GuestNotFoundError}.
 */
export async function registrationFormPdf(
  deps: RegistrationFormDeps,
  reader: RegistrationFormReader,
  checkinId: string,
): Promise<RegistrationFormFile> {
  const projectId = 'guest' in reader ? reader.guest.projectId : reader.staff.projectId;
  const record = await deps.repository.getCheckin(checkinId);
  const mine =
    'staff' in reader ||
    (record?.userId === reader.guest.userId && record.reservationId === reader.guest.reservationId);
  if (!record || record.projectId !== projectId || !mine || record.status !== 'finished') {
    throw new GuestNotFoundError();
  }
  const [identity, settings, reservation] = await Promise.all([
    deps.repository.getIdentity(record.id),
    deps.pmsSettings.read(projectId),
    deps.pms.getReservation(projectId, record.reservationId),
  ]);
  const project = deps.projects.findProject(projectId);
  if (!identity || !settings || !project) throw new GuestNotFoundError();
  const number = formatRegistrationNumber(record.registrationYear, record.registrationNumber);
  const pdf = await renderRegistrationFormPdf({
    project: pdfProjectOf(project, 'de'),
    registrationNumber: number,
    reservationNumber: reservation?.number ?? record.reservationId,
    roomNumbers: (reservation?.roomStays ?? [])
      .filter((s) => record.roomStayIds.includes(s.id))
      .map((s) => s.roomNumber)
      .filter((n): n is string => n !== null),
    guests: JSON.parse(identity.guests) as Omit<CheckinGuestData, 'signature'>,
    signaturePng: identity.signaturePng,
    checkedInAt: record.finishedAt ?? record.createdAt,
    keptUntil: zonedDate(Date.parse(identity.deleteAfter) - 1, settings.timeZone),
  });
  return { fileName: `registration-${number.replace('/', '-')}.pdf`, pdf };
}
