import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, rodadas as contratos } from '@rodada/contracts';
import { agenda_slots, arquivos, auditoria, rodadas } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';
import { dataUrl, pngDeTeste } from '../../test/midias.js';
import { HOJE, RIO, formRodada, prepararPessoas, type Pessoas } from '../../test/rodadas.js';

// 'Cadastro de Rodada' (spec 3 §2 "Round form", §4, §5, §6, §7): create (master), update (master
// any open round, its administrador while open, dates and administrator by the master only),
// per-field messages, closed rounds, another administrador's round, and nothing changed on a refusal.

const { MSG_RODADAS } = contratos;
let t: AppDeTeste;
let p: Pessoas;
let png = '';

type Linha = contratos.RodadaLinha;
const post = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
const salvar = (token: string | undefined, payload: unknown) => post('/api/rodadas/salvar', token, payload);
const atualizar = (id: number, token: string, payload: unknown) =>
  post(`/api/rodadas/${id}/atualizar`, token, payload);

/** The stored round, as the database has it. */
async function gravada(id: number) {
  const [linha] = await t.deps.db.select().from(rodadas).where(eq(rodadas.id, id));
  return linha!;
}
const totalDeRodadas = async () => (await t.deps.db.select({ n: count() }).from(rodadas))[0]!.n;
const totalDeArquivos = async () => (await t.deps.db.select({ n: count() }).from(arquivos))[0]!.n;

/** The form of a stored round, as the web sends it back (dates and administrator unchanged). */
async function formDe(id: number, extra: Record<string, unknown> = {}) {
  const r = await gravada(id);
  return formRodada(r.administrador_id, {
    nome: r.nome,
    local: r.local,
    data_inicio: r.data_inicio,
    data_fim: r.data_fim,
    data_veiculacao: r.data_veiculacao,
    data_limite: r.data_limite,
    ...extra,
  });
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  p = await prepararPessoas(t, 'cadastro.test');
  png = dataUrl('image/png', await pngDeTeste(2600, 400));
});
afterAll(async () => {
  await t.fechar();
});

