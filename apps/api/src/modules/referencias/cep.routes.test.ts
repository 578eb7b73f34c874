import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedReferencia } from '../../db/seed/referencia.js';
import { lerConfig } from '../../lib/config.js';
import { bearer, criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { criarUsuarioLogado } from '../../test/fabricas.js';

// ADR 012: typing a CEP fills the address. The server asks a ViaCEP-compatible provider (CEP_URL),
// here a local HTTP server this test starts, and maps its answer to our IBGE ids.

/** What the fake provider answers for each CEP (ViaCEP's shape); a function for the odd cases. */
const RESPOSTAS: Record<string, unknown> = {
  '50030230': {
    cep: '50030-230',
    logradouro: 'Avenida Rio Branco',
    complemento: 'até 99 - lado ímpar',
    bairro: 'Recife',
    localidade: 'Recife',
    uf: 'PE',
    ibge: '2611606',
  },
  // No IBGE code, name in upper case without accents: matched by name and UF.
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    bairro: 'Sé',
    localidade: 'SAO PAULO',
    uf: 'SP',
  },
  // A city-wide CEP: no street, no district.
  '56800000': {
    cep: '56800-000',
    logradouro: '',
    bairro: '',
    localidade: 'Afogados da Ingazeira',
    uf: 'PE',
    ibge: '2600104',
  },
  // A city we do not have: the state is still known.
  '12345678': {
    cep: '12345-678',
    logradouro: 'Rua Nova',
    bairro: 'Centro',
    localidade: 'Cidade Inventada',
    uf: 'SP',
  },
  '99999999': { erro: 'true' },
  '88888888': { erro: true },
};

let pedidosAoProvedor: string[] = [];

function provedor(req: IncomingMessage, res: ServerResponse) {
  const cep = /\/ws\/(\d{8})\/json\//.exec(req.url ?? '')?.[1] ?? '';
  pedidosAoProvedor.push(cep);
  if (cep === '77777777') {
    res.writeHead(500).end('erro');
    return;
  }
  if (cep === '66666666') return; // never answers: the lookup times out
  if (cep === '55555555') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('<html>não é JSON');
    return;
  }
  if (cep === '44444444') {
    res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Bad Request</h1>');
    return;
  }
  const corpo = RESPOSTAS[cep];
  res
    .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(corpo ?? { erro: true }));
}

let servidor: Server;
let t: AppDeTeste;
let token: string;
let tokenIncompleto: string;

