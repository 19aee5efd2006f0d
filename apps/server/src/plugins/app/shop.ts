// The hotel shop for the routes (`fastify.orders`): orders, what an online
// payment of one settles, and the recovery of interrupted room charges.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { INTERRUPTED_CHARGE_SWEEP_MS } from '../../pms/room-charges.ts';
import { createOrderRepository } from '../../shop/order.repository.ts';
import { OrderService } from '../../shop/order.service.ts';
import { ShopReader } from '../../shop/shop-reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

const shop: FastifyPluginAsync<{ now?: (() => number) | undefined }> = async (app, options) => {
  const service = new OrderService({
    orders: createOrderRepository(app.database.db),
    shops: new ShopReader(app.projects),
    notifier: app.guestNotifier,
    pms: app.pms,
    payments: app.payments,
    now: options.now ?? Date.now,
  });
  app.payments.settlePurchasesWith('order', {
    paid: (payment) => service.paid(payment),
    unpaid: (payment) => service.unpaid(payment),
  });
  app.decorate('orders', service);

  // Room charges a crash interrupted (an order or booking stored, its charge
  // not yet booked) are completed at start and then every minute.
  const recover = async () => {
    const orders = await service.completeInterruptedCharges();
    const registrations = await app.bookings.completeInterruptedCharges();
    if (orders + registrations > 0) {
      app.log.warn({ orders, registrations }, 'Completed room charges that were interrupted');
    }
  };
  const recoverLogged = () =>
    recover().catch((err: unknown) => app.log.error({ err }, 'Completing room charges failed'));
  await recoverLogged();
  app.scheduler.every({
    name: 'complete interrupted room charges',
    everyMs: INTERRUPTED_CHARGE_SWEEP_MS,
    run: recover,
  });
};

export default fp(shop, {
  name: 'shop',
  dependencies: ['database', 'scheduler', 'projects', 'pms', 'payments', 'bookings'],
});
