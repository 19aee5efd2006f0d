// The guest's inbox routes (spec §7): messages, in-app notifications,
// guest-service requests and the realtime stream. Refusals (400 with every
// field path at fault, 404, 409, 429) are answered by the app's error handler.
import type { FastifyPluginAsync } from 'fastify';
import events from './events.ts';
import messages from './messages.ts';
import notifications from './notifications.ts';
import requests from './requests.ts';

const inbox: FastifyPluginAsync<{ heartbeatMs?: number | undefined }> = async (app, options) => {
  await app.register(messages);
  await app.register(notifications);
  await app.register(requests);
  await app.register(events, { heartbeatMs: options.heartbeatMs });
};

export default inbox;
