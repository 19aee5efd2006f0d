// OpenAPI document built from the routes' zod schemas, with the UI at /api/docs, and
// the error responses every route shares.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsync, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The refusals any API route may answer, declared on each (unless the route declares its own):
 * 500 and 503 (the database away) everywhere; 400 where the route validates a path, query or
 * body; 413 and 415 where it reads a body.
 */
function declareGeneralErrors(route: RouteOptions) {
  const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
  if (!route.url.startsWith('/api/') || !schema || schema.hide) return;
  const methods = [route.method].flat();
  const readsBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
  const statuses = [
    ...(readsBody || schema.params || schema.querystring ? [400] : []),
    ...(readsBody ? [413, 415] : []),
    500,
    503,
  ];
  const response = { ...(schema.response as Record<number, unknown> | undefined) };
  for (const status of statuses) response[status] ??= ApiErrorSchema;
  schema.response = response;
}

const openApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', declareGeneralErrors);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hospes API',
        description: 'The API behind the Hospes guest app.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'hospes.staff' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the error body `ApiError`) are declared once under
    // components.schemas and referenced from every route.
    transformObject: jsonSchemaTransformObject,
  });
  // Our own security-headers plugin sets the CSP; the UI needs no inline script.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
};

export default fp(openApi, { name: 'swagger' });
