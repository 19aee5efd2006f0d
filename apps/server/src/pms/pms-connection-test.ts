// "Test connection" in the console: whether Hospes can work with the
// project's property system, answered in plain words — wrong credentials,
// no permission for an operation, unreachable.
import type { PmsConnectionTest } from '@hospes/domain';
import { MewsAuthError, MewsClient, type MewsClientOptions } from './mews/mews-client.ts';
import type { MewsEnterprise } from './mews/mews-types.ts';
import { PmsError } from './pms-adapter.ts';
import type { StoredPmsConnection } from './pms-connections.repository.ts';
import { PmsNotRespondingError } from './pms-not-responding.ts';

export async function testPmsConnection(
  connection: StoredPmsConnection | null,
  options: MewsClientOptions = {},
): Promise<PmsConnectionTest> {
  if (connection?.kind !== 'mews') {
    return {
      ok: true,
      message: 'The built-in property system is part of Hospes: nothing to connect.',
    };
  }
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
