// "Test connection" in the console: whether Hospes can work with the
// project's property system, answered in plain words — wrong credentials,
// no permission for an operation, unreachable.
import type { PmsConnectionTest } from '@hospes/domain';
import {
  ApaleoAuthError,
  ApaleoClient,
  ApaleoForbiddenError,
  type ApaleoClientOptions,
} from './apaleo/apaleo-client.ts';
import { MewsAuthError, MewsClient, type MewsClientOptions } from './mews/mews-client.ts';
import type { MewsEnterprise } from './mews/mews-types.ts';
import { PmsError } from './pms-adapter.ts';
import type { RemotePmsConnection, StoredPmsConnection } from './pms-connections.repository.ts';
import { PmsNotRespondingError } from './pms-not-responding.ts';

export async function testPmsConnection(
  connection: StoredPmsConnection | null,
  options: MewsClientOptions & ApaleoClientOptions = {},
  /** Where the PMS should send its change notifications (apaleo: subscribed here). */
  eventsUrl?: string,
): Promise<PmsConnectionTest> {
  if (!connection || connection.kind === 'builtin') {
    return {
      ok: true,
      message: 'The built-in property system is part of Hospes: nothing to connect.',
    };
  }
  if (connection.kind === 'apaleo') return testApaleo(connection, options, eventsUrl);
  if (!connection.secrets) {
    return {
      ok: false,
      message: 'Enter the client token and the access token of the Mews connection.',
    };
  }
  const address = connection.settings.platformAddress;
  const client = new MewsClient(
    { ...connection.secrets, platformAddress: address, client: 'Hospes 1.0' },
    { timeoutMs: 5_000, ...options },
  );
  let step = 'read the property';
  try {
    const { Enterprise } = await client.call<{ Enterprise: MewsEnterprise & { Name: string } }>(
      'configuration/get',
    );
    step = 'read reservations';
    const now = Date.now();
    await client.call('reservations/getAll/2023-06-06', {
      ServiceIds: [connection.settings.serviceId],
      CollidingUtc: {
        StartUtc: new Date(now).toISOString(),
        EndUtc: new Date(now + 86_400_000).toISOString(),
      },
      Limitation: { Count: 1 },
    });
    return {
      ok: true,
      message: `Connected to Mews: ${Enterprise.Name} (${Enterprise.TimeZoneIdentifier}).`,
    };
  } catch (error) {
    if (error instanceof MewsAuthError) {
      return {
        ok: false,
        message:
          step === 'read the property'
            ? 'Mews refused the credentials. Check the client token and the access token, and that the integration is enabled for this property.'
            : `The credentials work, but Mews does not allow this connection to ${step}.`,
      };
    }
    if (error instanceof PmsNotRespondingError) {
      return {
        ok: false,
        message: `Mews could not be reached at ${address}. Check the address, or try again in a moment.`,
      };
    }
    if (error instanceof PmsError) {
      return {
        ok: false,
        message: `Mews refused to ${step}: ${error.message.replace(/^Mews [^:]+: /, '')}`,
      };
    }
    throw error;
  }
}

async function testApaleo(
  connection: Extract<RemotePmsConnection, { kind: 'apaleo' }>,
  options: ApaleoClientOptions,
  eventsUrl: string | undefined,
): Promise<PmsConnectionTest> {
  if (!connection.secrets)
    return { ok: false, message: 'Enter the client secret of the apaleo connection.' };
  const { settings } = connection;
  const client = new ApaleoClient(
    { ...settings, clientSecret: connection.secrets.clientSecret },
    { timeoutMs: 5_000, ...options },
  );
  let step = 'read the property';
  try {
    const property = await client.request<{ name?: Record<string, string>; timeZone: string }>(
      'GET',
      `/inventory/v1/properties/${encodeURIComponent(settings.propertyId)}`,
    );
    if (!property)
      return {
        ok: false,
        message: `apaleo has no property ${settings.propertyId} for this client. Check the property id.`,
      };
    step = 'read reservations';
    await client.request('GET', '/booking/v1/reservations', {
      query: { propertyIds: settings.propertyId, pageNumber: 1, pageSize: 1 },
    });
    step = 'read folios';
    await client.request('GET', '/finance/v1/folios', {
      query: { propertyIds: settings.propertyId, pageNumber: 1, pageSize: 1 },
    });
    const name = Object.values(property.name ?? {})[0] ?? settings.propertyId;
    const connected = `Connected to apaleo: ${name} (${property.timeZone}).`;
    if (!eventsUrl) return { ok: true, message: connected };
    try {
      await subscribeToChanges(client, settings, eventsUrl);
      return { ok: true, message: `${connected} apaleo tells Hospes of changes.` };
    } catch (error) {
      if (!(error instanceof PmsNotRespondingError) && !(error instanceof PmsError)) throw error;
      const why =
        error instanceof ApaleoForbiddenError
          ? 'apaleo does not let this client subscribe to changes (webhook scope)'
          : "apaleo's webhook API did not take the subscription";
      return {
        ok: true,
        message: `${connected} ${why}: Hospes reads each stay when it is asked for.`,
      };
    }
  } catch (error) {
    if (error instanceof ApaleoForbiddenError)
      return {
        ok: false,
        message: `The credentials work, but apaleo does not allow this client to ${step}. Add the scope to the app in apaleo.`,
      };
    if (error instanceof ApaleoAuthError)
      return {
        ok: false,
        message:
          'apaleo refused the credentials. Check the client id and the client secret of the app registered in apaleo.',
      };
    if (error instanceof PmsNotRespondingError)
      return {
        ok: false,
        message: `apaleo could not be reached at ${settings.apiAddress}. Check the address, or try again in a moment.`,
      };
    if (error instanceof PmsError)
      return {
        ok: false,
        message: `apaleo refused to ${step}: ${error.message.replace(/^apaleo [^:]+: /, '')}`,
      };
    throw error;
  }
}

/** Reservation and folio changes of the property, as apaleo's webhook API subscribes them. */
export const APALEO_EVENTS = ['reservation/*', 'folio/*'];

/**
 * Subscribes the project's events address at apaleo's webhook API — once:
 * a subscription naming the address already is left as it is.
 */
async function subscribeToChanges(
  client: ApaleoClient,
  settings: { propertyId: string; webhookAddress?: string | undefined },
  endpointUrl: string,
): Promise<void> {
  const base = `${(settings.webhookAddress ?? 'https://webhook.apaleo.com').replace(/\/+$/, '')}/v1/subscriptions`;
  const listed = (await client.request<{ endpointUrl?: string }[]>('GET', base)) ?? [];
  if (listed.some((s) => s.endpointUrl === endpointUrl)) return;
  await client.request('POST', base, {
    body: { endpointUrl, events: APALEO_EVENTS, propertyIds: [settings.propertyId] },
  });
}
