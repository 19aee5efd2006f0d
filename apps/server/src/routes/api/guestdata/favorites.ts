// GET/PUT /api/guestdata/{project}/favorites/{userId} (favourites
// sync): the guest's favourite content item ids, so a second device of the
// same guest sees them too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from './guest-route-context.ts';

/** A model's item ids are short; 500 favourites is far beyond any guest's list. */
const FavoritesBodySchema = z.object({
  favorites: z.array(z.string().min(1).max(200)).max(500),
});

const favorites: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guestdata/:project/favorites/:userId',
    {
      schema: {
        tags: ['guest data'],
        summary: "The guest's favourites",
        description: `\`{ favorites }\`: content item ids, oldest first. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        response: { 200: FavoritesBodySchema, 404: GUEST_ERROR_RESPONSES[404] },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId);
      const stored = (await app.guests.getFavorites(project, userId)) ?? [];
      return reply.header('cache-control', 'no-store').send({ favorites: stored });
    },
  );

  app.put(
    '/guestdata/:project/favorites/:userId',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['guest data'],
        summary: "Save the guest's favourites",
        description:
          'Body `{ favorites }`: at most 500 content item ids; duplicates are dropped, the ' +
          `order kept. Replaces the stored list and answers it. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: FavoritesBodySchema,
        response: { 200: FavoritesBodySchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId, { forWrite: true });
      const list = [...new Set(request.body.favorites)];
      await app.guests.setFavorites(project, userId, list);
      return reply.header('cache-control', 'no-store').send({ favorites: list });
    },
  );
};

export default favorites;
