// Opens the database, brings its schema up to date and closes it last on
// shutdown (onClose runs after the server stopped taking requests).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

const database: FastifyPluginAsync<{ url: string }> = async (app, { url }) => {
  const handle = createDatabase(url, (err) => app.log.error({ err }, 'Database connection error'));
  app.decorate('database', handle);
  app.addHook('onClose', async () => {
    await handle.db.destroy();
  });
  const applied = await migrateToLatest(handle.db);
  app.log.info({ dialect: handle.dialect, applied }, 'Database ready');
};

export default fp(database, { name: 'database' });
