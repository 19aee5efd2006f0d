// OpenAPI document built from the routes' zod schemas, with the UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const openApi: FastifyPluginAsync = async (app) => {
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
  });
  // Our own security-headers plugin sets the CSP; the UI needs no inline script.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
};

export default fp(openApi, { name: 'swagger' });