beforeAll(async () => {
  servidor = createServer(provedor);
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
  const { port } = servidor.address() as AddressInfo;
  t = await criarAppDeTeste({
    CEP_URL: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    CEP_TIMEOUT_MS: '300',
  });
  await seedReferencia(t.deps.db);
  token = (await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@cep.test' })).token;
  tokenIncompleto = (
    await criarUsuarioLogado(t, { tipo: 'cliente', email: 'novo@cep.test', verificado: false })
  ).token;
});
afterAll(async () => {
  await t.fechar();
  servidor.closeAllConnections();
  await new Promise((fim) => servidor.close(fim));
});
beforeEach(() => {
  pedidosAoProvedor = [];
});

const consultar = (cep: string, tk: string | null = token) =>
  t.app.inject({ url: `/api/cep/${cep}`, headers: tk ? bearer(tk) : {} });

describe('GET /api/cep/:cep: o endereço do CEP (ADR 012)', () => {
  it('encontrado: rua, bairro, cidade e estado com os códigos do IBGE', async () => {
    const r = await consultar('50030-230');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      situacao: 'encontrado',
      endereco: {
        cep: '50030230',
        rua: 'Avenida Rio Branco',
        bairro: 'Recife',
        cidade: 'Recife',
        uf: 'PE',
        estado_id: 26,
        cidade_id: 2611606,
      },
    });
  });

  it('sem código do IBGE: a cidade é achada pelo nome e UF, sem acento nem caixa', async () => {
    const { endereco } = (await consultar('01001000')).json();
    expect(endereco).toMatchObject({ rua: 'Praça da Sé', estado_id: 35, cidade_id: 3550308 });
  });

  it('CEP geral de cidade: rua e bairro vazios', async () => {
    const { endereco } = (await consultar('56800000')).json();
    expect(endereco).toMatchObject({ rua: '', bairro: '', estado_id: 26, cidade_id: 2600104 });
  });

  it('cidade fora da nossa tabela: o estado vem, a cidade fica nula', async () => {
    const { endereco } = (await consultar('12345678')).json();
    expect(endereco).toMatchObject({ rua: 'Rua Nova', estado_id: 35, cidade_id: null });
  });

  it.each(['99999999', '88888888', '44444444'])(
    'o provedor não conhece o CEP %s (erro: true ou 400): nao_encontrado',
    async (cep) => {
      const r = await consultar(cep);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: 1, situacao: 'nao_encontrado', endereco: null });
    },
  );

  it.each([
    ['77777777', 'responde 500'],
    ['66666666', 'não responde a tempo'],
    ['55555555', 'responde o que não é JSON'],
  ])('provedor que %s (%s): indisponivel, nunca um erro', async (cep) => {
    const r = await consultar(cep);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, situacao: 'indisponivel', endereco: null });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('CEP malformado: 400 em português, sem perguntar ao provedor', async () => {
    for (const cep of ['123', 'abcdefgh', '1234567890']) {
      const r = await consultar(cep);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ status: 2, errors: { cep: 'CEP inválido' } });
    }
    expect(pedidosAoProvedor).toEqual([]);
  });

  it('guarda a resposta: o mesmo CEP de novo não vai ao provedor; indisponível não fica guardado', async () => {
    await consultar('50030230');
    await consultar('50030230');
    expect(pedidosAoProvedor).toEqual([]); // already cached by the first test
    await consultar('77777777');
    await consultar('77777777');
    expect(pedidosAoProvedor).toEqual(['77777777', '77777777']);
  });

  it('sem login: 401; conta ainda não concluída pode consultar (o endereço faz parte dela)', async () => {
    expect((await consultar('50030230', null)).statusCode).toBe(401);
    const r = await consultar('50030230', tokenIncompleto);
    expect(r.statusCode).toBe(200);
    expect(r.json().situacao).toBe('encontrado');
  });

  it('limite por usuário: consultas demais em 10 minutos dão 429 em português', async () => {
    const { token: outro } = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'muitas@cep.test' });
    for (let i = 0; i < 60; i++) expect((await consultar('50030230', outro)).statusCode).toBe(200);
    const r = await consultar('50030230', outro);
    expect(r.statusCode).toBe(429);
    expect(r.json().msg).toBe('Muitas consultas de CEP. Aguarde alguns minutos ou preencha o endereço.');
    t.relogio.avancar(10 * 60 * 1000 + 1);
    expect((await consultar('50030230', outro)).statusCode).toBe(200);
  });
});

describe('provedor fora do ar ou desligado', () => {
  it('endereço onde ninguém escuta: indisponivel', async () => {
    const fechado = createServer();
    await new Promise<void>((pronto) => fechado.listen(0, '127.0.0.1', pronto));
    const { port } = fechado.address() as AddressInfo;
    await new Promise((fim) => fechado.close(fim));
    const outro = await criarAppDeTeste({ CEP_URL: `http://127.0.0.1:${port}/{cep}` });
    try {
      const { token: tk } = await criarUsuarioLogado(outro, { tipo: 'cliente', email: 'c@cep.test' });
      const r = await outro.app.inject({ url: '/api/cep/50030230', headers: bearer(tk) });
      expect(r.json()).toEqual({ status: 1, situacao: 'indisponivel', endereco: null });
    } finally {
      await outro.fechar();
    }
  });

  it('CEP_URL vazio desliga a consulta (os testes rodam assim, sem internet)', async () => {
    const desligado = await criarAppDeTeste();
    try {
      expect(desligado.deps.config.cepUrl).toBe('');
      const { token: tk } = await criarUsuarioLogado(desligado, { tipo: 'cliente', email: 'd@cep.test' });
      const r = await desligado.app.inject({ url: '/api/cep/50030230', headers: bearer(tk) });
      expect(r.json().situacao).toBe('indisponivel');
    } finally {
      await desligado.fechar();
    }
  });

  it('CEP_URL sem {cep} ou fora de http(s) impede a partida, com a explicação', () => {
    expect(() => lerConfig({ CEP_URL: 'https://viacep.com.br/ws/' })).toThrow(/CEP_URL/);
    expect(() => lerConfig({ CEP_URL: 'file:///etc/{cep}' })).toThrow(/CEP_URL/);
    expect(lerConfig({}).cepUrl).toBe('https://viacep.com.br/ws/{cep}/json/');
  });
});
