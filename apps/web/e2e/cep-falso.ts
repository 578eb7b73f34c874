import { createServer, type Server } from 'node:http';

/**
 * A ViaCEP-compatible provider for the browser tests (Playwright globalSetup): the app under test
 * reaches it through CEP_URL (playwright.config.ts), so no test depends on the internet. It knows
 * the CEPs below and answers every other one as ViaCEP does for an unknown CEP ({"erro": "true"}),
 * so forms that type other CEPs are never filled behind the test's back. globalTeardown stops it.
 */

/** The provider's port: next to the app's (E2E_PORT + 2), or E2E_CEP_PORT. */
export const PORTA_CEP = Number(process.env.E2E_CEP_PORT ?? Number(process.env.E2E_PORT ?? 3987) + 2);

/** The CEPs the fake provider knows, as ViaCEP writes them. */
export const CEPS_CONHECIDOS: Record<string, object> = {
  '50030230': {
    cep: '50030-230',
    logradouro: 'Avenida Rio Branco',
    complemento: 'até 99 - lado ímpar',
    unidade: '',
    bairro: 'Recife',
    localidade: 'Recife',
    uf: 'PE',
    estado: 'Pernambuco',
    regiao: 'Nordeste',
    ibge: '2611606',
    gia: '',
    ddd: '81',
    siafi: '2531',
  },
};

const CHAVE = Symbol.for('rodada.e2e.cepFalso');
type Global = typeof globalThis & { [CHAVE]?: Server };

/** Playwright globalSetup: starts the provider. */
export default async function iniciarCepFalso(): Promise<void> {
  const servidor = createServer((req, res) => {
    const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (!cep) {
      res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Bad Request</h1>');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(CEPS_CONHECIDOS[cep] ?? { erro: 'true' }));
  });
  await new Promise<void>((pronto, falha) => {
    servidor.once('error', falha);
    servidor.listen(PORTA_CEP, '127.0.0.1', pronto);
  });
  (globalThis as Global)[CHAVE] = servidor;
}

/** Playwright globalTeardown: stops the provider. */
export async function pararCepFalso(): Promise<void> {
  const servidor = (globalThis as Global)[CHAVE];
  if (!servidor) return;
  servidor.closeAllConnections();
  await new Promise((fim) => servidor.close(fim));
}
