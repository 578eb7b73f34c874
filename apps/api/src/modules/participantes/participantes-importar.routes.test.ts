import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjComDigitos, MSG, rodadas } from '@rodada/contracts';
import { and, eq } from 'drizzle-orm';
import {
  clientes,
  fornecedores,
  lojas,
  representantes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
} from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { criarRodadas, criarUsuarioLogado } from '../../test/fabricas.js';

// Importing a round's participants from a CSV file (spec 3 §7 "importar", issue 11 §4;
// docs/importacao-participantes.md): the report of accepted and refused lines.

const { MSG_RODADAS } = rodadas;

let t: AppDeTeste;
type Logado = Awaited<ReturnType<typeof criarUsuarioLogado>>;
let master: string;
let adm: Logado;
let rep: Logado;
let r: { aberta: number; fechada: number; outra: number };
let raiz = 700_000_000_000;
const cnpjNovo = () => cnpjComDigitos(String(++raiz));
const f: Record<string, { id: number; cnpj: string }> = {};

/** 15:00 UTC on 10/03/2030: today is 2030-03-10 in São Paulo. */
const AGORA = new Date('2030-03-10T15:00:00Z');

async function fornecedor(chave: string, dados: { ativo?: boolean; cnpj?: string } = {}) {
  const { perfilId } = await criarUsuario(t.deps, {
    tipo: 'fornecedor',
    email: `${chave}@imp.test`,
    nome: `Fornecedor ${chave}`,
    fornecedor_ativo: dados.ativo ?? true,
  });
  const cnpj = dados.cnpj ?? cnpjNovo();
  await t.deps.db.update(fornecedores).set({ cnpj }).where(eq(fornecedores.id, perfilId!));
  f[chave] = { id: perfilId!, cnpj };
}

