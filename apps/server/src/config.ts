// The server's whole configuration comes from the environment, checked once at
// start: a bad value stops the server with a message naming the variable.
import { publicUrl } from './web/public-url-schema.ts';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WEATHER_PROVIDERS,
  type PmsConnectionInput,
  type WeatherProviderName,
} from '@hospes/domain';
import { z } from 'zod';
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from './payments/payment-provider.ts';
import { decodeKey } from './secrets/data-cipher.ts';
import { PmsConnectionsEnvSchema } from './pms/pms-connections-env.ts';
import { PROJECT_ID_PATTERN } from './projects/project-id.ts';

/** The monorepo root (apps/server/src → ../../..); defaults are relative to it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export { PROJECT_ID_PATTERN };

const HOST_NAME_PATTERN = /^[a-z0-9.-]+$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's `trustProxy` in the forms we allow: off, a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  /** `sqlite:<file>` or `postgres://…`. */
  databaseUrl: string;
  projectsDir: string;
  webDistDir: string;
  /** The staff console's build (apps/console/dist), served at /console/. */
  consoleDistDir: string;
  /** Demo mode: the project list page at `/`. */
  demo: boolean;
  /**
   * Demo mode only: HOSPES_DEMO_FAKE_PMS (off by default) runs a fake Mews and
   * apaleo the start page connects a project to (docs/pms.md);
   * HOSPES_DEMO_FAKE_ALLOGGIATI (on) a fake Alloggiati Web for projects in Italy.
   */
  demoFakePms: boolean;
  demoFakeAlloggiati: boolean;
  /** Enables the admin model upload; undefined keeps that route closed (404). */
  adminToken: string | undefined;
  /** Host name (lower case, no port) → project id served at `/` on that host. */
  domains: ReadonlyMap<string, string>;
  logLevel: LogLevel;
  /**
   * Which reverse proxies may tell the client's address, protocol and host
   * (X-Forwarded-*): `false` (none: the socket's peer is the client), a hop
   * count, or the proxies' addresses/CIDRs. Never "every hop": a client could
   * then choose its own address and escape every per-IP limit.
   */
  trustProxy: TrustProxy;
  /** `https://host[/prefix]` guests reach Hospes at; payment return URLs are built on it. */
  publicUrl: string | undefined;
  /** Where the embedded database and generated keys live. */
  dataDir: string;
  /** HOSPES_DATA_KEY: the key of identity data at rest; undefined: `data.key` in `dataDir`. */
  dataKey: Buffer | undefined;
  weather: WeatherConfig;
  images: ImageConfig;
  payments: PaymentConfig;
  /** Web push (VAPID); keys undefined: generated once and stored in the database. */
  push?: PushConfig;
  /** The language model that may reword the chatbot's answers; undefined: off (the default). */
  llm?: LlmConfig;
  /**
   * HOSPES_PMS_CONNECTIONS: projects' property systems preset for automation,
   * `{ "<project>": { kind, settings, secrets } }` (docs/pms.md); stored
   * (credentials encrypted) at every start, over what the console set.
   */
  pmsConnections?: Readonly<Record<string, PmsConnectionInput>>;
  /** The guest journey's mail server and default sender (docs/journeys.md); unset: no mail. */
  smtp?: { url: string; from: string | undefined };
}

/** An OpenAI-compatible chat completions endpoint (HOSPES_LLM_URL, HOSPES_LLM_KEY). */
export interface LlmConfig {
  /** The API's base URL, e.g. `https://api.openai.com/v1`; `/chat/completions` is added. */
  url: string;
  key: string;
  /** The model name sent with each request (HOSPES_LLM_MODEL). */
  model: string;
}

export interface PushConfig {
  publicKey: string | undefined;
  privateKey: string | undefined;
  /** `mailto:` or `https:` contact the push services may reach the sender at. */
  subject: string | undefined;
  /** Push services besides the browsers' own (HOSPES_PUSH_HOSTS), e.g. a self-hosted one. */
  extraHosts: string[];
  /** Tests only (HOSPES_PUSH_ALLOW_HTTP): a local push service over plain http. */
  allowHttp: boolean;
}

// The weather sources are the domain's (the web reads the same names).
export { WEATHER_PROVIDERS, type WeatherProviderName };

export interface WeatherConfig {
  /** `static` (recorded demo forecasts, no network) is the embedded default. */
  provider: WeatherProviderName;
  openMeteoUrl: string;
  openWeatherMapUrl: string;
  /** Required when the provider is `openweathermap`. */
  openWeatherMapKey: string | undefined;
}

export interface ImageConfig {
  /** HMAC secret of the image proxy; undefined: generated once and stored in the database. */
  secret: string | undefined;
  /** Hosts (`host` or `host:port`, lower case) the image proxy may fetch from. */
  hosts: readonly string[];
}

