/** Project used by the Vite dev server when the path names none (`npm run dev` at `/`). */
export const DEV_PROJECT_ID = 'alpenrose';

const PROJECT_ID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * The project this page belongs to. The server writes it into
 * `<meta name="hospes-project">` (also for custom domains served at `/`);
 * without the tag, the first path segment (`/alpenrose/` → 'alpenrose').
 * In development a path without a project falls back to {@link DEV_PROJECT_ID}.
 * Returns '' when no project can be found (the start then shows the error
 * screen), and on the server (the first view names its project itself).
 */
export function getProjectId(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
  pathname: string = globalThis.location?.pathname ?? '',
): string {
  const fromMeta = doc?.querySelector('meta[name="hospes-project"]')?.getAttribute('content');
  if (fromMeta && PROJECT_ID_PATTERN.test(fromMeta)) return fromMeta;
  const segment = pathname.split('/').find((s) => s !== '');
  if (segment && PROJECT_ID_PATTERN.test(segment)) return segment;
  return import.meta.env.DEV ? DEV_PROJECT_ID : '';
}
