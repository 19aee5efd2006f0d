// One error handler and one not-found handler for the whole server. Clients
// get `{ error, message }` with a clear text; a server fault is logged and
// answered without any detail (never a stack trace).
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/database-errors.ts';
import { errorPage, notFoundPage } from '../../web/pages.ts';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send application/json.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
};

/**
 * Answers in the kind of the route: `{ error, message }` JSON under /api,
 * an HTML page elsewhere (the web app, the demo payment page, media) — a
 * browser shows the page, and HTML routes' response schemas expect text.
 */
function sendError(reply: FastifyReply, status: number, message: string) {
  const error = STATUS_CODES[status] ?? 'Error';
  reply.code(status).header('cache-control', 'no-store');
  if (isApiPath(reply.request.url)) {
    return reply.type('application/json; charset=utf-8').send({ error, message });
  }
  return reply.type('text/html; charset=utf-8').send(errorPage(status, error, message));
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

const errorHandling: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(
        reply,
        503,
        'The service is briefly unavailable. Please try again in a moment.',
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      let field = first && first.instancePath !== '/' ? first.instancePath : '';
      // An unknown key is reported at its object: name the key itself.
      const unknownKeys = first?.keyword === 'unrecognized_keys' ? first.params.keys : undefined;
      if (Array.isArray(unknownKeys) && typeof unknownKeys[0] === 'string') {
        field = `${field}/${unknownKeys[0]}`;
      }
      const where = `${error.validationContext ?? 'request'}${field}`;
      return sendError(reply, 400, `${where}: ${first?.message ?? 'invalid value'}`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message = (error.code && CLIENT_MESSAGES[error.code]) ?? error.message;
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'Request failed');
    return sendError(reply, 500, 'Something went wrong.');
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const pathname = request.url.split('?')[0] ?? '';
      return sendError(reply, 404, `There is no ${request.method} ${pathname} in the API.`);
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(notFoundPage({ homeLink: app.config.demo }));
  });
};

export default fp(errorHandling, { name: 'error-handling' });
