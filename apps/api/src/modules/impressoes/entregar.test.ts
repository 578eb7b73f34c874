import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TIPOS, endpoint, impressoes as contratos, z } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import {
  arquivos,
  impressoes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
} from '../../db/schema/index.js';
import { gerarPdfLista } from '../../lib/pdf.js';
import { registrarErros } from '../../plugins/errors.js';
import { registrarOpenApi } from '../../plugins/openapi.js';
import { registrar } from '../../plugins/registrar.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';
import { textoDoPdf } from '../../test/pdf.js';
import { disposicaoInline, entregarImpressao } from './entregar.js';

const { MSG_IMPRESSOES } = contratos;

/**
 * A print endpoint of this test only (no fake endpoint in the product): any role, a filter of its
 * own, the PDF built with lib/pdf and delivered by entregarImpressao.
 */
const imprimirTeste = endpoint({
  method: 'GET',
  path: '/teste/impressao',
  summary: 'Impressão de teste',
  tag: 'Teste',
  roles: TIPOS,
  query: contratos.comImpressao({ titulo: z.string().default('Relação de Clientes') }),
  response: contratos.respostaImpressao,
  arquivo: contratos.ARQUIVO_PDF,
});

/** The same plugins as app.ts that matter here (compilers, errors, cookie, helmet's onSend). */
async function appDeImpressao(t: AppDeTeste): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registrarErros(app);
  await app.register(cookie);
  await app.register(helmet);
  await registrarOpenApi(app);
  registrar(app, t.deps, imprimirTeste, async ({ query }, { ator, reply }) => {
    const pdf = await gerarPdfLista(
      { titulo: query.titulo, colunas: [{ titulo: 'Razão Social' }], linhas: [['Confecções Açaí']] },
      { agora: t.deps.clock.agora() },
    );
    return entregarImpressao(t.deps, ator, reply, {
      pdf,
      nomeArquivo: 'relação de clientes.pdf',
      descricao: `Lista: ${query.titulo}`,
      impressao: query.impressao,
      rodadaId: query.rodada_id,
    });
  });
  await app.ready();
  return app;
}

/** 'yyyy-mm-dd' `dias` days from `iso`. */
function somarDias(iso: string, dias: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

let t: AppDeTeste;
let app: FastifyInstance;
const token: Record<string, string> = {};
/** Rounds: em (on now, the supplier/cliente/representante take part), alheia (someone else's), futura, passada. */
const r = { em: 0, alheia: 0, futura: 0, passada: 0 };

beforeAll(async () => {
  t = await criarAppDeTeste();
  app = await appDeImpressao(t);
  const db = t.deps.db;
  const admin = await criarUsuario(t.deps, { tipo: 'administrador', email: 'admin@p.test' });
  const outroAdmin = await criarUsuario(t.deps, { tipo: 'administrador', email: 'admin2@p.test' });
  const fornecedor = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'fornecedor@p.test' });
  const cliente = await criarUsuario(t.deps, { tipo: 'cliente', email: 'cliente@p.test' });
  const representante = await criarUsuario(t.deps, { tipo: 'representante', email: 'representante@p.test' });
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@p.test' });
  const hoje = hojeEmSaoPaulo(t.relogio.agora());
  [r.em, r.futura, r.passada] = (await criarRodadas(t.deps, admin.perfilId!, [
    { nome: 'Em andamento', data_inicio: somarDias(hoje, -1), data_fim: somarDias(hoje, 3) },
    { nome: 'Futura', data_inicio: somarDias(hoje, 10), data_fim: somarDias(hoje, 12) },
    { nome: 'Passada', data_inicio: somarDias(hoje, -12), data_fim: somarDias(hoje, -10) },
  ])) as [number, number, number];
  [r.alheia] = (await criarRodadas(t.deps, outroAdmin.perfilId!, [
    { nome: 'Alheia', data_inicio: hoje, data_fim: hoje },
  ])) as [number];
  for (const rodada_id of [r.em, r.futura, r.passada]) {
    await db.insert(rodada_fornecedores).values({ rodada_id, fornecedor_id: fornecedor.perfilId! });
  }
  await db.insert(rodada_clientes).values({ rodada_id: r.em, cliente_id: cliente.perfilId! });
  await db
    .insert(rodada_representantes)
    .values({ rodada_id: r.em, representante_id: representante.perfilId! });
  for (const papel of ['admin', 'admin2', 'fornecedor', 'cliente', 'representante', 'master']) {
    token[papel] = await entrar(t.app, `${papel}@p.test`);
  }
});
afterAll(async () => {
  await app?.close();
  await t?.fechar();
});

