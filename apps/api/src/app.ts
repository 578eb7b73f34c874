import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { relogioDoSistema, type Clock } from './lib/clock.js';
import type { Config } from './lib/config.js';
import type { Deps } from './lib/deps.js';
import { criarMailer, type Mailer } from './lib/mail.js';
import { criarStorage } from './lib/storage.js';
import { errosDoRoteador, registrarErros } from './plugins/errors.js';
import { registrarEntradas } from './plugins/entradas.js';
import { registrarOpenApi } from './plugins/openapi.js';
import { criarSerializador } from './plugins/respostas.js';
import { registrarCabecalhosDeSeguranca } from './plugins/seguranca.js';
import { registrarEstaticos } from './plugins/static.js';
import { registrarWebSocket } from './plugins/websocket.js';
import { rotasAuth } from './modules/auth/auth.routes.js';
import { rotasContas } from './modules/contas/contas.routes.js';
import { rotasSistema } from './modules/sistema/sistema.routes.js';
import { rotasUsuarios } from './modules/usuarios/usuarios.routes.js';
import { rotasReferencias } from './modules/referencias/referencias.routes.js';
import { rotasNotificacoes } from './modules/notificacoes/notificacoes.routes.js';
import { rotasImpressoes } from './modules/impressoes/impressoes.routes.js';
import { rotasRodadas } from './modules/rodadas/rodadas.routes.js';
import { rotasParticipantes } from './modules/participantes/index.js';
import { rotasStands } from './modules/stands/stands.routes.js';
import { rotasClientes } from './modules/clientes/clientes.routes.js';
import { rotasBanners } from './modules/banners/index.js';
import { rotasAdministradores } from './modules/administradores/administradores.routes.js';
import { rotasFornecedores } from './modules/fornecedores/fornecedores.routes.js';
import { rotasRepresentantes } from './modules/representantes/representantes.routes.js';
import { rotasArquivos } from './modules/arquivos/arquivos.routes.js';
import { rotasMapa } from './modules/mapa/index.js';
import { rotasCatalogo } from './modules/catalogo/index.js';
import { rotasProdutos } from './modules/produtos/index.js';
import { rotasVitrine } from './modules/vitrine/index.js';
import { rotasMidias } from './modules/midias/index.js';
import { rotasHomologacao } from './modules/homologacao/index.js';
import { rotasPedidos } from './modules/pedidos/index.js';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: boolean;
}

/** The composition root: builds the Fastify app with every plugin and module (no listen). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
    // A malformed or over-long path leaves in the Portuguese envelope too (ADR 009).
    frameworkErrors: errosDoRoteador,
    // One line per request only when debugging; errors are always logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(criarSerializador(config.validarRespostas));
  registrarErros(app);
  registrarEntradas(app);
  // The API speaks JSON only: a text/plain body answers 415 instead of reaching a contract (ADR 009).
  app.removeContentTypeParser('text/plain');

  const deps: Deps = {
    db: database.db,
    config,
    clock: opts.clock ?? relogioDoSistema,
    storage: criarStorage(config.storageDir),
    mailer:
      opts.mailer ??
      criarMailer({
        smtpUrl: config.smtpUrl,
        de: config.smtpFrom,
        db: database.db,
        log: app.log,
        // An app built without a logger (the tests) prints no mail lines either.
        ...(opts.logger === false ? { console: () => undefined } : {}),
      }),
    log: app.log,
  };
  app.decorate('deps', deps);

  await app.register(cookie);
  await registrarCabecalhosDeSeguranca(app);
  await registrarOpenApi(app, config.publicUrl);
  await registrarWebSocket(app, deps);

  rotasSistema(app, deps);
  rotasAuth(app, deps);
  rotasContas(app, deps);
  rotasUsuarios(app, deps);
  rotasReferencias(app, deps);
  rotasNotificacoes(app, deps);
  rotasImpressoes(app, deps);
  rotasRodadas(app, deps);
  rotasParticipantes(app, deps);
  rotasStands(app, deps);
  rotasClientes(app, deps);
  rotasAdministradores(app, deps);
  rotasFornecedores(app, deps);
  rotasRepresentantes(app, deps);
  rotasArquivos(app, deps);
  rotasMapa(app, deps);
  rotasCatalogo(app, deps);
  rotasProdutos(app, deps);
  rotasVitrine(app, deps);
  rotasPedidos(app, deps);
  rotasMidias(app, deps);
  rotasHomologacao(app, deps);
  rotasBanners(app, deps);

  await registrarEstaticos(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
