// GET /api/weather/{project}: the project's forecast (docs/api.md "Weather").
import { ApiErrorSchema, WeatherResultSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WeatherUpstreamError } from '../../../weather/weather-provider.ts';
import { AppError, unknownProject } from '../../../http/app-error.ts';
import { ProjectParamsSchema } from '../route-params.ts';

const weather: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weather/:project',
    {
      schema: {
        tags: ['weather'],
        summary: 'Weather forecast of a project’s place',
        description:
          'Detailed 3-hour entries from today on (spec §3 shape; `time` in unix seconds, °C, ' +
          'm/s). `{ skipped: true, reason }` when the model’s address lacks zip code or ' +
          'country (reason `address`), the provider needs coordinates the model lacks ' +
          '(`geolocation`) or the static provider has no recording (`no-recording`). ' +
          'Cached 15 minutes per project, language and provider.',
        params: ProjectParamsSchema,
        querystring: z.object({
          lang: z
            .string()
            .max(35)
            .optional()
            .describe('Language of the texts; unsupported → en; default: project default'),
        }),
        response: {
          200: WeatherResultSchema,
          404: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project: projectId } = request.params;
      const project = app.projects.findProject(projectId);
      if (!project) throw unknownProject(projectId);
      try {
        const answer = await app.weather.forecast(
          project,
          request.query.lang ?? project.defaultLang,
        );
        // Browsers and the service worker may reuse it briefly; the server caches longer.
        reply.header('cache-control', 'public, max-age=300');
        return reply.code(200).send(answer);
      } catch (err) {
        if (!(err instanceof WeatherUpstreamError)) throw err;
        request.log.warn(
          { project: projectId, provider: app.weather.provider.name, reason: err.message },
          'Weather provider failed',
        );
        throw new AppError('upstream_failed', 'The weather service is not available right now.', {
          cause: err,
        });
      }
    },
  );
};

export default weather;
