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
 * Home screens cut names after about 12 characters, so the short name keeps
 * the last words that fit: "Hotel Alpenrose" → "Alpenrose".
 */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const words = trimmed.split(/\s+/);
  let short = '';
  for (let i = words.length - 1; i >= 0; i--) {
    const next = short ? `${words[i]} ${short}` : (words[i] ?? '');
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || trimmed.slice(0, SHORT_NAME_MAX);
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
