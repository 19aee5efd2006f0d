/**
 * A staff preview (`/alpenrose/?preview=…&lang=de#/`, from the console): the
 * app loads the draft model from the staff API with the staff session
 * instead of the published one. Nothing of it is kept — the draft's address
 * is not one the service worker caches, the model refresh does not warm the
 * cache with it, and no statistics are sent.
 */
import { isLanguage, type Lang } from '@hospes/domain';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The preview token in the address, if this page is a preview. */
export function previewToken(
  search: string = globalThis.location?.search ?? '',
): string | undefined {
  const token = new URLSearchParams(search).get('preview');
  return token && TOKEN.test(token) ? token : undefined;
}

/** The language of the draft a preview shows (the app starts in it). */
export function previewLanguage(
  search: string = globalThis.location?.search ?? '',
): Lang | undefined {
  if (!previewToken(search)) return undefined;
  const lang = new URLSearchParams(search).get('lang');
  return lang && isLanguage(lang) ? lang : undefined;
}

/** The staff API path of a preview's model in one language. */
export function previewModelUrl(projectId: string, token: string, lang: string): string {
  return `/api/staff/${encodeURIComponent(projectId)}/previews/${token}/model/${lang}`;
}
