// The guest data routes under /api/guestdata: anonymous guests,
// profile, stay, connect, language, notification registrations and
// favourites. Bad bodies answer 400 with every field path at fault.
import type { FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import connect from './connect.ts';
import favorites from './favorites.ts';
import guests from './guests.ts';
import language from './language.ts';
import notifications from './notifications.ts';
import profile from './profile.ts';
import stay from './stay.ts';

const guestData: FastifyPluginAsync = async (app) => {
  // Schema errors list every issue with its path (`stay.doa`,
  // `registrations.push.permission`); anything else goes on to the app's
  // error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const context = error.validationContext ?? 'request';
    const errors = error.validation.map((v) => {
      const path = v.instancePath.split('/').filter(Boolean).join('.');
      return { path: path || context, error: 'Invalid value', message: v.message ?? 'invalid' };
    });
    const first = errors[0];
    return reply.code(400).send({
      error: 'Bad Request',
      message: first ? `${context}: ${first.path}: ${first.message}` : `${context}: invalid value`,
      errors,
    });
  });

  await app.register(guests);
  await app.register(profile);
  await app.register(stay);
  await app.register(connect);
  await app.register(language);
  await app.register(notifications);
  await app.register(favorites);
};

export default guestData;
