// The hotel shop for the routes (`fastify.orders`): orders, and what an
// online payment of one settles.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
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
};

export default fp(shop, {
  name: 'shop',
  dependencies: ['database', 'projects', 'pms', 'payments', 'bookings'],
});