const imprimir = (query: string, quem?: string) =>
  app.inject({ url: `/teste/impressao?${query}`, headers: quem ? bearer(token[quem]!) : {} });
const contarFila = async () => (await t.deps.db.select().from(impressoes)).length;

describe('entregarImpressao — local (o PDF na resposta)', () => {
  it('sem login: 401 (o contrato da impressão exige sessão)', async () => {
    const res = await imprimir('impressao=local');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('devolve o PDF inline, sem cache, com o texto e os acentos certos; nada entra na fila', async () => {
    const antes = await contarFila();
    const res = await imprimir('impressao=local&titulo=Clientes%20da%20Regi%C3%A3o', 'fornecedor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="relacao de clientes.pdf"; filename*=UTF-8''rela%C3%A7%C3%A3o%20de%20clientes.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDoPdf(res.rawPayload);
    expect(texto).toContain('Clientes da Região');
    expect(texto).toContain('Confecções Açaí');
    expect(await contarFila()).toBe(antes);
  });

  it('sem o parâmetro impressao, imprime localmente (padrão)', async () => {
    const res = await imprimir('', 'cliente');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('local não exige nem verifica a rodada (o serviço de cada impressão filtra pelos dados do usuário)', async () => {
    const res = await imprimir(`impressao=local&rodada_id=${r.alheia}`, 'fornecedor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

describe('entregarImpressao — remota (fila da Ilha de Impressão)', () => {
  it('impressao com valor desconhecido: 400 no campo', async () => {
    const res = await imprimir('impressao=impressora', 'fornecedor');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 2,
      msg: MSG.dadosInvalidos,
      errors: { impressao: MSG_IMPRESSOES.modoInvalido },
    });
  });

  it('remota sem rodada: 400 pedindo a rodada', async () => {
    const res = await imprimir('impressao=remota', 'fornecedor');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 2,
      msg: MSG.dadosInvalidos,
      errors: { rodada_id: MSG_IMPRESSOES.rodadaParaIlha },
    });
  });

  it('rodada_id inválido: 400 no campo', async () => {
    const res = await imprimir('impressao=remota&rodada_id=abc', 'fornecedor');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['rodada_id']);
  });

  it.each([
    ['fornecedor', 'alheia'],
    ['cliente', 'futura'],
    ['representante', 'alheia'],
    ['admin', 'alheia'],
  ] as const)('%s numa rodada que não vê (%s): 404, nada gravado', async (quem, rodada) => {
    const antes = await contarFila();
    const res = await imprimir(`impressao=remota&rodada_id=${r[rodada]}`, quem);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
    expect(await contarFila()).toBe(antes);
  });

  it('rodada inexistente: o mesmo 404', async () => {
    const res = await imprimir(`impressao=remota&rodada_id=${r.alheia + 1000}`, 'master');
    expect(res.statusCode).toBe(404);
  });

  it.each(['futura', 'passada'] as const)(
    'rodada fora das datas (%s): 422, a Ilha só recebe durante a rodada',
    async (rodada) => {
      const antes = await contarFila();
      const res = await imprimir(`impressao=remota&rodada_id=${r[rodada]}`, 'fornecedor');
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toMatch(
        /^A Ilha de Impressão só recebe impressões durante a rodada \(\d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}\)$/,
      );
      expect(await contarFila()).toBe(antes);
    },
  );

  it('fornecedor participante: guarda o PDF, enfileira pendente e responde a mensagem da Ilha', async () => {
    const res = await imprimir(`impressao=remota&rodada_id=${r.em}&titulo=Clientes`, 'fornecedor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: 1,
      msg: 'Impressão encaminhada para a Ilha de Impressão com sucesso',
    });

    const [job] = await t.deps.db
      .select()
      .from(impressoes)
      .innerJoin(arquivos, eq(arquivos.id, impressoes.arquivo_id))
      .where(eq(impressoes.descricao, 'Lista: Clientes'));
    expect(job).toBeDefined();
    expect(job!.impressoes).toMatchObject({ rodada_id: r.em, status: 'pendente', lida: false, erro: null });
    expect(job!.arquivos).toMatchObject({ mime: 'application/pdf', nome: 'relação de clientes.pdf' });
    expect(job!.arquivos.chave).toMatch(new RegExp(`^impressoes/${r.em}/\\d+-[0-9a-f]{12}\\.pdf$`));
    const guardado = await t.deps.storage.ler(job!.arquivos.chave);
    expect(guardado.length).toBe(job!.arquivos.bytes);
    expect(textoDoPdf(guardado)).toContain('Confecções Açaí');

    // The supplier's /impressoes badge counts it.
    const contagem = await t.app.inject({
      url: `/api/impressoes/contagem?rodada_id=${r.em}`,
      headers: bearer(token.fornecedor!),
    });
    expect(contagem.json()).toEqual({ status: 1, contagem: 1 });
  });

  it.each(['cliente', 'representante', 'admin', 'master'])(
    '%s que vê a rodada também envia à Ilha, em seu nome',
    async (quem) => {
      const res = await imprimir(`impressao=remota&rodada_id=${r.em}&titulo=${quem}`, quem);
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe(MSG_IMPRESSOES.encaminhada);
      const [job] = await t.deps.db
        .select()
        .from(impressoes)
        .where(eq(impressoes.descricao, `Lista: ${quem}`));
      expect(job?.rodada_id).toBe(r.em);
    },
  );
});

describe('remota pelo cookie exige X-Requested-With (CSRF, ADR 008)', () => {
  const peloCookie = (query: string, cabecalhos: Record<string, string> = {}) =>
    app.inject({
      url: `/teste/impressao?${query}`,
      cookies: { api_token: token.fornecedor! },
      headers: cabecalhos,
    });

  it.each([`impressao=remota&rodada_id=${0}`, 'impressao=remota&impressao=remota', 'impressao=REMOTA'])(
    'sem o cabeçalho (%s): 403 e nada entra na fila',
    async (consulta) => {
      const antes = await contarFila();
      const res = await peloCookie(consulta.replace('rodada_id=0', `rodada_id=${r.em}`));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 2, msg: MSG.cabecalhoXhrAusente });
      expect(await contarFila()).toBe(antes);
    },
  );

  it('com o cabeçalho, como a web envia: enfileira', async () => {
    const antes = await contarFila();
    const res = await peloCookie(`impressao=remota&rodada_id=${r.em}&titulo=Cookie`, {
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(res.statusCode).toBe(200);
    expect(await contarFila()).toBe(antes + 1);
  });

  it('local pelo cookie, sem o cabeçalho: só lê, responde o PDF', async () => {
    for (const consulta of ['impressao=local', '']) {
      const res = await peloCookie(consulta);
      expect(res.statusCode, consulta).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  it('numa impressão do produto (lista de clientes) vale o mesmo', async () => {
    const antes = await contarFila();
    const res = await t.app.inject({
      url: `/api/impressoes/clientes/listar?impressao=remota&rodada_id=${r.em}`,
      cookies: { api_token: token.fornecedor! },
    });
    expect(res.statusCode).toBe(403);
    expect(await contarFila()).toBe(antes);
  });
});

describe('contrato de arquivo no OpenAPI', () => {
  it('a resposta 200 lista o PDF e o JSON da Ilha', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const ok = doc.paths['/teste/impressao'].get.responses['200'];
    expect(Object.keys(ok.content).sort()).toEqual(['application/json', 'application/pdf']);
    expect(ok.content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(ok.content['application/json'].schema.properties).toHaveProperty('msg');
    const params = doc.paths['/teste/impressao'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['impressao', 'rodada_id', 'titulo']));
  });
});

describe('disposicaoInline', () => {
  it('tira aspas, barras e quebras de linha; ASCII no filename e UTF-8 no filename*', () => {
    expect(disposicaoInline('a"b\\c/d\r\ne.pdf')).toBe(
      `inline; filename="abcde.pdf"; filename*=UTF-8''abcde.pdf`,
    );
    expect(disposicaoInline('')).toBe(`inline; filename="documento.pdf"; filename*=UTF-8''documento.pdf`);
    expect(disposicaoInline('ção.pdf')).toBe(
      `inline; filename="cao.pdf"; filename*=UTF-8''%C3%A7%C3%A3o.pdf`,
    );
  });
});
