import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressoes, MSG } from '@rodada/contracts';
import { eq } from 'drizzle-orm';
import {
  clientes,
  enderecos,
  fornecedores,
  impressoes as filaDeImpressoes,
  lojas,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
} from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, CIDADE_TESTE, criarRodadas, criarUsuarioLogado } from '../../test/fabricas.js';
import { infoDoPdf, paginasDoPdf, textoDoPdf } from '../../test/pdf.js';

// The prints of a round's participants (spec 3 §2 print dialogs, §7 "Printing"; issue 11 §8):
// the clients and suppliers lists and the client address labels, local or to the print island.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
type Logado = Awaited<ReturnType<typeof criarUsuarioLogado>>;
let master: string;
let adm: Logado;
let adm2: Logado;
let rep: Logado;
let forn: Logado;
let r: { aberta: number; outra: number };

/** 15:00 UTC on 10/03/2030: today is 2030-03-10 in São Paulo. */
const AGORA = new Date('2030-03-10T15:00:00Z');

beforeAll(async () => {
  t = await criarAppDeTeste();
  t.relogio.avancar(AGORA.getTime() - t.relogio.agora().getTime());
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@pi.test' });
  master = await entrar(t.app, 'master@pi.test');
  adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@pi.test' });
  adm2 = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm2@pi.test' });
  rep = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@pi.test', nome: 'Rep Sul' });
  forn = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@pi.test', nome: 'Malharia Ávila' });
  const [aberta] = await criarRodadas(t.deps, adm.id, [
    { nome: 'Rodada Verão', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
  ]);
  const [outra] = await criarRodadas(t.deps, adm2.id, [
    { nome: 'Outra', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
  ]);
  r = { aberta: aberta!, outra: outra! };
  const db = t.deps.db;
  await db.update(fornecedores).set({ cnpj: '11222333000181' }).where(eq(fornecedores.id, forn.id));
  await db.insert(rodada_fornecedores).values({ rodada_id: r.aberta, fornecedor_id: forn.id });
  await db.insert(rodada_representantes).values({ rodada_id: r.aberta, representante_id: rep.id });
  // 16 clients: two label sheets (14 per sheet). The first has a default store with an address.
  const ids: number[] = [];
  for (let i = 1; i <= 16; i++) {
    const nome = `Cliente ${String(i).padStart(2, '0')}`;
    const c = await criarUsuario(t.deps, { tipo: 'cliente', email: `c${i}@pi.test`, nome });
    ids.push(c.perfilId!);
  }
  await db
    .update(clientes)
    .set({ responsavel_nome: 'Joana Prado', representante_id: rep.id })
    .where(eq(clientes.id, ids[0]!));
  const [e] = await db
    .insert(enderecos)
    .values({
      rua: 'Rua Augusta',
      numero: '1500',
      complemento: 'Loja 2',
      bairro: 'Consolação',
      ...CIDADE_TESTE,
      cep: '01310200',
      telefone: '1133334444',
    })
    .returning({ id: enderecos.id });
  await db.insert(lojas).values({
    cliente_id: ids[0]!,
    razao_social: 'Boutique Joana Ltda',
    nome_fantasia: 'Boutique Joana',
    cnpj: '11444777000161',
    padrao: true,
    endereco_id: e!.id,
  });
  await db.update(clientes).set({ endereco_id: e!.id }).where(eq(clientes.id, ids[0]!));
  await db
    .insert(rodada_clientes)
    .values(
      ids.map((cliente_id, i) => ({ rodada_id: r.aberta, cliente_id, prazo: i === 0 ? '30/60/90' : null })),
    );
});
afterAll(async () => {
  await t.fechar();
});

const url = (rodada: number, resto: string) => `/api/impressoes/rodadas/${rodada}/${resto}`;

describe('listas impressas da rodada', () => {
  it('clientes: empresa, CNPJ, responsável, representante, telefone e prazo', async () => {
    const res = await chamar('GET', url(r.aberta, 'clientes'), adm.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(res.rawPayload);
    expect(texto).toContain('Clientes da Rodada');
    expect(texto).toContain('Rodada Verão');
    expect(texto).toContain('16 cliente(s)');
    expect(texto).toContain('Joana Prado');
    expect(texto).toContain('Rep Sul');
    expect(texto).toContain('(11) 3333-4444');
    expect(texto).toContain('30/60/90');
  });

  it('fornecedores, com a busca; o representante participante também imprime', async () => {
    const res = await chamar('GET', url(r.aberta, 'fornecedores?busca=avila'), rep.token);
    expect(res.statusCode).toBe(200);
    const texto = textoDoPdf(res.rawPayload);
    expect(texto).toContain('Fornecedores da Rodada');
    expect(texto).toContain('Malharia Ávila');
    expect(texto).toContain('11.222.333/0001-81');
    expect(texto).toContain('Busca: "avila"');
  });

  it('fornecedor: 403; outra rodada: 404; sem login: 401', async () => {
    expect((await chamar('GET', url(r.aberta, 'clientes'), forn.token)).statusCode).toBe(403);
    expect((await chamar('GET', url(r.outra, 'clientes'), adm.token)).statusCode).toBe(404);
    expect((await chamar('GET', url(r.outra, 'etiquetas/clientes'), adm.token)).statusCode).toBe(404);
    const anonimo = await chamar('GET', url(r.aberta, 'fornecedores'));
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().msg).toBe(MSG.sessaoExpirada);
  });

  it('impressao inválida: 400 em português', async () => {
    const res = await chamar('GET', url(r.aberta, 'clientes?impressao=laser'), adm.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.impressao).toBe(impressoes.MSG_IMPRESSOES.modoInvalido);
  });

  it('remota: vai para a fila da Ilha de Impressão da rodada', async () => {
    const res = await chamar(
      'GET',
      url(r.aberta, `fornecedores?impressao=remota&rodada_id=${r.aberta}`),
      master,
    );
    expect(res.json()).toEqual({ status: 1, msg: impressoes.MSG_IMPRESSOES.encaminhada });
    const fila = await t.deps.db
      .select()
      .from(filaDeImpressoes)
      .where(eq(filaDeImpressoes.rodada_id, r.aberta));
    expect(fila.map((i) => i.descricao)).toEqual(['Fornecedores da rodada Rodada Verão']);
  });
});

describe('etiquetas dos clientes (A4, 2 × 7)', () => {
  it('duas folhas para 16 clientes; endereço da empresa padrão com CEP', async () => {
    const res = await chamar('GET', url(r.aberta, 'etiquetas/clientes'), rep.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const paginas = paginasDoPdf(res.rawPayload);
    expect(paginas).toHaveLength(2);
    expect(infoDoPdf(res.rawPayload)['Page size']).toContain('(A4)');
    expect(paginas[0]).toContain('Joana Prado');
    expect(paginas[0]).toContain('Boutique Joana');
    expect(paginas[0]).toContain('Rua Augusta, 1500 - Loja 2');
    expect(paginas[0]).toContain('São Paulo/SP');
    expect(paginas[0]).toContain('CEP 01310-200');
    expect(paginas[0]).toContain('Cliente 14');
    expect(paginas[0]).not.toContain('Cliente 15');
    expect(paginas[1]).toContain('Cliente 16');
  });

  it('a busca filtra; sem clientes, uma página "Nenhum registro encontrado"', async () => {
    const res = await chamar('GET', url(r.aberta, 'etiquetas/clientes?busca=zzz'), adm.token);
    expect(textoDoPdf(res.rawPayload)).toContain('Nenhum registro encontrado');
  });
});