describe('POST /api/rodadas/salvar', () => {
  it('sem login: 401; administrador e outros papéis: 403', async () => {
    expect((await salvar(undefined, formRodada(p.adminA))).statusCode).toBe(401);
    for (const quem of ['adminA', 'forn', 'rep', 'cli'] as const) {
      const res = await salvar(p.token[quem], formRodada(p.adminA));
      expect(res.statusCode, quem).toBe(403);
    }
    expect(await totalDeRodadas()).toBe(0);
  });

  it("tudo vazio: 400 com 'Preenchimento obrigatório' em cada campo (spec 3 §5)", async () => {
    const res = await salvar(p.token.master, {});
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string> }>();
    for (const campo of [
      'nome',
      'local',
      'data_inicio',
      'data_fim',
      'data_veiculacao',
      'data_limite',
      'estado_id',
      'cidade_id',
      'administrador_id',
    ]) {
      expect(errors[campo], campo).toBe(MSG_RODADAS.preenchimentoObrigatorio);
    }
    const brancos = await salvar(p.token.master, formRodada(p.adminA, { nome: '   ', data_limite: '' }));
    expect(brancos.json<{ errors: Record<string, string> }>().errors).toEqual({
      nome: MSG_RODADAS.preenchimentoObrigatorio,
      data_limite: MSG_RODADAS.preenchimentoObrigatorio,
    });
  });

  it('datas: formato, dia real, término antes do início ou antes de hoje', async () => {
    const erros = async (extra: Record<string, unknown>) =>
      (await salvar(p.token.master, formRodada(p.adminA, extra))).json<{ errors: Record<string, string> }>()
        .errors;
    expect(await erros({ data_inicio: '10/03/2030' })).toEqual({ data_inicio: MSG_RODADAS.dataInvalida });
    expect(await erros({ data_limite: '2030-02-30' })).toEqual({ data_limite: MSG_RODADAS.dataInvalida });
    expect(await erros({ data_inicio: '2030-03-12', data_fim: '2030-03-11' })).toEqual({
      data_fim: MSG_RODADAS.fimAntesDoInicio,
    });
    expect(await erros({ data_inicio: '2030-03-01', data_fim: '2030-03-09' })).toEqual({
      data_fim: MSG_RODADAS.fimNoPassado,
    });
    expect(await totalDeRodadas()).toBe(0);
  });

  it('cidade de outro estado e administrador inativo ou inexistente: 400 no campo', async () => {
    const res = await salvar(
      p.token.master,
      formRodada(p.adminInativo, { estado_id: RIO.estado_id, cidade_id: 3550308 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      cidade_id: MSG_RODADAS.cidadeForaDoEstado,
      administrador_id: MSG_RODADAS.administradorInativo,
    });
    const inexistente = await salvar(p.token.master, formRodada(999_999));
    expect(inexistente.json<{ errors: Record<string, string> }>().errors).toEqual({
      administrador_id: MSG_RODADAS.administradorInativo,
    });
    expect(await totalDeRodadas()).toBe(0);
  });

  it('imagem que não é JPEG/PNG/WebP e planta que não é SVG: 400 no campo, nada gravado', async () => {
    const svgComoLogo = dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const logo = await salvar(p.token.master, formRodada(p.adminA, { logo: svgComoLogo }));
    expect(logo.statusCode).toBe(400);
    expect(Object.keys(logo.json<{ errors: object }>().errors)).toEqual(['logo']);
    const plantaPng = await salvar(p.token.master, formRodada(p.adminA, { planta: png }));
    expect(plantaPng.json<{ errors: object }>().errors).toEqual({ planta: MSG_RODADAS.plantaSvg });
    const malformada = await salvar(
      p.token.master,
      formRodada(p.adminA, { planta: 'data:image/svg+xml,%3Csvg%3E%3Crect%3E%3C%2Fsvg%3E' }),
    );
    expect(malformada.json<{ errors: object }>().errors).toEqual({ planta: MSG_RODADAS.plantaSvg });
    const grande = `data:image/svg+xml;base64,${Buffer.alloc(2 * 1024 * 1024 + 10, 32).toString('base64')}`;
    const excesso = await salvar(p.token.master, formRodada(p.adminA, { planta: grande }));
    expect(excesso.statusCode).toBe(400);
    expect(await totalDeRodadas()).toBe(0);
    expect(await totalDeArquivos()).toBe(0);
  });

  it('master cria a rodada com os 13 horários da agenda, auditada, e recebe a linha', async () => {
    const res = await salvar(p.token.master, formRodada(p.adminA, { nome: '  Rodada Nova  ' }));
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json<{ msg: string; id: number; rodada: Linha }>();
    expect(corpo.msg).toBe('Rodada salva com sucesso');
    expect(corpo.rodada).toMatchObject({
      id: corpo.id,
      nome: 'Rodada Nova',
      data_inicio: HOJE,
      administrador_id: p.adminA,
      administrador_nome: 'Ana Organizadora',
      aberta: true,
      logo_nome: null,
      planta_nome: null,
    });
    expect(corpo.rodada.acoes.alterar_datas).toBe(true);
    const slots = await t.deps.db.select().from(agenda_slots).where(eq(agenda_slots.rodada_id, corpo.id));
    expect(slots).toHaveLength(13);
    const [audit] = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'rodadas'), eq(auditoria.entidade_id, String(corpo.id))));
    expect(audit?.acao).toBe('salvar');
    // The new round is the administrador's now.
    const doAdmin = await t.app.inject({ url: '/api/rodadas/listar', headers: bearer(p.token.adminA) });
    expect(doAdmin.json<{ rodadas: { data: Linha[] } }>().rodadas.data.map((l) => l.id)).toContain(corpo.id);
  });

  it('logo e banner são regravados como JPEG sem metadados e servidos publicamente', async () => {
    const res = await salvar(p.token.master, formRodada(p.adminA, { logo: png, banner: png }));
    expect(res.statusCode, res.body).toBe(200);
    const { rodada } = res.json<{ rodada: Linha }>();
    expect(rodada.logo_nome).toMatch(/^\/arquivos\/rodadas\/[0-9a-f-]{36}\/logo-[0-9a-f]{16}\.jpg$/);
    const logo = await t.app.inject({ url: rodada.logo_nome! });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(logo.rawPayload.includes(Buffer.from('segredo do autor'))).toBe(false);
    const [arquivo] = await t.deps.db
      .select()
      .from(arquivos)
      .where(eq(arquivos.chave, rodada.logo_nome!.replace('/arquivos/', '')));
    // The logo is at most 1024 px wide, the banner 2048 (contracts IMAGENS_RODADA).
    expect(arquivo).toMatchObject({ mime: 'image/jpeg', largura: 1024 });
    const banner = await t.app.inject({ url: rodada.banner_nome! });
    expect(banner.statusCode).toBe(200);
  });
});

