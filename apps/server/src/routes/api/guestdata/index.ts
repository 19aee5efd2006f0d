// The guest data routes under /api/guestdata: anonymous guests,
// profile, stay, connect, language, notification registrations and
// favourites. Bad bodies answer 400 with every field path at fault.
import type { FastifyPluginAsync } from 'fastify';
import connect from './connect.ts';
import favorites from './favorites.ts';
import guests from './guests.ts';
import language from './language.ts';
import notifications from './notifications.ts';
import profile from './profile.ts';
import stay from './stay.ts';

const guestData: FastifyPluginAsync = async (app) => {
  await app.register(guests);
  await app.register(profile);
  await app.register(stay);
  await app.register(connect);
  await app.register(language);
  await app.register(notifications);
  await app.register(favorites);
};

export default guestData;
