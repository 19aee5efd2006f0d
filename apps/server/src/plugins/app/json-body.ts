// JSON request bodies: Fastify's own parser (prototype poisoning refused),
// after a look at how deep the text nests — deeper than MAX_JSON_DEPTH is a
// 400 naming where, before anything recursive reads it.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../../http/app-error.ts';
import { MAX_JSON_DEPTH, tooDeepJsonPath } from '../../http/json-depth.ts';

const jsonBody: FastifyPluginAsync = async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const path = tooDeepJsonPath(text);
    if (path !== null) {
      done(
        invalidField(
          ['body', ...(path ? path.split('.') : [])].join('/'),
          `JSON nests deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
};

export default fp(jsonBody, { name: 'json-body' });
