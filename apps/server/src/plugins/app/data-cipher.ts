// `fastify.dataCipher`: encryption at rest of check-in identity data, with
// the key of HOSPES_DATA_KEY or of `data.key` in the data directory.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DataCipher, loadDataKey } from '../../secrets/data-cipher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dataCipher: DataCipher;
  }
}

const dataCipher: FastifyPluginAsync = async (app) => {
  const { dataKey, dataDir } = app.config;
  app.decorate('dataCipher', new DataCipher(loadDataKey(dataKey, dataDir)));
  app.log.info(
    { source: dataKey ? 'HOSPES_DATA_KEY' : 'data directory' },
    'Data key for identity data at rest',
  );
};

export default fp(dataCipher, { name: 'data-cipher' });
