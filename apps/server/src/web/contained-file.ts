// The one check of every route that serves a file from a folder (project
// media, the web app build, the image proxy's originals): the file's real
// path — symbolic links resolved — must lie inside the folder's real path.
// A link that leads out (to /etc/passwd, to the server's environment) is
// treated as missing, as are directories and anything that is not a file.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** True when `file` is below `root` (both absolute, real paths). */
export function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export interface ContainedFile {
  /** The real, absolute path. */
  path: string;
  /** The real folder it is in (the root, links resolved). */
  root: string;
  /** The real path relative to the real root (what `reply.sendFile` takes). */
  relative: string;
  size: number;
  mtimeMs: number;
}

/**
 * The regular file `relative` names below `root`, or undefined when there is
 * none or its real path leaves the folder. `relative` must already be a
 * plain relative path; this is the second line of defence, against links.
 */
export async function containedFile(
  root: string,
  relative: string,
): Promise<ContainedFile | undefined> {
  if (relative.includes('\0') || path.isAbsolute(relative)) return undefined;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.resolve(root, relative));
    if (!isInside(realRoot, real)) return undefined;
    const info = await stat(real);
    if (!info.isFile()) return undefined;
    return {
      path: real,
      root: realRoot,
      relative: path.relative(realRoot, real),
      size: info.size,
      mtimeMs: info.mtimeMs,
    };
  } catch {
    return undefined;
  }
}
