// Reads the original image: a project's media file from disk or, for an
// uploaded one, from the media store (never over HTTP), or a file on an
// allowed host with a timeout, a size cap, an image content type and no
// redirects to other hosts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { containedFile } from '../web/contained-file.ts';
import { ImageError } from './image-error.ts';
import type { ImageSource } from './image-url.ts';

export const FETCH_TIMEOUT_MS = 5000;

/**
 * An uploaded file's path under `/media/<project>/`: `uploads/<hash>.<ext>`,
 * kept in the database by media/ (the projects folder has no such file).
 */
export const UPLOADED_FILE = /^uploads\/([0-9a-f]{20}\.(?:webp|svg))$/;
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface LoadedImage {
  data: Buffer;
  /** Changes when the original changes (files: mtime and size). */
  version: string;
}

export interface LoaderOptions {
  projectsDir: string;
  /** The uploaded files (`uploads/<hash>.<ext>`) of the staff console. */
  uploads?: { find(projectId: string, name: string): Promise<{ body: Buffer } | undefined> };
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

/** An uploaded file's bytes; its name is its hash, so the name is its version. */
async function findUpload(
  options: LoaderOptions,
  projectId: string,
  name: string,
): Promise<LoadedImage> {
  const stored = await options.uploads?.find(projectId, name);
  if (!stored) throw new ImageError(404, 'The image was not found.');
  return { data: stored.body, version: name };
}

/** A media file's version (uploads: the name; files: mtime and size), after the traversal checks. */
export async function mediaVersion(
  options: LoaderOptions,
  projectId: string,
  file: string,
): Promise<string> {
  const upload = UPLOADED_FILE.exec(file);
  if (upload) return (await findUpload(options, projectId, upload[1]!)).version;
  return (await findMedia(options, projectId, file)).version;
}

/** A media file's real path and version, after the traversal checks. */
async function findMedia(
  options: LoaderOptions,
  projectId: string,
  file: string,
): Promise<{ path: string; version: string }> {
  const root = path.resolve(options.projectsDir, projectId, 'media');
  // Symbolic links must not lead out of the media folder either.
  const found = await containedFile(root, file);
  if (!found) throw new ImageError(404, 'The image was not found.');
  const maxBytes = options.maxBytes ?? MAX_SOURCE_BYTES;
  if (found.size > maxBytes) {
    throw new ImageError(422, `The image is larger than ${maxBytes / 1024 / 1024} MB.`);
  }
  return { path: found.path, version: `${found.mtimeMs}-${found.size}` };
}

async function readMedia(
  options: LoaderOptions,
  projectId: string,
  file: string,
): Promise<LoadedImage> {
  const upload = UPLOADED_FILE.exec(file);
  if (upload) return findUpload(options, projectId, upload[1]!);
  const found = await findMedia(options, projectId, file);
  return { data: await readFile(found.path), version: found.version };
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new ImageError(502, `The image source sent more than ${maxBytes / 1024 / 1024} MB.`);
  const declared = Number(response.headers.get('content-length') ?? 'NaN');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks, total);
}

async function fetchRemote(options: LoaderOptions, start: URL): Promise<LoadedImage> {
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      const response = await doFetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' },
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, url) : undefined;
        // Only redirects within the same origin: an allowed host must not
        // hand the proxy on to a host nobody allowed.
        if (!next || next.origin !== url.origin || hop >= MAX_REDIRECTS) {
          throw new ImageError(502, 'The image source redirected elsewhere.');
        }
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          throw new ImageError(404, 'The image was not found at its source.');
        }
        throw new ImageError(502, `The image source answered with status ${response.status}.`);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!/^image\//i.test(type)) {
        await response.body?.cancel();
        throw new ImageError(502, 'The image source did not send an image.');
      }
      const data = await readCapped(response, options.maxBytes ?? MAX_SOURCE_BYTES);
      return { data, version: response.headers.get('etag') ?? '' };
    }
  } catch (err) {
    if (err instanceof ImageError) throw err;
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      throw new ImageError(504, 'The image source did not answer in time.');
    }
    throw new ImageError(502, 'The image source could not be reached.');
  }
}

/** Loads the original bytes of an image source. */
export function loadImage(options: LoaderOptions, source: ImageSource): Promise<LoadedImage> {
  return source.kind === 'media'
    ? readMedia(options, source.projectId, source.file)
    : fetchRemote(options, source.url);
}
