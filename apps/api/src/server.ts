import { networkInterfaces } from 'node:os';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { demoPresente, prepararBanco } from './db/seed/index.js';
import { DEMO_CADASTRO_INCOMPLETO, DEMO_LOGINS, DEMO_SENHA } from './db/seed/demo-logins.js';
import { lerConfig } from './lib/config.js';
import { limparTentativasAntigas } from './modules/auth/auth.service.js';

/** Addresses a tablet on the same network can use to reach this server. */
function enderecosDaRede(porta: number): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${porta}`);
}

/** Starts Rodada: migrate, seed (first start), listen, print the address and demo logins. */
async function main() {
  const config = lerConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  await prepararBanco(app.deps);
  await limparTentativasAntigas(app.deps);
  const diario = setInterval(() => void limparTentativasAntigas(app.deps), 24 * 60 * 60 * 1000);
  diario.unref();

  await app.listen({ port: config.port, host: config.host });
  const porta = (app.server.address() as { port: number }).port;
  const local = `http://localhost:${porta}`;
  const linhas = [
    '',
    `  Rodada está no ar: ${config.publicUrl ?? local}`,
    ...enderecosDaRede(porta).map((e) => `  Na rede local:     ${e}`),
    `  Documentação da API: ${local}/api/docs`,
    `  Banco: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (await demoPresente(app.deps)) {
    linhas.push('', `  Logins de demonstração (senha ${DEMO_SENHA}):`);
    for (const l of DEMO_LOGINS) linhas.push(`    ${l.papel.padEnd(14)} ${l.email}`);
    linhas.push(`    ${'cliente'.padEnd(14)} ${DEMO_CADASTRO_INCOMPLETO} (cadastro ainda incompleto)`);
  }
  console.log(linhas.join('\n') + '\n');

  const encerrar = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void encerrar());
  process.once('SIGTERM', () => void encerrar());
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar a Rodada:', err);
  process.exit(1);
});
