// The property system of each project (docs/pms.md): the built-in PMS unless
// the project's admins connected another one (pms_connections). Every call
// of the contract goes to the project's own PMS; a changed connection takes
// effect with the next call.
import type { LoginField, StaffReservationEntry, StaffReservationInput } from '@hospes/domain';
import { AppError } from '../http/app-error.ts';
import { ApaleoPms } from './apaleo/apaleo-pms.ts';
import type { ApaleoClientOptions } from './apaleo/apaleo-client.ts';
import { MewsPms } from './mews/mews-pms.ts';
import type { MewsClientOptions } from './mews/mews-client.ts';
import {
  PmsError,
  type PmsAdapter,
  type PmsChargeInput,
  type PmsCheckIn,
  type PmsLoginData,
  type PmsPaymentInput,
  type PmsReservation,
  type ReservationSearch,
} from './pms-adapter.ts';
import type { PmsOutbox } from './outbox/pms-outbox.ts';
import type { OutboxItem } from './outbox/pms-outbox.repository.ts';
import type { PmsConnections, StoredPmsConnection } from './pms-connections.repository.ts';
import { PmsNotRespondingError } from './pms-not-responding.ts';

export const NOT_BUILTIN =
  "This project's reservations come from its property system; enter them there.";

/** How long a project's connection is kept before it is read again (another instance may change it). */
const CONNECTION_TTL_MS = 10_000;
/**
 * A guest waits at most this long for a remote PMS's answer (login, stay,
 * invoices): then "try again in a moment" (503, Retry-After) instead of a
 * request that hangs; the call itself ends on its own timeout.
 */
export const PMS_READ_DEADLINE_MS = 2_000;

export class PmsRouter implements PmsAdapter {
  private readonly cache = new Map<
    string,
    { at: number; version: string | undefined; adapter: Promise<PmsAdapter> }
  >();

  constructor(
    private readonly builtin: PmsAdapter,
    private readonly connections: PmsConnections,
    private readonly options: {
      mews?: MewsClientOptions;
      apaleo?: ApaleoClientOptions;
      now?: () => number;
      readDeadlineMs?: number;
      /** Where writes a remote PMS does not take at once wait (none: they fail at once). */
      outbox?: PmsOutbox;
    } = {},
  ) {
    this.options.outbox?.handle('checkin', (item) => this.resend(item));
    this.options.outbox?.handle('checkout', (item) => this.resend(item));
    this.options.outbox?.handle('charge', (item) => this.resend(item));
  }

  /** The project's PMS for a write, and the outbox when it is a remote one. */
  private async writer(projectId: string) {
    const adapter = await this.adapter(projectId);
    return { adapter, outbox: adapter === this.builtin ? undefined : this.options.outbox };
  }

  /** The outbox's round sends a waiting check-in, check-out or charge again. */
  private async resend(item: OutboxItem): Promise<void> {
    const adapter = await this.adapter(item.projectId);
    if (adapter === this.builtin)
      throw new PmsError('CONFLICT', 'The project is on the built-in PMS now');
    const { projectId, reservationId, roomStayId } = item;
    const payload = item.payload as { checkIn?: PmsCheckIn; charge?: PmsChargeInput };
    if (item.kind === 'charge' && payload.charge) {
      await adapter.postCharge(projectId, reservationId, payload.charge);
      return;
    }
    if (!roomStayId) throw new PmsError('INVALID', 'No room stay');
    try {
      if (item.kind === 'checkin' && payload.checkIn)
        await adapter.postCheckIn(projectId, reservationId, roomStayId, payload.checkIn);
      else if (item.kind === 'checkout')
        await adapter.postCheckOut(projectId, reservationId, roomStayId);
      else throw new PmsError('INVALID', `Nothing to send for ${item.kind}`);
    } catch (err) {
      // An earlier attempt got through before its answer was lost: done.
      if (!(err instanceof PmsError) || err.code !== 'CONFLICT') throw err;
      const stay = (await adapter.getReservation(projectId, reservationId))?.roomStays.find(
        (s) => s.id === roomStayId,
      );
      const done = item.kind === 'checkin' ? stay?.checkinFinishedAt : stay?.checkoutFinishedAt;
      if (!done) throw err;
    }
  }