export interface PaymentConfig {
  /** `demo` (our own hosted page that simulates a payment, no real money) is the embedded default. */
  provider: PaymentProviderName;
  /** Set, and required, when the provider is `stripe`. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  /** The signing secret (`whsec_…`) of the webhook endpoint /api/payments/webhooks/stripe. */
  webhookSecret: string;
  /** Base URL of the Stripe API (tests point it at a local fake). */
  apiBase: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'Expected one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const domains = z.string().transform((value, ctx) => {
  const map = new Map<string, string>();
  for (const entry of value.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const [host, project, ...rest] = entry.split('=').map((p) => p.trim().toLowerCase());
    if (!host || !project || rest.length > 0 || !HOST_NAME_PATTERN.test(host)) {
      ctx.addIssue({
        code: 'custom',
        message: `Expected host=project pairs separated by commas (e.g. app.alpenrose.at=alpenrose), got "${entry}"`,
      });
      return z.NEVER;
    }
    if (!PROJECT_ID_PATTERN.test(project)) {
      ctx.addIssue({ code: 'custom', message: `"${project}" is not a valid project id` });
      return z.NEVER;
    }
    map.set(host, project);
  }
  return map;
});

const baseUrl = z
  .url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' })
  .transform((v) => v.replace(/\/+$/, ''));

const hostList = z.string().transform((value, ctx) => {
  const hosts: string[] = [];
  for (const entry of value.split(',').map((e) => e.trim().toLowerCase())) {
    if (!entry) continue;
    if (!/^[a-z0-9.-]+(?::\d{1,5})?$/.test(entry)) {
      ctx.addIssue({
        code: 'custom',
        message: `Expected host names separated by commas (e.g. images.example.com,cdn.example.org:8443), got "${entry}"`,
      });
      return z.NEVER;
    }
    hosts.push(entry);
  }
  return hosts;
});

