// The demo start page's "A hotel on Mews or apaleo" (HOSPES_DEMO_FAKE_PMS):
// which demo projects log guests in, which property system each is on, and
// the form that connects one to a fake (or back to the built-in PMS). A plain form post that
// works without scripts; only from the demo page itself (same origin).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requestHostName } from '../../web/public-url.ts';
import { DEMO_PMS_PATH, type DemoFakePmsSection } from '../../web/pages.ts';

/** The section of the demo page, or undefined when the fakes are off. */
export async function demoFakePmsSection(
  app: FastifyInstance,
): Promise<DemoFakePmsSection | undefined> {
  const fakes = app.demoFakePms;
  if (fakes.length === 0) return undefined;
  const projects = [];
  for (const project of app.projects.listProjects()) {
    if (!(await app.pmsSettings.read(project.id))?.loginActive) continue;
    const kind = (await app.pmsConnections.read(project.id))?.kind;
    const on = fakes.find((f) => f.kind === kind)?.label ?? null;
    projects.push({ id: project.id, name: project.name, on });
  }
  return {
    fakes: fakes.map((f) => ({ kind: f.kind, label: f.label, logins: f.logins })),
    projects,
  };
}

/** A post of the demo page itself: the browser says so (Sec-Fetch-Site, Origin). */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).hostname === requestHostName(request);
  } catch {
    return false;
  }
}

const demoPms: FastifyPluginAsyncZod = async (app) => {
  const fakes = app.demoFakePms;
  if (fakes.length === 0) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(DEMO_PMS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisSite(request)) throw new AppError('forbidden', 'Only from the demo start page.');
    const { project, kind } = (request.body ?? {}) as { project?: string; kind?: string };
    const fake = fakes.find((f) => f.kind === kind);
    if (!project || !app.projects.findProject(project) || (!fake && kind !== 'builtin')) {
      throw new AppError('invalid_request', 'Choose a demo project and a property system.');
    }
    await app.pmsConnections.save(
      project,
      fake ? fake.connection : { kind: 'builtin' },
      'demo start page',
    );
    app.pmsRouter.forget(project);
    return reply.redirect('/', 303);
  });
};

export default demoPms;
