// The web app manifest of one project: each project installs as its own app
// with its own name, colours, icons and scope.
import type { ProjectSummary } from '../projects/project.service.ts';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const SHORT_NAME_MAX = 12;

/**
 * Home screens cut names after about 12 characters. Names usually start with
 * a generic word ("Hotel", "Ferienregion"), so the short name drops it:
 * "Hotel Alpenrose" → "Alpenrose", "Hotel Bergblick am See" → "Bergblick".
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const rest = words.slice(1);
  const candidates = [words.join(' '), rest.join(' '), rest[0] ?? ''];
  const fitting = candidates.find((c) => c.length > 0 && c.length <= SHORT_NAME_MAX);
  return fitting ?? words.join(' ').slice(0, SHORT_NAME_MAX);
}

/**
 * `pngSizes` are the PNG icons the web app build ships (`icons/icon-<n>.png`);
 * the generated SVG icon is always there. Paths are relative to the manifest,
 * so the same manifest works at `/{projectId}/` and on a project's own domain.
 */
export function buildManifest(project: ProjectSummary, pngSizes: number[]): WebAppManifest {
  return {
    id: './',
    name: project.name,
    short_name: shortName(project.name),
    description: project.greeting ?? project.name,
    lang: project.defaultLang,
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: project.themeColor,
    background_color: project.backgroundColor,
    icons: [
      { src: './icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...pngSizes.map((size) => ({
        src: `./icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any' as const,
      })),
    ],
  };
}
