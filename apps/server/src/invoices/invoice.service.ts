// getinvoices and getinvoicepdf: the invoices of the caller's own
// reservation only — another guest's invoice is "not found" (404).
import type { InvoicesResponse, Lang } from '@hospes/domain';
import { GuestNotFoundError } from '../http/app-error.ts';
import type { ContextSources } from '../stays/stay-context.ts';
import { renderInvoicePdf } from '../pdf/invoice-pdf.ts';
import { pdfProjectOf } from '../pdf/pdf-project.ts';
import type { ProjectService } from '../projects/project.service.ts';
import { paymentBlockOf } from '../pms/reservation-view.ts';
import { formatPeriod, invoiceView, servicePeriodOf } from './invoice-view.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';
import type { PmsInvoice, PmsReservation } from '../pms/pms-adapter.ts';

export interface InvoiceServiceDeps extends Pick<ContextSources, 'pms' | 'pmsSettings'> {
  projects: Pick<ProjectService, 'findProject'>;
}

export interface InvoicePdf {
  fileName: string;
  pdf: Buffer;
}

export class InvoiceService {
  constructor(private readonly deps: InvoiceServiceDeps) {}

  private async sources(caller: GuestCaller, lang: Lang) {
    const settings = await this.deps.pmsSettings.read(caller.projectId);
    if (!settings) throw new GuestNotFoundError();
    if (caller.reservationId === null || !settings.invoiceActive) return null;
    const reservation = await this.deps.pms.getReservation(caller.projectId, caller.reservationId);
    if (!reservation) return null;
    const invoices = await this.deps.pms.getInvoices(caller.projectId, reservation.id, lang);
    return { settings, reservation, invoices };
  }

  /** The caller's invoices; none for an anonymous guest or a project without invoices. */
  async list(caller: GuestCaller, lang: Lang): Promise<InvoicesResponse> {
    const found = await this.sources(caller, lang);
    if (!found) return { invoices: [], payment_required: false };
    const block = paymentBlockOf(found.invoices, found.settings.invoiceActive);
    return {
      invoices: found.invoices.map((i) => invoiceView(i, found.reservation, lang)),
      payment_required: block === true || (Array.isArray(block) && block.length > 0),
    };
  }

  /** One of the caller's invoices as a PDF in the project's branding. */
  async pdf(caller: GuestCaller, invoiceId: string, lang: Lang): Promise<InvoicePdf> {
    const found = await this.sources(caller, lang);
    if (!found) throw new GuestNotFoundError();
    return this.render(caller.projectId, found, invoiceId, lang);
  }

  /** The front desk: any invoice of a reservation of the project, as the guest gets it. */
  async pdfForStaff(
    projectId: string,
    reservationId: string,
    invoiceId: string,
    lang: Lang,
  ): Promise<InvoicePdf> {
    const reservation = await this.deps.pms.getReservation(projectId, reservationId);
    if (!reservation) throw new GuestNotFoundError();
    const invoices = await this.deps.pms.getInvoices(projectId, reservation.id, lang);
    return this.render(projectId, { reservation, invoices }, invoiceId, lang);
  }

  private async render(
    projectId: string,
    found: { reservation: PmsReservation; invoices: PmsInvoice[] },
    invoiceId: string,
    lang: Lang,
  ): Promise<InvoicePdf> {
    const invoice = found.invoices.find((i) => i.id === invoiceId);
    const project = this.deps.projects.findProject(projectId);
    if (!invoice || !project) throw new GuestNotFoundError();
    const main = found.reservation.guests.find((g) => g.isMain);
    const pdf = await renderInvoicePdf({
      project: pdfProjectOf(project, lang),
      invoice: invoiceView(invoice, found.reservation, lang),
      reservationNumber: found.reservation.number,
      servicePeriod: ((period) => (period ? formatPeriod(period, lang) : null))(
        servicePeriodOf(invoice, found.reservation),
      ),
      guestName: main ? `${main.firstName} ${main.lastName}`.trim() : null,
      lang,
    });
    return { fileName: `${invoice.number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`, pdf };
  }
}
