import { eq } from 'drizzle-orm';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { pedidos, produtos } from '../../db/schema/index.js';
import { criarRodadas, criarUsuarioLogado } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import { inserirCategoria, inserirGrade, inserirProduto } from '../../test/vitrine.js';
import {
  chave,
  clienteDoFornecedor,
  inserirLoja,
  representarFornecedor,
  vincularRepresentante,
} from './pedidos.fixture.js';

// The orders tests' scenario (issue 13 §6): suppliers A and B, clients X (two stores, linked to the
// representative, in A's list) and Y, a representative carrying A and another carrying nothing,
// products in every state and a round that forbids orders. Each test file builds its own.

let t: AppDeTeste;
export const tk = {
  fornA: '',
  fornB: '',
  cliX: '',
  cliY: '',
  rep: '',
  repOutro: '',
  admin: '',
  semPerfil: '',
};
export const id = {
  fornA: 0,
  fornB: 0,
  cliX: 0,
  cliY: 0,
  rep: 0,
  lojaX: 0,
  lojaX2: 0,
  lojaY: 0,
  rodadaFechada: 0,
};
export const p = { camisa: 0, meia: 0, calca: 0, pendente: 0, reprovado: 0, inativo: 0, doInativo: 0 };
const vazia = () => ({ cores: [0], tamanhos: [0] });
export const g = { camisa: vazia(), meia: vazia(), calca: vazia() };

/** Builds the scenario on a new app (a test file's beforeAll) and answers the app. */
export async function prepararCenario(): Promise<AppDeTeste> {
  t = await criarAppDeTeste();
  const fa = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'a@ped.test', nome: 'Malharia A' });
  const fb = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'b@ped.test', nome: 'Jeans B' });
  const cx = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'x@ped.test', nome: 'Loja X' });
  const cy = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'y@ped.test', nome: 'Loja Y' });
  const r = await criarUsuarioLogado(t, { tipo: 'representante', email: 'r@ped.test', nome: 'Rep' });
  const r2 = await criarUsuarioLogado(t, { tipo: 'representante', email: 'r2@ped.test', nome: 'Rep 2' });
  const adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@ped.test' });
  [tk.fornA, id.fornA, tk.fornB, id.fornB] = [fa.token, fa.id, fb.token, fb.id];
  [tk.cliX, id.cliX, tk.cliY, id.cliY] = [cx.token, cx.id, cy.token, cy.id];
  [tk.rep, id.rep, tk.repOutro, tk.admin] = [r.token, r.id, r2.token, adm.token];
  id.lojaX = await inserirLoja(t.deps, id.cliX, 'Boutique X', true);
  id.lojaX2 = await inserirLoja(t.deps, id.cliX, 'Filial X');
  id.lojaY = await inserirLoja(t.deps, id.cliY, 'Boutique Y', true);
  await vincularRepresentante(t.deps, id.cliX, id.rep);
  await representarFornecedor(t.deps, id.rep, id.fornA);
  await clienteDoFornecedor(t.deps, id.fornA, id.cliX);
  const rodadas = await criarRodadas(t.deps, adm.id, [
    { nome: 'Sem pedidos', data_inicio: '2030-01-01', data_fim: '2030-01-05', permitir_pedidos: false },
  ]);
  id.rodadaFechada = rodadas[0]!;
  const inativo = await criarUsuario(t.deps, {
    tipo: 'fornecedor',
    email: 'parado@ped.test',
    nome: 'Fábrica Parada',
    fornecedor_ativo: false,
  });
  const cat = await inserirCategoria(t.deps, 'Roupas');
  const base = { fornecedor_id: id.fornA, categoria_id: cat };
  p.camisa = await inserirProduto(t.deps, { ...base, codigo: 'CAM-1', valor: '49.90' });
  p.meia = await inserirProduto(t.deps, { ...base, codigo: 'MEIA-1', valor: '10.05' });
  p.calca = await inserirProduto(t.deps, {
    ...base,
    fornecedor_id: id.fornB,
    codigo: 'CAL-1',
    valor: '33.33',
  });
  p.pendente = await inserirProduto(t.deps, { ...base, codigo: 'PEN-1', status: 0 });
  p.reprovado = await inserirProduto(t.deps, { ...base, codigo: 'REP-1', status: 2 });
  p.inativo = await inserirProduto(t.deps, { ...base, codigo: 'INA-1', ativo: false });
  p.doInativo = await inserirProduto(t.deps, { ...base, fornecedor_id: inativo.perfilId!, codigo: 'PAR-1' });
  await t.deps.db
    .update(produtos)
    .set({ quantidade_minima: 6, multiplo: 3 })
    .where(eq(produtos.id, p.camisa));
  g.camisa = await inserirGrade(t.deps, p.camisa, ['AZUL', 'PRETO'], ['P', 'M']);
  g.meia = await inserirGrade(t.deps, p.meia, ['BRANCO'], ['ÚNICO']);
  g.calca = await inserirGrade(t.deps, p.calca, ['AZUL'], ['40', '42']);
  for (const prod of [p.pendente, p.reprovado, p.inativo, p.doInativo]) {
    await inserirGrade(t.deps, prod, ['AZUL'], ['P']);
  }
  return t;
}

/** A line of `quantidade` split on the product's first cells. */
export const linhaCamisa = (q: number, extra: object = {}) => ({
  produto_id: p.camisa,
  quantidade: q,
  grade: [
    { cor_id: g.camisa.cores[0], tamanho_id: g.camisa.tamanhos[0], quantidade: q - Math.floor(q / 2) },
    { cor_id: g.camisa.cores[1], tamanho_id: g.camisa.tamanhos[1], quantidade: Math.floor(q / 2) },
  ],
  ...extra,
});
export const linhaMeia = (q: number) => ({
  produto_id: p.meia,
  quantidade: q,
  grade: [{ cor_id: g.meia.cores[0], tamanho_id: g.meia.tamanhos[0], quantidade: q }],
});
export const linhaCalca = (q: number) => ({
  produto_id: p.calca,
  quantidade: q,
  grade: [
    { cor_id: g.calca.cores[0], tamanho_id: g.calca.tamanhos[0], quantidade: q },
    { cor_id: g.calca.cores[0], tamanho_id: g.calca.tamanhos[1], quantidade: 0 },
  ],
});
export const linhaDe = (produto_id: number, q: number) => ({
  produto_id,
  quantidade: q,
  grade: [{ cor_id: g.calca.cores[0], tamanho_id: g.camisa.tamanhos[0], quantidade: q }],
});

export const corpoCliente = (produtosDoCarrinho: object[], extra: object = {}) => ({
  ...chave(),
  cliente_loja_id: id.lojaX,
  forma_pagamento: 'Depósito',
  produtos: produtosDoCarrinho,
  ...extra,
});
export const hoje = () => hojeEmSaoPaulo(t.relogio.agora());
export const corpoLoja = (produtosDoPedido: object[], extra: object = {}) => ({
  ...chave(),
  cliente_id: id.cliX,
  cliente_loja_id: id.lojaX,
  entrega: hoje(),
  forma_pagamento: 'PIX',
  prazo: '30/60',
  vendedor: 'Ana',
  produtos: produtosDoPedido,
  ...extra,
});

export async function pedidoLido(pedidoId: number) {
  const [linha] = await t.deps.db.select().from(pedidos).where(eq(pedidos.id, pedidoId));
  return linha!;
}
