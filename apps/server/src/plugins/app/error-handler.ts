// The one error handler and the one not-found handler of the whole server.
// Every refusal under /api is answered with the domain's error body
// `{ error, code, message, issues? }`; a server fault is logged and answered
// without any detail (never a stack trace). Routes never send an error body
// themselves: they throw an AppError.
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, ApiErrorCode, ApiIssue } from '@hospes/domain';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/database-errors.ts';
import { AppError, codeOfStatus, invalidRequest, ISSUES_MAX } from '../../http/app-error.ts';
import { errorPage, notFoundPage } from '../../web/pages.ts';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send application/json.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
};

type ErrorAnswer = ApiErrorBody & Record<string, unknown>;

/**
 * Answers in the kind of the route: the error body as JSON under /api, an
 * HTML page elsewhere (the web app, the demo payment page, media) — a
 * browser shows the page, and HTML routes' response schemas expect text.
 */
function sendError(reply: FastifyReply, status: number, body: ErrorAnswer) {
  reply.code(status).header('cache-control', 'no-store');
  if (isApiPath(reply.request.url)) {
    return reply.type('application/json; charset=utf-8').send(body);
  }
  return reply.type('text/html; charset=utf-8').send(errorPage(status, body.error, body.message));
}

function body(status: number, code: ApiErrorCode, message: string): ErrorAnswer {
  return { error: STATUS_CODES[status] ?? 'Error', code, message };
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Every problem of a schema, with its path (`body/stay/doa`; an unknown key named itself). */
function schemaIssues(error: ZodFastifySchemaValidationError[], context: string): ApiIssue[] {
  return error.slice(0, ISSUES_MAX).map((v) => {
    let path = v.instancePath === '/' ? '' : v.instancePath;
    const unknownKeys = v.keyword === 'unrecognized_keys' ? v.params.keys : undefined;
    if (Array.isArray(unknownKeys) && typeof unknownKeys[0] === 'string') {
      path = `${path}/${unknownKeys[0]}`;
    }
    return { path: `${context}${path}`, message: v.message ?? 'invalid value' };
  });
}

/** The status, headers and body of an error. */
function answerOf(error: FastifyError | AppError): { status: number; body: ErrorAnswer } | null {
  if (error instanceof AppError) {
    const answer = body(error.statusCode, error.code, error.message);
    return {
      status: error.statusCode,
      body: {
        ...answer,
        ...(error.issues ? { issues: [...error.issues] } : {}),
        ...error.details(),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return answerOf(
      invalidRequest(schemaIssues(error.validation, error.validationContext ?? 'request')),
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const message = (error.code && CLIENT_MESSAGES[error.code]) ?? error.message;
    return { status, body: body(status, codeOfStatus(status), message) };
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or
 * hook runs (a path parameter over 100 characters, a malformed URL) gets the
 * same error body as everything else.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('invalid_request', 'A part of the path is longer than 100 characters.')
      : new AppError('invalid_request', CLIENT_MESSAGES.FST_ERR_BAD_URL!);
  const answer = answerOf(refusal)!;
  return sendError(reply, answer.status, answer.body);
}

const errorHandling: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = 'The service is briefly unavailable. Please try again in a moment.';
      return sendError(reply, 503, body(503, 'unavailable', message));
    }
    const answer = answerOf(error);
    if (!answer) {
      request.log.error({ err: error }, 'Request failed');
      return sendError(reply, 500, body(500, 'internal_error', 'Something went wrong.'));
    }
    if (answer.status >= 500) request.log.warn({ err: error }, 'Upstream failed');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return sendError(reply, answer.status, answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const pathname = request.url.split('?')[0] ?? '';
      const message = `There is no ${request.method} ${pathname} in the API.`;
      return sendError(reply, 404, body(404, 'not_found', message));
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(notFoundPage({ homeLink: app.config.demo }));
  });
};

export default fp(errorHandling, { name: 'error-handling' });
