// Builds the Fastify application from a configuration. main.ts listens with
// it; tests use it through app.inject without a network port.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Compressor } from './http/encoded-body.ts';
import type { PushEndpointPolicy } from './push/push-sender.ts';
import { loggerOptions } from './logging.ts';
import { SERVER_LIMITS, type ServerLimits } from './server-limits.ts';
import type { WeatherProvider } from './weather/weather-provider.ts';
import adminAuthPlugin from './plugins/app/admin-auth.ts';
import dataCipherPlugin from './plugins/app/data-cipher.ts';
import databasePlugin from './plugins/app/database.ts';
import schedulerPlugin from './plugins/app/scheduler.ts';
import errorHandling, { answerFrameworkError } from './plugins/app/error-handler.ts';
import jsonBody from './plugins/app/json-body.ts';
import imagesPlugin from './plugins/app/images.ts';
import inboxPlugin from './plugins/app/inbox.ts';
import bookingsPlugin from './plugins/app/bookings.ts';
import shopPlugin from './plugins/app/shop.ts';
import staffPlugin from './plugins/app/staff.ts';
import guestsPlugin from './plugins/app/guests.ts';
import loginsPlugin from './plugins/app/logins.ts';
import paymentsPlugin from './plugins/app/payments.ts';
import pmsPlugin from './plugins/app/pms.ts';
import pmsEventsPlugin from './plugins/app/pms-events.ts';
import journeyPlugin, { type JourneyPluginOptions } from './plugins/app/journey.ts';
import registrationPlugin from './plugins/app/registration.ts';
import chatbotPlugin from './plugins/app/chatbot.ts';
import checkinPlugin from './plugins/app/checkins.ts';
import projectsPlugin from './plugins/app/projects.ts';
import sessionsPlugin from './plugins/app/sessions.ts';
import weatherPlugin from './plugins/app/weather.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import compression from './plugins/external/compression.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import swagger from './plugins/external/swagger.ts';
import adminRoutes from './routes/api/admin/index.ts';
import contactRoutes from './routes/api/contact/index.ts';
import paymentProcessingRoutes from './routes/api/integrations/paymentprocessing.ts';
import paymentRoutes from './routes/api/payments/index.ts';
import pmsRoutes from './routes/api/integrations/pms-routes.ts';
import pmsEventRoutes from './routes/api/pms-events.ts';
import journeyGuestRoutes from './routes/api/journey-guest.ts';
import checkinRoutes from './routes/api/integrations/checkin-routes.ts';
import guestDataRoutes from './routes/api/guestdata/index.ts';
import healthRoutes from './routes/api/health/index.ts';
import inboxRoutes from './routes/api/inbox/index.ts';
import bookingRoutes from './routes/api/bookings/index.ts';
import orderRoutes from './routes/api/orders/index.ts';
import staffRoutes from './routes/api/staff/index.ts';
import imageRoutes from './routes/api/img/index.ts';
import projectRoutes from './routes/api/projects/index.ts';
import statsRoutes from './routes/api/stats/index.ts';
import weatherRoutes from './routes/api/weather/index.ts';
import chatbotRoutes from './routes/api/chatbot/index.ts';
import webRoutes from './routes/web/index.ts';
import consoleRoutes from './routes/web/console.ts';
import payRoutes from './routes/web/pay/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Logger options (pino); default: the configured level to stdout. */
  logger?: FastifyServerOptions['logger'];
  /** The clock of time-dependent caches (tests move it). */
  now?: () => number;
  /** Replaces the guest journey's SMTP transport (tests). */
  mailer?: JourneyPluginOptions['mailer'];
  /** The fetch of outgoing calls: weather providers and the image proxy (tests). */
  fetch?: typeof fetch;
  /** Replaces the weather provider of the configuration (tests). */
  weatherProvider?: WeatherProvider;
  /** Timeouts and connection limits (tests shorten them). */
  serverLimits?: Partial<ServerLimits>;
  /** How new model versions are compressed (tests use a fast one; default brotli 11). */
  compressModel?: Compressor;
  /** The fetch that reaches the browsers' push services (tests: a local one). */
  pushFetch?: typeof fetch;
  /** Which push service addresses may be posted to (tests: a local one over http). */
  pushEndpoints?: PushEndpointPolicy;
  /** The realtime stream's heartbeat interval (tests shorten it). */
  sseHeartbeatMs?: number;
}

