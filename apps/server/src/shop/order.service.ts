// The hotel shop (spec §2 shopping cart): a guest orders products of the
// model; the server computes every amount (domain `cartTotal`), charges the
// room's invoice of a logged-in in-house guest or has the order paid online
// (placed only once the provider confirms), and the staff move it on
// (placed → confirmed → ready/delivered, or canceled). Every change tells
// the guest's open apps (realtime `orders-changed`).
import { randomUUID } from 'node:crypto';
import {
  cartTotal,
  deliveriesOf,
  deliveryMoveAllowed,
  orderTransitionAllowed,
  withDeliveryMoved,
  type OrderBody,
  type OrderReceipt,
  type OrderStatus,
  type OrderView,
} from '@hospes/domain';
import { guestIsInHouse } from '../bookings/in-house.ts';
import { AppError, invalidBody, invalidField as invalid, notFound } from '../http/app-error.ts';
import { roomNotPossible } from '../pms/room-charges.ts';
import type { GuestNotifier } from '../inbox/guest-notifier.ts';
import type { PaymentRecord } from '../payments/payment.repository.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { PmsAdapter, PmsChargeInput } from '../pms/pms-adapter.ts';
import { INTERRUPTED_CHARGE_AFTER_MS, postCharge, postRoomCharges } from '../pms/room-charges.ts';
import type { OrderRepository, StoredOrder } from './order.repository.ts';
import type { ProjectShop, ShopReader } from './shop-reader.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

export interface OrderDeps {
  orders: OrderRepository;
  shops: ShopReader;
  notifier: GuestNotifier;
  pms: Pick<PmsAdapter, 'getReservation' | 'postCharge'>;
  payments: Pick<PaymentService, 'startPurchaseCheckout' | 'openCheckoutUrl' | 'refundPurchase'>;
  now: () => number;
  newId?: () => string;
}

/** spec §8: the text of a failed order (the app shows it and keeps the cart). */
export const ORDER_FAILED_TEXT = 'Your order could not be sent. Please try again.';
/** How far ahead a delivery can be asked for. */
const DELIVERY_MAX_DAYS = 14;

export class OrderService {
  private readonly newId: () => string;

  constructor(private readonly deps: OrderDeps) {
    this.newId = deps.newId ?? randomUUID;
  }

  async create(caller: GuestCaller, body: OrderBody, origin: string): Promise<OrderReceipt> {
    const project = await this.#shop(caller.projectId, body.lang);
    const shop = project.shop!;
    if (project.loginRequired && caller.reservationId === null) {
      throw new AppError('login_required', 'Please log in to order.');
    }
    const earlier = await this.deps.orders.findByKey(
      caller.projectId,
      caller.userId,
      body.idempotencyKey,
    );
    if (earlier) return this.#receipt(await this.#completeCharge(earlier));
    if (!shop.payment.includes(body.payment)) {
      throw invalid('body/payment', `This shop does not take "${body.payment}" payment.`);
    }
    const now = this.deps.now();
    const total = cartTotal(shop, body.items, { now, timeZone: project.timeZone });
    if (!total.ok) throw invalidBody(total.problems);
    if (body.deliveryAt) {
      const at = Date.parse(body.deliveryAt);
      if (at <= now || at > now + DELIVERY_MAX_DAYS * 86_400_000) {
        throw invalid(
          'body/deliveryAt',
          `Choose a time within the next ${DELIVERY_MAX_DAYS} days.`,
        );
      }
    }
    if (body.payment === 'room' && !(await guestIsInHouse(this.deps.pms, caller))) {
      throw roomNotPossible();
    }
    const id = this.newId();
    const at = new Date(now).toISOString();
    const order: StoredOrder = {
      id,
      projectId: caller.projectId,
      userId: caller.userId,
      reservationId: caller.reservationId,
      number: id.replaceAll('-', '').slice(0, 6).toUpperCase(),
      lang: project.lang,
      lines: total.lines,
      totalMinor: total.totalMinor,
      currency: total.currency,
      status: body.payment === 'online' && total.totalMinor > 0 ? 'pending_payment' : 'placed',
      payment: body.payment,
      paymentId: null,
      chargeRef: null,
      deliveryAt: body.deliveryAt ? new Date(body.deliveryAt).toISOString() : null,
      note: body.note || null,
      idempotencyKey: body.idempotencyKey,
      createdAt: at,
      updatedAt: at,
    };
    if (!(await this.deps.orders.insert(order))) {
      const stored = await this.deps.orders.findByKey(
        caller.projectId,
        caller.userId,
        body.idempotencyKey,
      );
      if (stored) return this.#receipt(await this.#completeCharge(stored));
      throw new AppError('payment_failed', ORDER_FAILED_TEXT);
    }
    if (order.payment === 'room') await this.#chargeRoom(order);
    let paymentUrl: string | undefined;
    try {
      if (order.status === 'pending_payment') {
        const checkout = await this.deps.payments.startPurchaseCheckout({
          projectId: order.projectId,
          purpose: 'order',
          targetId: order.id,
          userId: order.userId,
          reservationId: order.reservationId,
          amountMinor: order.totalMinor,
          currency: order.currency,
          description: `${project.name} — ${order.number}`,
          lang: order.lang,
          origin,
        });
        paymentUrl = checkout.redirectUrl;
        await this.deps.orders.setPayment(order.id, checkout.paymentId);
      }
    } catch {
      await this.deps.orders.transition(order, 'canceled', new Date(this.deps.now()).toISOString());
      throw new AppError('payment_failed', ORDER_FAILED_TEXT);
    }
    await this.#changed(order);
    return {
      orderId: order.id,
      status: order.status,
      total: order.totalMinor,
      currency: order.currency,
      ...(paymentUrl ? { paymentUrl } : {}),
    };
  }