/** `1.2.3.4`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const OFF_VALUES = ['', '0', 'false', 'off', 'no'];

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (OFF_VALUES.includes(v)) return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad === undefined && entries.length > 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      `Expected off, a hop count (1 when one proxy sits in front) or proxy addresses/CIDRs ` +
      `separated by commas (e.g. 127.0.0.1,10.0.0.0/8), got "${value}"` +
      (['true', 'yes', 'on', 'all'].includes(v)
        ? '; trusting every hop would let clients choose their own address'
        : ''),
  });
  return z.NEVER;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres|postgresql):\/\//.test(v) || v.startsWith('sqlite:'), {
      message: 'Expected a postgres://… (or postgresql://…) URL, or sqlite:<file>',
    })
    .optional(),
  HOSPES_DATA_DIR: z.string().optional(),
  HOSPES_PROJECTS_DIR: z.string().optional(),
  HOSPES_WEB_DIST: z.string().optional(),
  HOSPES_CONSOLE_DIST: z.string().optional(),
  HOSPES_DEMO: flag.default(true),
  HOSPES_DEMO_FAKE_PMS: flag.default(false),
  HOSPES_DEMO_FAKE_ALLOGGIATI: flag.default(true),
  // The token guards publishing models; a short one is guessable.
  HOSPES_ADMIN_TOKEN: z.string().min(12, 'Use at least 12 characters').optional(),
  HOSPES_DOMAINS: domains.optional(),
  HOSPES_TRUST_PROXY: trustProxy.default(false),
  HOSPES_PUBLIC_URL: publicUrl.optional(),
  HOSPES_DATA_KEY: z
    .string()
    .trim()
    .transform((value, ctx) => {
      try {
        return decodeKey(value, 'HOSPES_DATA_KEY');
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'Expected 32 random bytes as base64 or hex (e.g. `openssl rand -base64 32`)',
        });
        return z.NEVER;
      }
    })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  HOSPES_WEATHER_PROVIDER: z.enum(WEATHER_PROVIDERS).default('static'),
  HOSPES_OPEN_METEO_URL: baseUrl.default('https://api.open-meteo.com'),
  HOSPES_OPENWEATHERMAP_URL: baseUrl.default('https://api.openweathermap.org'),
  HOSPES_OPENWEATHERMAP_KEY: z.string().trim().min(1).optional(),
  // Signatures made with a short secret can be forged by brute force.
  HOSPES_IMAGE_SECRET: z.string().min(32, 'Use at least 32 characters').optional(),
  HOSPES_IMAGE_HOSTS: hostList.optional(),
  HOSPES_PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDER_NAMES).default('demo'),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/, 'Expected a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .startsWith('whsec_', 'Expected a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: baseUrl.default('https://api.stripe.com'),
  HOSPES_VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'Expected a VAPID public key (base64url, 65 bytes)')
    .optional(),
  HOSPES_VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'Expected a VAPID private key (base64url, 32 bytes)')
    .optional(),
  HOSPES_PUSH_HOSTS: hostList.optional(),
  HOSPES_PUSH_ALLOW_HTTP: flag.default(false),
  HOSPES_LLM_URL: baseUrl.optional(),
  HOSPES_LLM_KEY: z.string().trim().min(1).optional(),
  HOSPES_LLM_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  HOSPES_PMS_CONNECTIONS: PmsConnectionsEnvSchema.optional(),
  HOSPES_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Expected an smtp(s):// URL' }).optional(),
  HOSPES_SMTP_FROM: z.email({ error: 'Expected an e-mail address' }).optional(),
  HOSPES_VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'Expected mailto:… or https://…')
    .optional(),
});

/**
 * Reads the configuration from environment variables (empty ones count as
 * unset). Throws a {@link ConfigError} listing every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.refine(
    (e) => e.HOSPES_WEATHER_PROVIDER !== 'openweathermap' || e.HOSPES_OPENWEATHERMAP_KEY,
    {
      path: ['HOSPES_OPENWEATHERMAP_KEY'],
      message: 'Required when HOSPES_WEATHER_PROVIDER is openweathermap',
    },
  )
    .refine((e) => e.HOSPES_PAYMENT_PROVIDER !== 'stripe' || e.STRIPE_SECRET_KEY, {
      path: ['STRIPE_SECRET_KEY'],
      message: 'Required when HOSPES_PAYMENT_PROVIDER is stripe',
    })
    .refine((e) => e.HOSPES_PAYMENT_PROVIDER !== 'stripe' || e.STRIPE_WEBHOOK_SECRET, {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'Required when HOSPES_PAYMENT_PROVIDER is stripe',
    })
    .refine((e) => !e.HOSPES_VAPID_PUBLIC_KEY === !e.HOSPES_VAPID_PRIVATE_KEY, {
      path: ['HOSPES_VAPID_PRIVATE_KEY'],
      message: 'Set both HOSPES_VAPID_PUBLIC_KEY and HOSPES_VAPID_PRIVATE_KEY, or neither',
    })
    .refine((e) => !e.HOSPES_LLM_URL === !e.HOSPES_LLM_KEY, {
      path: ['HOSPES_LLM_KEY'],
      message:
        'Set both HOSPES_LLM_URL and HOSPES_LLM_KEY, or neither (a server without keys takes any key)',
    })
    .safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = e.HOSPES_DATA_DIR ? path.resolve(e.HOSPES_DATA_DIR) : fromRoot('data');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'hospes.sqlite')}`,
    projectsDir: path.resolve(e.HOSPES_PROJECTS_DIR ?? fromRoot('projects')),
    webDistDir: path.resolve(e.HOSPES_WEB_DIST ?? fromRoot('apps/web/dist')),
    consoleDistDir: path.resolve(e.HOSPES_CONSOLE_DIST ?? fromRoot('apps/console/dist')),
    demo: e.HOSPES_DEMO,
    demoFakePms: e.HOSPES_DEMO && e.HOSPES_DEMO_FAKE_PMS,
    demoFakeAlloggiati: e.HOSPES_DEMO && e.HOSPES_DEMO_FAKE_ALLOGGIATI,
    adminToken: e.HOSPES_ADMIN_TOKEN,
    domains: e.HOSPES_DOMAINS ?? new Map(),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.HOSPES_TRUST_PROXY,
    publicUrl: e.HOSPES_PUBLIC_URL,
    dataDir,
    dataKey: e.HOSPES_DATA_KEY,
    weather: {
      provider: e.HOSPES_WEATHER_PROVIDER,
      openMeteoUrl: e.HOSPES_OPEN_METEO_URL,
      openWeatherMapUrl: e.HOSPES_OPENWEATHERMAP_URL,
      openWeatherMapKey: e.HOSPES_OPENWEATHERMAP_KEY,
    },
    images: {
      secret: e.HOSPES_IMAGE_SECRET,
      hosts: e.HOSPES_IMAGE_HOSTS ?? [],
    },
    push: {
      publicKey: e.HOSPES_VAPID_PUBLIC_KEY,
      privateKey: e.HOSPES_VAPID_PRIVATE_KEY,
      subject: e.HOSPES_VAPID_SUBJECT,
      extraHosts: e.HOSPES_PUSH_HOSTS ?? [],
      allowHttp: e.HOSPES_PUSH_ALLOW_HTTP,
    },
    ...(e.HOSPES_PMS_CONNECTIONS ? { pmsConnections: e.HOSPES_PMS_CONNECTIONS } : {}),
    ...(e.HOSPES_SMTP_URL ? { smtp: { url: e.HOSPES_SMTP_URL, from: e.HOSPES_SMTP_FROM } } : {}),
    llm:
      e.HOSPES_LLM_URL && e.HOSPES_LLM_KEY
        ? { url: e.HOSPES_LLM_URL, key: e.HOSPES_LLM_KEY, model: e.HOSPES_LLM_MODEL }
        : undefined,
    payments: {
      provider: e.HOSPES_PAYMENT_PROVIDER,
      stripe:
        e.HOSPES_PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiBase: e.STRIPE_API_BASE,
            }
          : undefined,
    },
  };
}
