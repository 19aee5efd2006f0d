// How a validated model becomes stored text, and what the server reads back
// out of it (name, colours) for the pages and manifests it writes itself.
import { createHash } from 'node:crypto';
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_COLOR_SCHEME_SECONDARY,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  imageSources,
  type Address,
  type ImageSources,
  type ProjectModel,
} from '@hospes/domain';

export interface SerializedModel {
  body: string;
  /** Strong ETag, quoted as HTTP wants it. */
  etag: string;
}

export function serializeModel(model: ProjectModel): SerializedModel {
  const body = JSON.stringify(model);
  const hash = createHash('sha256').update(body).digest('base64url');
  return { body, etag: `"${hash}"` };
}

/** What the server needs of a project's default-language model. */
export interface ModelBranding {
  name: string;
  product: string;
  defaultLang: string;
  themeColor: string;
  backgroundColor: string;
  /** A same-origin path or https URL; anything else is dropped. */
  favicon: string | undefined;
  greeting: string | undefined;
  /** The origin of the model's `url` (where guests reach the app), when it is an http(s) URL. */
  publicOrigin: string | undefined;
}

function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

// Colours end up in HTML attributes, SVG and the manifest; a plain hex colour
// is all the model needs and leaves nothing to escape or misparse.
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;
}

/** A same-origin path or an https URL; anything else is dropped. */
function safeAssetUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (/^\/(?!\/)/.test(url) || /^https:\/\//i.test(url)) return url;
  return undefined;
}

export function readBranding(model: ProjectModel): ModelBranding {
  return {
    name: model.name,
    product: model._meta.product,
    defaultLang: model._meta.default_lang ?? DEFAULT_LANGUAGE,
    themeColor: safeColor(model.branding.color_scheme, DEFAULT_COLOR_SCHEME),
    backgroundColor: safeColor(
      model.branding.color_scheme_secondary,
      DEFAULT_COLOR_SCHEME_SECONDARY,
    ),
    favicon: safeAssetUrl(model.branding.favicon),
    greeting: model.welcome.top.greeting,
    publicOrigin: originOf(model.url),
  };
}

/** Where a project is: what the weather needs of its default-language model. */
export interface ProjectPlace {
  address: Address;
  latitude: number | undefined;
  longitude: number | undefined;
  /** IANA time zone (`_meta.timezone`, default Europe/Vienna). */
  timezone: string;
}

function validTimeZone(value: string | undefined): string {
  if (!value) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export function readPlace(model: ProjectModel): ProjectPlace {
  return {
    address: { ...model.address },
    latitude: model.geolocation?.latitude,
    longitude: model.geolocation?.longitude,
    timezone: validTimeZone(model._meta.timezone),
  };
}

/** Who issues the project's invoices (model `project_settings.invoicing`). */
export interface ProjectSupplier {
  /** Legal name: `invoicing.supplier_name`, else `contact.company`, else the project name. */
  name: string;
  vatId: string | undefined;
}

export function readSupplier(model: ProjectModel): ProjectSupplier {
  const invoicing = model.project_settings.invoicing;
  return {
    name: invoicing?.supplier_name ?? (model.contact.company?.trim() || model.name),
    vatId: invoicing?.vat_id,
  };
}

/**
 * What the start screen of a language shows (web/start-screen.ts): the
 * welcome image as the app will load it and the greeting, else the name.
 */
export interface StartScreenContent {
  title: string;
  image: ImageSources | undefined;
}

/** `model` as stored: with the image signatures (`_images`) the app uses too. */
export function readStartScreen(model: ProjectModel): StartScreenContent {
  const image = safeAssetUrl(model.welcome.top.welcome_image);
  return {
    title: model.welcome.top.greeting?.trim() || model.name,
    image: image ? imageSources(model, image) : undefined,
  };
}
