// The server `npm run bench:http` loads (bench/requisicoes.mjs): the built app started the way
// apps/api/src/server.ts starts it (open the database, migrate, build, seed, listen), plus two bare
// routes that do the same database work as a contract route without the contract pipeline, so the
// pipeline's fixed cost can be read as the difference (ADR 014):
//   GET /bench/nua          `select 1`, like GET /api/health
//   GET /bench/nua/estados  the states query, like GET /api/estados
//   GET /bench/cpu          the process's CPU time so far (µs), to get the CPU time per request
// BENCH_DIST names the built folder (default apps/api/dist); the rest of the environment is the
// server's own (README "Configuração"), VALIDAR_RESPOSTAS 0 unless given, as `npm start` runs.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';

const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(raiz, process.env.BENCH_DIST ?? 'apps/api/dist');
const modulo = (p) => import(pathToFileURL(path.join(dist, p)).href);

const { buildApp } = await modulo('app.js');
const { openDatabase } = await modulo('db/client.js');
const { prepararBanco } = await modulo('db/seed/index.js');
const { lerConfig } = await modulo('lib/config.js');
const { listarEstados } = await modulo('modules/referencias/referencias.repository.js');

// As `npm start` runs (scripts/start.mjs): answers through the compiled projection.
process.env.VALIDAR_RESPOSTAS ??= '0';
const config = lerConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
const app = await buildApp({ config, database });
await prepararBanco(app.deps);

app.get('/bench/nua', async () => {
  await app.deps.db.execute(sql`select 1`);
  return { status: 1 };
});
app.get('/bench/nua/estados', async () => ({ status: 1, estados: await listarEstados(app.deps.db) }));
app.get('/bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { us: user + system };
});

await app.listen({ port: config.port, host: config.host });
console.log(`Servidor no ar (${database.kind}, ${path.relative(raiz, dist)})`);

const encerrar = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void encerrar());
process.once('SIGTERM', () => void encerrar());