  /**
   * A remote PMS's reservation as the guest's steps left it: a check-in or
   * check-out waiting in the outbox shows as done (the PMS gets it).
   */
  private async withPendingSteps(
    projectId: string,
    r: PmsReservation | null,
  ): Promise<PmsReservation | null> {
    const outbox = this.options.outbox;
    if (!r || !outbox) return r;
    const pending = await outbox.pendingSteps(projectId, r.id);
    if (pending.length === 0) return r;
    return {
      ...r,
      roomStays: r.roomStays.map((stay) => {
        const steps = pending.filter((p) => p.roomStayId === stay.id);
        const checkin = steps.find((p) => p.kind === 'checkin');
        const checkout = steps.find((p) => p.kind === 'checkout');
        if (checkout)
          return {
            ...stay,
            status: 'Checked out' as const,
            checkoutFinishedAt: stay.checkoutFinishedAt ?? checkout.createdAt,
          };
        if (checkin && stay.status === 'Reserved')
          return {
            ...stay,
            status: 'In-house' as const,
            checkinFinishedAt: stay.checkinFinishedAt ?? checkin.createdAt,
          };
        return stay;
      }),
    };
  }

  /** A read of the project's PMS, within the guest's deadline when the PMS is a remote one. */
  private async read<T>(projectId: string, work: (adapter: PmsAdapter) => Promise<T>): Promise<T> {
    const adapter = await this.adapter(projectId);
    if (adapter === this.builtin) return work(adapter);
    const deadlineMs = this.options.readDeadlineMs ?? PMS_READ_DEADLINE_MS;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PmsNotRespondingError(`${projectId}: no answer within ${deadlineMs} ms`)),
        deadlineMs,
      );
    });
    try {
      return await Promise.race([work(adapter), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forgets a project's adapter (its connection was changed here). */
  forget(projectId: string): void {
    this.cache.delete(projectId);
  }

  private adapterOf(connection: StoredPmsConnection | null): PmsAdapter {
    if (!connection || connection.kind === 'builtin') return this.builtin;
    if (connection.kind === 'apaleo') {
      const { settings, secrets } = connection;
      return new ApaleoPms(
        () => ({ ...settings, clientSecret: secrets?.clientSecret ?? '' }),
        this.options.apaleo,
      );
    }
    const { settings, secrets } = connection;
    return new MewsPms(
      () => ({
        ...settings,
        clientToken: secrets?.clientToken ?? '',
        accessToken: secrets?.accessToken ?? '',
        client: 'Hospes 1.0',
      }),
      this.options.mews,
    );
  }

  private adapter(projectId: string): Promise<PmsAdapter> {
    const now = (this.options.now ?? Date.now)();
    const cached = this.cache.get(projectId);
    if (cached && now - cached.at < CONNECTION_TTL_MS) return cached.adapter;
    // The connection is read again; an unchanged one keeps its adapter (and what
    // the adapter read once, e.g. Mews's enterprise settings).
    const entry = { at: now, version: cached?.version, adapter: Promise.resolve(this.builtin) };
    entry.adapter = this.connections.read(projectId).then(async (c) => {
      const version = c ? `${c.kind}@${c.updatedAt}` : 'none';
      if (cached && cached.version === version) return cached.adapter;
      entry.version = version;
      return this.adapterOf(c);
    });
    entry.adapter.catch(() => this.cache.delete(projectId));
    this.cache.set(projectId, entry);
    return entry.adapter;
  }

  findReservation(projectId: string, loginData: PmsLoginData, fields: readonly LoginField[]) {
    return this.read(projectId, (pms) => pms.findReservation(projectId, loginData, fields));
  }
  getReservation(projectId: string, reservationId: string) {
    return this.read(projectId, async (pms) =>
      pms === this.builtin
        ? pms.getReservation(projectId, reservationId)
        : this.withPendingSteps(projectId, await pms.getReservation(projectId, reservationId)),
    );
  }
  listReservationIdsOn(projectId: string, date: string) {
    return this.read(projectId, (pms) => pms.listReservationIdsOn(projectId, date));
  }
  searchReservationIds(projectId: string, query: ReservationSearch, limit: number) {
    return this.read(projectId, (pms) => pms.searchReservationIds(projectId, query, limit));
  }
  countArrivals(projectId: string, from: string, to: string) {
    return this.read(projectId, (pms) => pms.countArrivals(projectId, from, to));
  }
  getGuest(projectId: string, guestId: string) {
    return this.read(projectId, (pms) => pms.getGuest(projectId, guestId));
  }
  getInvoices(projectId: string, reservationId: string, lang?: string) {
    return this.read(projectId, (pms) => pms.getInvoices(projectId, reservationId, lang));
  }
  async postCheckIn(
    projectId: string,
    reservationId: string,
    roomStayId: string,
    checkIn: PmsCheckIn,
  ) {
    const { adapter, outbox } = await this.writer(projectId);
    const send = () => adapter.postCheckIn(projectId, reservationId, roomStayId, checkIn);
    if (!outbox) return send();
    const item = {
      projectId,
      kind: 'checkin' as const,
      dedupeKey: `checkin:${reservationId}:${roomStayId}`,
      reservationId,
      roomStayId,
      payload: { checkIn },
    };
    return outbox.writeThrough(item, send);
  }
  async postCheckOut(projectId: string, reservationId: string, roomStayId: string) {
    const { adapter, outbox } = await this.writer(projectId);
    const send = () => adapter.postCheckOut(projectId, reservationId, roomStayId);
    if (!outbox) return send();
    const key = `checkout:${reservationId}:${roomStayId}`;
    return outbox.writeThrough(
      { projectId, kind: 'checkout', dedupeKey: key, reservationId, roomStayId, payload: {} },
      send,
    );
  }
  async postPayment(projectId: string, invoiceId: string, payment: PmsPaymentInput) {
    return (await this.adapter(projectId)).postPayment(projectId, invoiceId, payment);
  }
  async postCharge(projectId: string, reservationId: string, charge: PmsChargeInput) {
    const { adapter, outbox } = await this.writer(projectId);
    const send = () => adapter.postCharge(projectId, reservationId, charge);
    if (!outbox) return send();
    const key = `charge:${reservationId}:${charge.ref}`;
    return outbox.writeThrough(
      { projectId, kind: 'charge', dedupeKey: key, reservationId, payload: { charge } },
      send,
    );
  }
  async eraseIdentityData(
    projectId: string,
    reservationId: string,
    roomStayIds: readonly string[],
  ) {
    // A check-in still waiting for the PMS holds the same data: they go too.
    await this.options.outbox?.clearIdentity(projectId, reservationId);
    return (await this.adapter(projectId)).eraseIdentityData(projectId, reservationId, roomStayIds);
  }

  /** The reservation of an apaleo folio (its webhook names folios), or null. */
  async reservationOfFolio(projectId: string, folioId: string): Promise<string | null> {
    const adapter = await this.adapter(projectId);
    return adapter instanceof ApaleoPms ? adapter.reservationOfFolio(projectId, folioId) : null;
  }

  /** Whether the front desk enters this project's reservations in Hospes. */
  async entersReservations(projectId: string): Promise<boolean> {
    return typeof (await this.adapter(projectId)).saveReservations === 'function';
  }

  async saveReservations(projectId: string, inputs: readonly StaffReservationInput[]) {
    const adapter = await this.adapter(projectId);
    if (!adapter.saveReservations) throw new AppError('conflict', NOT_BUILTIN);
    return adapter.saveReservations(projectId, inputs);
  }

  async readReservationEntries(
    projectId: string,
    numbers: readonly string[],
  ): Promise<Map<string, StaffReservationEntry>> {
    const adapter = await this.adapter(projectId);
    if (!adapter.readReservationEntries) throw new AppError('conflict', NOT_BUILTIN);
    return adapter.readReservationEntries(projectId, numbers);
  }
}