/** A hop count as the function Fastify's types accept (it trusts the nearest `hops` proxies). */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Request bodies are small JSON documents; larger ones are refused (413). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Creates the server: database (migrated), projects imported from
 * `config.projectsDir`, API, OpenAPI docs and the web app. Resolves once
 * ready; call `close()` to stop it (closes the database too).
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const limits = { ...SERVER_LIMITS, ...options.serverLimits };
  const app = Fastify({
    // Our serializers and redaction always; a caller may add a stream or a level.
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: limits.connectionTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    requestTimeout: limits.requestTimeout,
    http: {
      headersTimeout: limits.headersTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    // Every route is validated and serialized with its zod schemas. Given as
    // the root's compilers, Fastify does not load Ajv and fast-json-stringify
    // for defaults nobody uses (~0.2 s of every start). (Fastify's types
    // expect Ajv's compilers here; the route-schema compilers are what it calls.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);

    await app.register(securityHeaders);
    await app.register(compression);
    await app.register(errorHandling);
    await app.register(jsonBody);
    await app.register(swagger);
    await app.register(rateLimit);
    await app.register(adminAuthPlugin, { now: options.now });
    await app.register(databasePlugin, { url: config.databaseUrl });
    await app.register(schedulerPlugin);
    await app.register(dataCipherPlugin);
    await app.register(imagesPlugin, { fetch: options.fetch });
    await app.register(projectsPlugin, {
      projectsDir: config.projectsDir,
      compress: options.compressModel,
    });
    await app.register(sessionsPlugin, { now: options.now });
    await app.register(guestsPlugin, { now: options.now });
    await app.register(loginsPlugin, { now: options.now });
    await app.register(pmsPlugin, { now: options.now });
    await app.register(checkinPlugin, { now: options.now });
    await app.register(paymentsPlugin, { now: options.now });
    await app.register(inboxPlugin, {
      now: options.now,
      fetch: options.pushFetch,
      pushEndpoints: options.pushEndpoints,
    });
    await app.register(pmsEventsPlugin, { now: options.now });
    await app.register(journeyPlugin, { now: options.now, mailer: options.mailer });
    await app.register(registrationPlugin, { now: options.now });
    await app.register(bookingsPlugin, { now: options.now });
    await app.register(shopPlugin, { now: options.now });
    await app.register(staffPlugin, { now: options.now });
    await app.register(chatbotPlugin, { fetch: options.fetch });
    await app.register(weatherPlugin, {
      fetch: options.fetch,
      now: options.now,
      provider: options.weatherProvider,
    });
    // Only reply.sendFile; the routes decide which files exist.
    await app.register(fastifyStatic, { serve: false });

    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(projectRoutes, { prefix: '/api' });
    await app.register(weatherRoutes, { prefix: '/api' });
    await app.register(chatbotRoutes, { prefix: '/api' });
    await app.register(imageRoutes, { prefix: '/api' });
    await app.register(statsRoutes, { prefix: '/api' });
    await app.register(contactRoutes, { prefix: '/api' });
    await app.register(pmsRoutes, { prefix: '/api', now: options.now });
    await app.register(pmsEventRoutes, { prefix: '/api' });
    await app.register(journeyGuestRoutes, { prefix: '/api' });
    await app.register(checkinRoutes, { prefix: '/api' });
    await app.register(guestDataRoutes, { prefix: '/api' });
    await app.register(paymentRoutes, { prefix: '/api' });
    await app.register(paymentProcessingRoutes, { prefix: '/api' });
    await app.register(inboxRoutes, { prefix: '/api', heartbeatMs: options.sseHeartbeatMs });
    await app.register(bookingRoutes, { prefix: '/api' });
    await app.register(orderRoutes, { prefix: '/api' });
    await app.register(staffRoutes, { prefix: '/api' });
    if (config.adminToken) {
      await app.register(adminRoutes, { prefix: '/api' });
    }
    await app.register(payRoutes);
    await app.register(consoleRoutes);
    await app.register(webRoutes);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
