import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { demoPresente, prepararBanco } from './db/seed/index.js';
import { DEMO_SENHA, linhasDosLoginsDemo } from './db/seed/demo-logins.js';
import { lerConfig } from './lib/config.js';
import { limparRegistrosDeLogin } from './modules/auth/auth.service.js';
import { INTERVALO_VENCIMENTO_MS, vencerProdutosComLog } from './modules/homologacao/index.js';

/** Addresses a tablet on the same network can use to reach this server. */
function enderecosDaRede(porta: number): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${porta}`);
}

/** One progress line like scripts/start.mjs prints: "[12,3 s] texto", seconds since the process started. */
function passo(texto: string) {
  const segundos = `${(performance.now() / 1000).toFixed(1).replace('.', ',')} s`;
  console.log(`[${segundos.padStart(7)}] ${texto}`);
}

/** Starts Rodada: migrate, seed (first start), listen, print the address and demo logins. */
async function main() {
  const config = lerConfig();
  if (config.databaseUrl) passo('Abrindo o PostgreSQL (DATABASE_URL)…');
  else if (existsSync(path.join(config.dataDir, 'PG_VERSION')))
    passo(`Abrindo o banco embutido (${config.dataDir})…`);
  else passo(`Criando o banco embutido em ${config.dataDir} (só na primeira partida; leva alguns segundos)…`);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  passo('Aplicando as migrações…');
  await database.migrate();
  const app = await buildApp({ config, database });
  passo('Preparando os dados (referência sempre; a rodada de demonstração só num banco vazio)…');
  const { demoCriado } = await prepararBanco(app.deps);
  if (demoCriado) passo('Rodada de demonstração criada');
  await limparRegistrosDeLogin(app.deps);
  const diario = setInterval(() => void limparRegistrosDeLogin(app.deps), 24 * 60 * 60 * 1000);
  diario.unref();
  // Lapsed approvals turn 3 Vencido and ask their supplier (spec 3 §4, issue 12 item 6).
  await vencerProdutosComLog(app.deps);
  const horario = setInterval(() => void vencerProdutosComLog(app.deps), INTERVALO_VENCIMENTO_MS);
  horario.unref();

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
    linhas.push('', `  Logins de demonstração (senha ${DEMO_SENHA} para todos):`, ...linhasDosLoginsDemo());
  }
  passo('Servidor no ar');
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
