// Staff edit a project's model in the console: they get the published
// model of a language (without the server's `_images` signatures), send it
// back edited with the version they started from, and the server publishes
// it as the next version — or refuses it whole (invalid → nothing changes;
// someone else published meanwhile → stale). Guests pick a new version up
// by the spec's model-refresh rule (§4: the version differs → replace).
import { withSharedFields } from '@hospes/domain';
import { isDeepStrictEqual } from 'node:util';
import type { ProjectService } from './project.service.ts';

export type EditResult =
  | { status: 'published'; version: number; shared?: SharedVersion[] }
  | { status: 'invalid'; path: string; message: string }
  | { status: 'stale'; storedVersion: number }
  | { status: 'not_found' };

type Json = Record<string, unknown>;
/** Another language that got the edit's shared values, as its next version. */
export interface SharedVersion {
  lang: string;
  version: number;
}

/** The model as staff edit it: what the project published, nothing the server adds. */
function editable(body: string): Json {
  const { _images: _signatures, ...model } = JSON.parse(body) as Json;
  return model;
}

export class ModelEditor {
  constructor(
    private readonly projects: ProjectService,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored model of exactly this language (no fallback: staff edit what exists). */
  current(projectId: string, lang: string): { version: number; model: Json } | undefined {
    const served = this.projects.findServedModel(projectId, lang);
    if (!served || served.lang !== lang) return undefined;
    return { version: served.version, model: editable(served.body) };
  }

  async publish(
    projectId: string,
    lang: string,
    baseVersion: number,
    model: Json,
    publishedBy: string,
  ): Promise<EditResult> {
    const stored = this.current(projectId, lang);
    if (!stored) return { status: 'not_found' };
    if (stored.version !== baseVersion) return { status: 'stale', storedVersion: stored.version };
    const next = this.#stamped(model, lang, baseVersion + 1);
    const result = await this.projects.publishModel(projectId, lang, next, { publishedBy });
    if (result.status === 'invalid') return result;
    if (result.status === 'stale') return { status: 'stale', storedVersion: result.storedVersion };
    return { status: 'published', version: result.version };
  }

  /**
   * {@link publish}, then the edit's language-independent values (pictures,
   * colours, prices, positions, hours, the programme's and the forms'
   * structure — domain `withSharedFields`) laid onto every other language's
   * current model, each published as its next version when it changed.
   * Another language that a colleague published meanwhile is read again,
   * once; one whose model would not validate keeps its version (the edited
   * language is published either way).
   */
  async publishShared(
    projectId: string,
    lang: string,
    baseVersion: number,
    model: Json,
    publishedBy: string,
  ): Promise<EditResult> {
    const result = await this.publish(projectId, lang, baseVersion, model, publishedBy);
    if (result.status !== 'published') return result;
    const source = this.current(projectId, lang)?.model ?? model;
    const others = (this.projects.findProject(projectId)?.languages ?? []).filter(
      (l) => l !== lang,
    );
    const shared: SharedVersion[] = [];
    for (const other of others) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const stored = this.current(projectId, other);
        if (!stored) break;
        const next = withSharedFields(stored.model, source);
        if (isDeepStrictEqual(next, stored.model)) break;
        const done = await this.publish(projectId, other, stored.version, next, publishedBy);
        if (done.status === 'published') shared.push({ lang: other, version: done.version });
        if (done.status !== 'stale') break;
      }
    }
    return { ...result, shared };
  }

  /**
   * A draft as the guest app would get it, for a preview: checked like a
   * publication (it keeps the published version number; nothing is stored).
   */
  draft(
    projectId: string,
    lang: string,
    model: Json,
  ):
    | { status: 'ok'; body: string }
    | { status: 'invalid'; path: string; message: string }
    | { status: 'not_found' } {
    const stored = this.current(projectId, lang);
    if (!stored) return { status: 'not_found' };
    return this.projects.draftBody(projectId, lang, this.#stamped(model, lang, stored.version));
  }

  /** Publishes an earlier version's content again, as the next version. */
  async rollback(
    projectId: string,
    lang: string,
    version: number,
    publishedBy: string,
  ): Promise<EditResult> {
    const stored = this.current(projectId, lang);
    const body = await this.projects.historyBody(projectId, lang, version);
    if (!stored || body === undefined) return { status: 'not_found' };
    return this.publish(projectId, lang, stored.version, editable(body), publishedBy);
  }

  /** The model with the `_meta` the server sets: version, language, time. */
  #stamped(model: Json, lang: string, version: number): Json {
    const meta =
      typeof model._meta === 'object' && model._meta !== null ? (model._meta as Json) : {};
    return {
      ...model,
      _meta: { ...meta, version, lang, updated_at: new Date(this.now()).toISOString() },
    };
  }

  async versionModel(projectId: string, lang: string, version: number): Promise<Json | undefined> {
    const body = await this.projects.historyBody(projectId, lang, version);
    return body === undefined ? undefined : editable(body);
  }
}
