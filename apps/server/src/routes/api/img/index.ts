// GET /api/img: the signed image proxy (docs/api.md "Images").
import { ApiErrorSchema, IMAGE_WIDTH_DEFAULT } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageError } from '../../../images/image-error.ts';
import { chooseFormat, IMAGE_WIDTHS } from '../../../images/image-resize.ts';

/** Rendered images change only with their original; browsers may keep them long. */
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

const ImageQuerySchema = z.object({
  url: z.string().min(1).max(2048).describe('Image URL exactly as it appears in the model'),
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `Expected one of the widths ${IMAGE_WIDTHS.join(', ')}`,
    })
    .default(IMAGE_WIDTH_DEFAULT)
    .describe(`Width in px: ${IMAGE_WIDTHS.join(', ')}`),
  sig: z.string().max(128).optional().describe('The signature from the model’s `_images`'),
});

const img: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/img',
    {
      schema: {
        tags: ['images'],
        summary: 'A model image resized to a width, as AVIF or WebP',
        description:
          'Only URLs signed by this server (`_images` of the model) are served: media of a ' +
          'project and images on the hosts of HOSPES_IMAGE_HOSTS. AVIF when Accept lists ' +
          'image/avif, else WebP (Vary: Accept).',
        querystring: ImageQuerySchema,
        headers: z.looseObject({ accept: z.string().optional() }),
        response: {
          200: z.any().describe('The image (image/avif or image/webp)'),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
          502: ApiErrorSchema,
          504: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { url, w, sig } = request.query;
      const format = chooseFormat(request.headers.accept);
      reply.header('vary', 'Accept');
      try {
        const image = await app.images.render({ url, width: w, signature: sig, format });
        return reply
          .code(200)
          .header('cache-control', CACHE_CONTROL)
          .type(image.contentType)
          .send(image.data);
      } catch (err) {
        if (!(err instanceof ImageError)) throw err;
        if (err.statusCode >= 500) request.log.warn({ url, reason: err.message }, 'Image failed');
        // The error handler answers it, never cached: the source may come back.
        throw err;
      }
    },
  );
};

export default img;
