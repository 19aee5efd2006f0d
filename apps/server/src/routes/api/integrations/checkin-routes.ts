// The check-in, check-out, invoice and registration form routes under /api.
import type { FastifyPluginAsync } from 'fastify';
import checkin from './checkin.ts';
import checkinForm from './checkinform.ts';
import checkout from './checkout.ts';
import getInvoicePdf from './getinvoicepdf.ts';
import getInvoices from './getinvoices.ts';
import registrationForm from './registrationform.ts';

const checkinRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkinForm);
  await app.register(checkin);
  await app.register(checkout);
  await app.register(getInvoices);
  await app.register(getInvoicePdf);
  await app.register(registrationForm);
};

export default checkinRoutes;
