import type { EmbedProvider } from './consent.ts';

/**
 * spec §3/§9 blockable third-party content: the embeds content may carry
 * (YouTube, Vimeo, Instagram, Google Maps), each recognised by its address
 * and brought to the one safe form the app loads — YouTube without cookies
 * (youtube-nocookie.com), Vimeo without tracking (`dnt=1`). Anything else in
 * an iframe is not an embed and is removed by the sanitiser.
 */
export interface Embed {
  provider: EmbedProvider;
  /** The address the app loads, once the guest allowed the provider. */
  src: string;
}

/** The provider's name as guests know it. */
export const EMBED_PROVIDER_NAMES: Readonly<Record<EmbedProvider, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  instagram: 'Instagram',
  google_maps: 'Google Maps',
};

function parse(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The embed an iframe's (or an Instagram post's) address stands for; null for anything else. */
export function embedOf(address: string): Embed | null {
  const url = parse(address);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = /^\/embed\/([\w-]{6,20})\/?$/.exec(path)?.[1];
    return id ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === 'player.vimeo.com') {
    const id = /^\/video\/(\d{3,12})\/?$/.exec(path)?.[1];
    return id ? { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?dnt=1` } : null;
  }
  if (host === 'instagram.com') {
    const post = /^\/(p|reel)\/([\w-]{5,40})(?:\/embed)?\/?$/.exec(path);
    return post
      ? { provider: 'instagram', src: `https://www.instagram.com/${post[1]}/${post[2]}/embed/` }
      : null;
  }
  if (host === 'google.com' && path === '/maps/embed') {
    const pb = url.searchParams.get('pb');
    return pb && /^[\w!.:%*-]{1,2000}$/.test(pb)
      ? {
          provider: 'google_maps',
          src: `https://www.google.com/maps/embed?pb=${encodeURIComponent(pb)}`,
        }
      : null;
  }
  return null;
}