  /** A guest's own order (404 for anyone else's). */
  async get(caller: GuestCaller, orderId: string): Promise<OrderView> {
    const order = await this.deps.orders.find(caller.projectId, orderId);
    if (!order || order.userId !== caller.userId) throw notFound('order');
    return this.view(order);
  }

  async listForGuest(caller: GuestCaller): Promise<OrderView[]> {
    const orders = await this.deps.orders.listForUser(caller.projectId, caller.userId);
    return Promise.all(orders.map((o) => this.view(o)));
  }

  /** The guest (user id) an order belongs to; null for an unknown order. */
  async ownerOf(projectId: string, orderId: string): Promise<string | null> {
    return (await this.deps.orders.find(projectId, orderId))?.userId ?? null;
  }

  async listForStaff(projectId: string, status?: OrderStatus) {
    const orders = await this.deps.orders.listForProject(projectId, status);
    return Promise.all(
      orders.map(async (o) => ({
        ...(await this.view(o)),
        userId: o.userId,
        reservationId: o.reservationId,
        lang: o.lang,
      })),
    );
  }

  /**
   * The staff move an order on — or, with `delivery`, one delivery of it;
   * canceling gives the money back (room line reversed, online refunded).
   */
  async setStatus(
    projectId: string,
    orderId: string,
    to: OrderStatus,
    delivery?: string,
  ): Promise<OrderView> {
    const order = await this.deps.orders.find(projectId, orderId);
    if (!order) throw notFound('order');
    if (delivery !== undefined) return this.#moveDelivery(order, delivery, to);
    if (
      !orderTransitionAllowed(order.status, to) ||
      (to !== 'canceled' && order.status === 'pending_payment')
    ) {
      throw new AppError('not_allowed', `An order that is ${order.status} cannot become ${to}.`);
    }
    const at = new Date(this.deps.now()).toISOString();
    if (!(await this.deps.orders.transition(order, to, at))) {
      throw new AppError('not_allowed', 'The order was changed meanwhile. Please reload it.');
    }
    const changed = { ...order, status: to, updatedAt: at };
    if (to === 'canceled') await this.#giveMoneyBack(changed);
    await this.#changed(changed);
    return this.view(changed);
  }