describe('POST /api/rodadas/{id}/atualizar', () => {
  let aberta = 0;
  let encerrada = 0;
  let deOutro = 0;

  beforeAll(async () => {
    [aberta, encerrada] = (await criarRodadas(t.deps, p.adminA, [
      { nome: 'Aberta da Ana', data_inicio: '2030-03-09', data_fim: '2030-03-15' },
      { nome: 'Encerrada da Ana', data_inicio: '2030-02-01', data_fim: '2030-02-03' },
    ])) as [number, number];
    [deOutro] = (await criarRodadas(t.deps, p.adminB, [
      { nome: 'Aberta do Bruno', data_inicio: '2030-03-09', data_fim: '2030-03-15' },
    ])) as [number];
  });

  it('o administrador da rodada muda nome, local e datas de veiculação e limite', async () => {
    const res = await atualizar(
      aberta,
      p.token.adminA,
      await formDe(aberta, { nome: 'Aberta Renomeada', local: 'Pavilhão 2', data_limite: '2030-03-14' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ msg: string }>().msg).toBe('Rodada atualizada com sucesso');
    expect(await gravada(aberta)).toMatchObject({
      nome: 'Aberta Renomeada',
      local: 'Pavilhão 2',
      data_limite: '2030-03-14',
    });
  });

  it('o administrador que muda datas ou administrador: 403 com a mensagem, nada muda', async () => {
    const antes = await gravada(aberta);
    const datas = await atualizar(
      aberta,
      p.token.adminA,
      await formDe(aberta, { nome: 'X', data_fim: '2030-03-20' }),
    );
    expect(datas.statusCode).toBe(403);
    expect(datas.json()).toEqual({ status: 2, msg: MSG_RODADAS.datasSoMaster });
    const inicio = await atualizar(
      aberta,
      p.token.adminA,
      await formDe(aberta, { data_inicio: '2030-03-10' }),
    );
    expect(inicio.json<{ msg: string }>().msg).toBe(MSG_RODADAS.datasSoMaster);
    const admin = await atualizar(
      aberta,
      p.token.adminA,
      await formDe(aberta, { administrador_id: p.adminB }),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ status: 2, msg: MSG_RODADAS.administradorSoMaster });
    expect(await gravada(aberta)).toEqual(antes);
  });

  it('rodada de outro administrador: 404; fornecedor: 403', async () => {
    const res = await atualizar(deOutro, p.token.adminA, await formDe(deOutro));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
    expect((await atualizar(aberta, p.token.forn, await formDe(aberta))).statusCode).toBe(403);
    expect((await gravada(deOutro)).nome).toBe('Aberta do Bruno');
  });

  it('rodada encerrada: 422 com a mensagem, para o administrador e para o master; nada muda', async () => {
    const antes = await gravada(encerrada);
    for (const quem of ['adminA', 'master'] as const) {
      const res = await atualizar(encerrada, p.token[quem], await formDe(encerrada, { nome: 'Tentativa' }));
      expect(res.statusCode, quem).toBe(422);
      expect(res.json()).toEqual({ status: 2, msg: MSG_RODADAS.rodadaEncerrada });
    }
    expect(await gravada(encerrada)).toEqual(antes);
  });

  it('o master muda datas e administrador de qualquer rodada aberta', async () => {
    const res = await atualizar(
      deOutro,
      p.token.master,
      await formDe(deOutro, {
        data_inicio: '2030-03-11',
        data_fim: '2030-03-20',
        administrador_id: p.adminA,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ rodada: Linha }>().rodada).toMatchObject({
      data_inicio: '2030-03-11',
      data_fim: '2030-03-20',
      administrador_nome: 'Ana Organizadora',
    });
    // Handed to another active administrador; the inactive one is refused.
    const inativo = await atualizar(
      deOutro,
      p.token.master,
      await formDe(deOutro, { administrador_id: p.adminInativo }),
    );
    expect(inativo.json<{ errors: object }>().errors).toEqual({
      administrador_id: MSG_RODADAS.administradorInativo,
    });
    const passado = await atualizar(
      deOutro,
      p.token.master,
      await formDe(deOutro, { data_fim: '2030-03-09', data_inicio: '2030-03-01' }),
    );
    expect(passado.json<{ errors: object }>().errors).toEqual({ data_fim: MSG_RODADAS.fimNoPassado });
  });

  it('imagens: ausente mantém, a URL atual mantém, data URL troca (a antiga sai), null remove', async () => {
    const envio = await atualizar(aberta, p.token.adminA, await formDe(aberta, { logo: png }));
    const primeira = envio.json<{ rodada: Linha }>().rodada.logo_nome!;
    const chave1 = primeira.replace('/arquivos/', '');
    expect(await t.deps.storage.existe(chave1)).toBe(true);

    const semCampo = await atualizar(aberta, p.token.adminA, await formDe(aberta));
    expect(semCampo.json<{ rodada: Linha }>().rodada.logo_nome).toBe(primeira);
    const mesmaUrl = await atualizar(aberta, p.token.adminA, await formDe(aberta, { logo: primeira }));
    expect(mesmaUrl.json<{ rodada: Linha }>().rodada.logo_nome).toBe(primeira);

    const troca = await atualizar(aberta, p.token.adminA, await formDe(aberta, { logo: png }));
    const segunda = troca.json<{ rodada: Linha }>().rodada.logo_nome!;
    expect(segunda).not.toBe(primeira);
    expect(await t.deps.storage.existe(chave1)).toBe(false);
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.chave, chave1))).toEqual([]);

    const remove = await atualizar(aberta, p.token.adminA, await formDe(aberta, { logo: null }));
    expect(remove.json<{ rodada: Linha }>().rodada.logo_nome).toBeNull();
    expect(await t.deps.storage.existe(segunda.replace('/arquivos/', ''))).toBe(false);
    expect((await gravada(aberta)).logo_arquivo_id).toBeNull();
  });

  it('uma URL que não é a atual nem data URL: 400 no campo, nada muda', async () => {
    const antes = await totalDeArquivos();
    const res = await atualizar(
      aberta,
      p.token.adminA,
      await formDe(aberta, { banner: '/arquivos/rodadas/x.jpg' }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['banner']);
    expect(await totalDeArquivos()).toBe(antes);
  });

  it('a auditoria guarda o formulário sem os data URLs', async () => {
    const linhas = await t.deps.db
      .select({ dados: sql<string>`${auditoria.dados}::text` })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'rodadas'), eq(auditoria.acao, 'atualizar')));
    expect(linhas.length).toBeGreaterThan(0);
    for (const l of linhas) expect(l.dados).not.toContain('base64');
  });
});