const importar = (
  rodada: number,
  tipo: string,
  corpo: string | Buffer,
  token: string,
  tipoMime = 'text/csv',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rodadas/${rodada}/importar/${tipo}`,
    headers: { ...bearer(token), 'content-type': tipoMime, 'x-nome-arquivo': 'lista.csv' },
    payload: corpo,
  });

async function naRodada(rodada: number): Promise<number[]> {
  const linhas = await t.deps.db
    .select({ id: rodada_fornecedores.fornecedor_id })
    .from(rodada_fornecedores)
    .where(eq(rodada_fornecedores.rodada_id, rodada));
  return linhas.map((l) => l.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  t.relogio.avancar(AGORA.getTime() - t.relogio.agora().getTime());
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@imp.test' });
  master = await entrar(t.app, 'master@imp.test');
  adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@imp.test' });
  const adm2 = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm2@imp.test' });
  rep = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@imp.test' });
  const [aberta, fechada] = await criarRodadas(t.deps, adm.id, [
    { nome: 'Aberta', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
    { nome: 'Fechada', data_inicio: '2030-02-01', data_fim: '2030-03-09' },
  ]);
  const [outra] = await criarRodadas(t.deps, adm2.id, [
    { nome: 'Outra', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
  ]);
  r = { aberta: aberta!, fechada: fechada!, outra: outra! };
  await fornecedor('bom');
  await fornecedor('outroBom', { cnpj: '12ABC34501DE35' });
  await fornecedor('zero', { cnpj: '06914094000190' });
  await fornecedor('inativo', { ativo: false });
  await fornecedor('ja');
  await fornecedor('dup1');
  await fornecedor('dup2', { cnpj: f.dup1!.cnpj });
  await t.deps.db.insert(rodada_fornecedores).values({ rodada_id: r.aberta, fornecedor_id: f.ja!.id });
  await t.deps.db.insert(rodada_representantes).values({ rodada_id: r.aberta, representante_id: rep.id });
});
afterAll(async () => {
  await t.fechar();
});

describe('POST /api/rodadas/:id/importar/fornecedores', () => {
  it('linhas boas e ruins: aceita as boas numa transação e relata as recusadas com o motivo', async () => {
    const cnpjMascarado = f.bom!.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const arquivo = [
      'CNPJ;Nome Fantasia',
      `${cnpjMascarado};Fornecedor bom`,
      '12.abc.345/01de-35;alfanumérico',
      '6914094000190;o Excel tirou o zero',
      '',
      '11.222.333/0001-80;dígito errado',
      `${cnpjNovo()};ninguém tem`,
      `${f.inativo!.cnpj};inativo`,
      `${f.ja!.cnpj};já está`,
      `${f.dup1!.cnpj};dois cadastros`,
      `${f.bom!.cnpj};de novo`,
      ';sem cnpj',
    ].join('\r\n');
    const res = await importar(r.aberta, 'fornecedores', arquivo, adm.token);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.aceitas).toBe(3);
    expect(corpo.msg).toBe(MSG_RODADAS.importacaoConcluida(3, 7));
    expect(corpo.recusadas).toEqual([
      { linha: 6, conteudo: '11.222.333/0001-80;dígito errado', motivo: 'CNPJ inválido' },
      { linha: 7, conteudo: expect.stringContaining('ninguém tem'), motivo: 'Fornecedor não encontrado' },
      { linha: 8, conteudo: expect.stringContaining('inativo'), motivo: 'Cadastro inativo' },
      { linha: 9, conteudo: expect.stringContaining('já está'), motivo: 'Já participa da rodada' },
      { linha: 10, conteudo: expect.stringContaining('dois'), motivo: MSG_RODADAS.motivoAmbiguo },
      { linha: 11, conteudo: expect.stringContaining('de novo'), motivo: MSG_RODADAS.motivoRepetido(2) },
      { linha: 12, conteudo: ';sem cnpj', motivo: 'Informe o CNPJ' },
    ]);
    expect(await naRodada(r.aberta)).toEqual(
      [f.bom!.id, f.outroBom!.id, f.zero!.id, f.ja!.id].sort((a, b) => a - b),
    );
  });

  it('importar de novo não duplica: todas recusadas como já participantes', async () => {
    const res = await importar(r.aberta, 'fornecedores', `${f.bom!.cnpj}\n`, master);
    expect(res.json()).toMatchObject({
      aceitas: 0,
      recusadas: [{ linha: 1, motivo: 'Já participa da rodada' }],
    });
  });

  it('rodada encerrada: 422 sem alterar; outra: 404; representante: 403; sem login: 401', async () => {
    const antes = await naRodada(r.fechada);
    const fechada = await importar(r.fechada, 'fornecedores', f.bom!.cnpj, adm.token);
    expect(fechada.statusCode).toBe(422);
    expect(fechada.json().msg).toBe(MSG_RODADAS.rodadaEncerrada);
    expect(await naRodada(r.fechada)).toEqual(antes);
    expect((await importar(r.outra, 'fornecedores', f.bom!.cnpj, adm.token)).statusCode).toBe(404);
    expect((await importar(r.aberta, 'fornecedores', f.bom!.cnpj, rep.token)).statusCode).toBe(403);
    const anonimo = await t.app.inject({
      method: 'POST',
      url: `/api/rodadas/${r.aberta}/importar/fornecedores`,
      headers: { 'content-type': 'text/csv' },
      payload: 'x',
    });
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().msg).toBe(MSG.sessaoExpirada);
  });

  it('arquivo vazio, binário, de outro tipo ou grande demais: recusado inteiro com a mensagem', async () => {
    const vazio = await importar(r.aberta, 'fornecedores', 'CNPJ\n', adm.token);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toMatchObject({
      msg: MSG_RODADAS.arquivoVazio,
      errors: { arquivo: MSG_RODADAS.arquivoVazio },
    });
    const binario = await importar(
      r.aberta,
      'fornecedores',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
      adm.token,
    );
    expect(binario.statusCode).toBe(400);
    expect(binario.json().msg).toBe(MSG_RODADAS.arquivoIlegivel);
    const json = await importar(r.aberta, 'fornecedores', '{}', adm.token, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().msg).toBe(MSG_RODADAS.arquivoTipo);
    const grande = await importar(r.aberta, 'fornecedores', 'x'.repeat(rodadas.CSV_MAX_BYTES + 1), adm.token);
    expect(grande.statusCode).toBe(413);
    expect(grande.json().msg).toBe(MSG_RODADAS.arquivoTamanho);
    const excel = await importar(r.aberta, 'fornecedores', 'CNPJ\n', adm.token, 'application/vnd.ms-excel');
    expect(excel.statusCode).toBe(400);
  });
});

describe('POST /api/rodadas/:id/importar/clientes e /representantes', () => {
  it('clientes pelo CNPJ do cliente ou de uma de suas empresas', async () => {
    const a = await criarUsuario(t.deps, { tipo: 'cliente', email: 'ca@imp.test', nome: 'Cliente A' });
    const b = await criarUsuario(t.deps, { tipo: 'cliente', email: 'cb@imp.test', nome: 'Cliente B' });
    const cnpjA = cnpjNovo();
    const cnpjLojaB = cnpjNovo();
    await t.deps.db.update(clientes).set({ cnpj: cnpjA }).where(eq(clientes.id, a.perfilId!));
    await t.deps.db.insert(lojas).values({
      cliente_id: b.perfilId!,
      razao_social: 'B',
      nome_fantasia: 'B',
      cnpj: cnpjLojaB,
      padrao: true,
    });
    const res = await importar(
      r.aberta,
      'clientes',
      `cnpj,nome\n${cnpjA},A\n${cnpjLojaB},B\n${cnpjNovo()},C`,
      adm.token,
    );
    expect(res.json()).toMatchObject({
      aceitas: 2,
      recusadas: [{ linha: 4, motivo: 'Cliente não encontrado' }],
    });
    const linhas = await t.deps.db
      .select({ id: rodada_clientes.cliente_id })
      .from(rodada_clientes)
      .where(eq(rodada_clientes.rodada_id, r.aberta));
    expect(linhas.map((l) => l.id).sort()).toEqual([a.perfilId, b.perfilId].sort());
  });

  it('representantes pelo e-mail de login ou pelo CNPJ', async () => {
    const p1 = await criarUsuario(t.deps, { tipo: 'representante', email: 'p1@imp.test', nome: 'P1' });
    const p2 = await criarUsuario(t.deps, { tipo: 'representante', email: 'p2@imp.test', nome: 'P2' });
    const cnpj = cnpjNovo();
    await t.deps.db.update(representantes).set({ cnpj }).where(eq(representantes.id, p2.perfilId!));
    const arquivo = ['E-mail ou CNPJ', 'P1@IMP.TEST', cnpj, 'rep@imp.test', 'nao-existe@imp.test', 'x@'].join(
      '\n',
    );
    const res = await importar(r.aberta, 'representantes', arquivo, master);
    expect(res.json()).toMatchObject({
      aceitas: 2,
      recusadas: [
        { linha: 4, motivo: 'Já participa da rodada' },
        { linha: 5, motivo: 'Representante não encontrado' },
        { linha: 6, motivo: 'E-mail inválido' },
      ],
    });
    const [linha] = await t.deps.db
      .select()
      .from(rodada_representantes)
      .where(
        and(
          eq(rodada_representantes.rodada_id, r.aberta),
          eq(rodada_representantes.representante_id, p1.perfilId!),
        ),
      );
    expect(linha).toBeDefined();
  });
});