  async #moveDelivery(order: StoredOrder, key: string, to: OrderStatus): Promise<OrderView> {
    if (!deliveriesOf(order).some((d) => d.key === key)) throw notFound('delivery');
    if (!deliveryMoveAllowed(order, key, to) || (to !== 'ready' && to !== 'delivered')) {
      throw new AppError(
        'not_allowed',
        `This delivery of an order that is ${order.status} cannot become ${to}.`,
      );
    }
    const change = withDeliveryMoved(order, key, to);
    const at = new Date(this.deps.now()).toISOString();
    if (!(await this.deps.orders.moveDelivery(order, change, at))) {
      throw new AppError('not_allowed', 'The order was changed meanwhile. Please reload it.');
    }
    const changed = { ...order, ...change, updatedAt: at };
    await this.#changed(changed);
    return this.view(changed);
  }

  /** The provider confirmed the payment: the order is placed. */
  async paid(payment: PaymentRecord): Promise<boolean> {
    const order = await this.deps.orders.find(payment.projectId, payment.invoiceId);
    if (order?.status !== 'pending_payment') return false;
    const at = new Date(this.deps.now()).toISOString();
    if (!(await this.deps.orders.transition(order, 'placed', at))) return false;
    await this.#changed(order);
    return true;
  }

  async unpaid(payment: PaymentRecord): Promise<void> {
    const order = await this.deps.orders.find(payment.projectId, payment.invoiceId);
    if (order?.status !== 'pending_payment') return;
    const at = new Date(this.deps.now()).toISOString();
    if (await this.deps.orders.transition(order, 'canceled', at)) await this.#changed(order);
  }

  async view(o: StoredOrder): Promise<OrderView> {
    const paymentUrl =
      o.status === 'pending_payment' ? await this.deps.payments.openCheckoutUrl(o.paymentId) : null;
    return {
      id: o.id,
      number: o.number,
      status: o.status,
      lines: o.lines,
      total: o.totalMinor,
      currency: o.currency,
      payment: o.payment,
      paymentUrl,
      deliveryAt: o.deliveryAt,
      deliveries: deliveriesOf(o),
      note: o.note,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
    };
  }

  async #receipt(o: StoredOrder): Promise<OrderReceipt> {
    const { paymentUrl } = await this.view(o);
    return {
      orderId: o.id,
      status: o.status,
      total: o.totalMinor,
      currency: o.currency,
      ...(paymentUrl ? { paymentUrl } : {}),
    };
  }

  async #shop(projectId: string, lang?: string): Promise<ProjectShop> {
    const project = await this.deps.shops.read(projectId, lang);
    if (!project?.shop) throw notFound('shop');
    return project;
  }

  /**
   * Books the room charge of a placed order that has none yet (a crash came
   * between storing the order and charging it): a retry with the same key,
   * or the recovery, completes it.
   */
  async #completeCharge(order: StoredOrder): Promise<StoredOrder> {
    if (order.payment !== 'room' || order.chargeRef !== null || order.status !== 'placed') {
      return order;
    }
    const charged = await this.#chargeRoom(order);
    await this.#changed(charged);
    return charged;
  }

  /** Charges the room; when the property system refuses, the order is canceled. */
  async #chargeRoom(order: StoredOrder): Promise<StoredOrder> {
    const ref = `order:${order.id}`;
    try {
      await postRoomCharges(
        this.deps.pms,
        order.projectId,
        order.reservationId!,
        chargesOf(order, ref),
        (charge) => reversalOf(order, charge),
      );
      await this.deps.orders.setChargeRef(order.id, ref);
      return { ...order, chargeRef: ref };
    } catch {
      await this.deps.orders.transition(order, 'canceled', new Date(this.deps.now()).toISOString());
      throw new AppError('payment_failed', ORDER_FAILED_TEXT);
    }
  }

  /**
   * Completes the room charges that a crash interrupted: placed orders
   * charged to the room, older than {@link INTERRUPTED_CHARGE_AFTER_MS},
   * without their charge. Answers how many it charged (a refused one is
   * canceled instead).
   */
  async completeInterruptedCharges(): Promise<number> {
    const before = new Date(this.deps.now() - INTERRUPTED_CHARGE_AFTER_MS).toISOString();
    let settled = 0;
    for (const order of await this.deps.orders.listUncharged(before)) {
      const charged = await this.#completeCharge(order).then(
        () => true,
        () => false,
      );
      if (charged) settled += 1;
    }
    return settled;
  }

  async #giveMoneyBack(o: StoredOrder): Promise<void> {
    if (o.chargeRef && o.reservationId) {
      for (const charge of chargesOf(o, o.chargeRef)) {
        await postCharge(this.deps.pms, o.projectId, o.reservationId, reversalOf(o, charge));
      }
    }
    if (o.payment === 'online' && o.paymentId) {
      await this.deps.payments.refundPurchase(o.paymentId, 'The order was canceled.');
    }
  }

  async #changed(o: StoredOrder) {
    await this.deps.notifier.notify({
      projectId: o.projectId,
      userId: o.userId,
      lang: o.lang,
      event: null,
      subject: o.number,
      changed: 'orders-changed',
      byStaff: false,
      link: `/order/${o.id}`,
    });
  }
}

/** The order's lines as room charges (a reference each; free lines are not charged). */
function chargesOf(order: StoredOrder, ref: string): PmsChargeInput[] {
  return order.lines.flatMap((line, i) => {
    if (line.amountMinor === 0) return [];
    const options = line.options.length > 0 ? ` (${line.options.join(', ')})` : '';
    return [
      {
        ref: `${ref}:${i}`,
        descriptions: { [order.lang]: `${line.title}${options}` },
        quantity: line.quantity,
        unitPriceMinor: line.unitMinor,
        currency: order.currency,
        vatRateBp: line.vatRateBp,
        serviceDate: order.createdAt.slice(0, 10),
      },
    ];
  });
}

/** The line that takes a charge of the order back: "title – number ✕". */
function reversalOf(order: StoredOrder, charge: PmsChargeInput): PmsChargeInput {
  const i = Number(charge.ref.split(':').at(-1));
  return {
    ...charge,
    ref: `${charge.ref}:reversal`,
    descriptions: { [order.lang]: `${order.lines[i]?.title ?? ''} – ${order.number} ✕` },
    unitPriceMinor: -charge.unitPriceMinor,
    serviceDate: order.updatedAt.slice(0, 10),
  };
}
