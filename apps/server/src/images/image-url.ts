// Which URLs the image proxy accepts, and which strings of a model are such
// URLs. Only two kinds of source exist: media files of a project (read from
// disk) and the hosts of HOSPES_IMAGE_HOSTS (fetched). Everything else —
// other hosts, SVGs, data: URLs, templates like tile URLs — is not proxied.
import { PROJECT_ID_PATTERN } from '../config.ts';
import { isSafeRelativePath } from '../web/project-app.ts';

/** Raster formats the proxy resizes; SVGs are served as they are. */
export const RASTER_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const;

const RASTER_PATH = new RegExp(`\\.(?:${RASTER_IMAGE_EXTENSIONS.join('|')})$`, 'i');
const MAX_URL_LENGTH = 2048;

export type ImageSource =
  { kind: 'media'; projectId: string; file: string } | { kind: 'remote'; url: URL };

/** Tells whether a URL's host is one of the allowed hosts (`host` or `host:port`). */
export function isAllowedHost(url: URL, hosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return hosts.some((allowed) => allowed === host || (!url.port && allowed === hostname));
}

function decodeSegments(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return undefined;
  }
}

/**
 * The source behind an image URL, or undefined when the proxy must not
 * touch it: `/media/<project>/<file>` with a plain relative file path (no
 * traversal, no dot files), or an http(s) URL on an allowed host. Either must
 * name a raster image (jpg, jpeg, png, webp, avif, gif).
 */
export function imageSourceOf(raw: string, hosts: readonly string[]): ImageSource | undefined {
  if (raw.length === 0 || raw.length > MAX_URL_LENGTH || raw.includes('{')) return undefined;
  if (raw.startsWith('/media/')) {
    const pathname = raw.split(/[?#]/, 1)[0] ?? '';
    const decoded = decodeSegments(pathname.slice('/media/'.length));
    if (decoded === undefined) return undefined;
    const slash = decoded.indexOf('/');
    const projectId = decoded.slice(0, slash);
    const file = decoded.slice(slash + 1);
    if (slash < 0 || !PROJECT_ID_PATTERN.test(projectId) || !isSafeRelativePath(file)) {
      return undefined;
    }
    return RASTER_PATH.test(file) ? { kind: 'media', projectId, file } : undefined;
  }
  // Most strings of a model are text: only an http(s) URL on a host we may
  // fetch from is parsed (a failed URL parse throws, and at start every
  // string of every model came here: 1.6 s of a first start).
  if (hosts.length === 0 || !/^https?:\/\//i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || !isAllowedHost(url, hosts)) return undefined;
  return RASTER_PATH.test(url.pathname) ? { kind: 'remote', url } : undefined;
}

/**
 * Every string of a model that the proxy would serve: media of this project
 * and images on allowed hosts, each once, in document order.
 */
export function collectImageUrls(
  model: unknown,
  projectId: string,
  hosts: readonly string[],
): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const source = imageSourceOf(value, hosts);
      if (source && (source.kind === 'remote' || source.projectId === projectId)) {
        found.add(value);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        // Our own signatures are not content.
        if (key !== '_images') visit(item);
      }
    }
  };
  visit(model);
  return [...found];
}
