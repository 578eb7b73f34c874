import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clientes, pedidos } from '@rodada/contracts';
import { abrirSessao, type Sessao } from './fabrica';
import {
  DEMO,
  entrar,
  expect,
  SENHA_DEMO,
  selecionarRodadaPelaTela,
  test,
  verificarAcessibilidade,
} from './fixtures';
import { semRolagemHorizontal } from './largura';
import { produtoAprovado } from './produto-tela';

// Issue 14 "Must show" (/pedidos, spec 3 §2 "Orders list", §4 "Order status", §8 "Orders"): a
// representative informs the delivery of a Revisado order (after confirming) and undoes it from the
// Entregue chip; a cliente who checked out sees its order in 'Meus Pedidos' with one supplier
// order per supplier in the detail dialog, cancels it (pending) and sees it CAN. Orders are made
// through the API (the checkout has its own specs).

const MSG = pedidos.MSG_ACOES_PEDIDO;

/**
 * A cliente's checkout through the API (POST /api/pedidos/salvar/cliente): 6 pieces of each product
 * in its first colour and size, for the client's default store; answers the customer order's id and
 * its supplier orders' ids.
 */
async function comprar(
  sessao: Sessao,
  clienteId: number,
  produtoIds: number[],
  rodadaId: number | null,
): Promise<{ id: number; pedidos: number[] }> {
  const { lojas } = await sessao.chamar(clientes.listarLojas, { params: { id: clienteId } });
  const linhas = [];
  for (const id of produtoIds) {
    const grade = (await (await sessao.api.get(`/api/produtos/${id}/grade`)).json()) as {
      cores: { id: number }[];
      tamanhos: { id: number }[];
    };
    linhas.push({
      produto_id: id,
      quantidade: 6,
      grade: [{ cor_id: grade.cores[0]!.id, tamanho_id: grade.tamanhos[0]!.id, quantidade: 6 }],
    });
  }
  const uuid = randomUUID();
  return sessao.chamar(pedidos.salvarPedidoCliente, {
    body: {
      uuid,
      hash: createHash('sha256').update(uuid).digest('hex'),
      rodada_id: rodadaId,
      cliente_loja_id: lojas[0]!.id,
      forma_pagamento: 'Depósito',
      produtos: linhas,
    },
  });
}

/** Screenshots of the screen at a phone's and a tablet's width (looked at by hand). */
async function fotografar(page: Page, nome: string) {
  for (const largura of [390, 1024]) {
    await page.setViewportSize({ width: largura, height: largura === 390 ? 844 : 768 });
    await page.waitForTimeout(200);
    await semRolagemHorizontal(page);
    await page.screenshot({ path: `/tmp/pedidos-lista-${nome}-${largura}.png`, fullPage: true });
  }
}

test('representante informa a entrega de um pedido Revisado e a desfaz pelo chip Entregue, confirmando', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const destino = { baseURL, ip };
  const marca = `PL${Date.now().toString(36).toUpperCase()}`;
  const [representante, fornecedor, administrador] = await Promise.all([
    criar.representante(),
    criar.fornecedor(),
    criar.administrador(),
  ]);
  const cliente = await criar.cliente({ representante });
  const rodada = await criar.criarRodadaComoMaster({ administrador });
  await criar.participantesAdicionar(administrador, rodada.id, [
    { tipo: 'fornecedor', id: fornecedor.id },
    { tipo: 'cliente', id: cliente.id },
    { tipo: 'representante', id: representante.id },
  ]);
  const master = await abrirSessao(destino, DEMO.master, SENHA_DEMO);
  const sf = await abrirSessao(destino, fornecedor.email, fornecedor.senha);
  const produto = await produtoAprovado(sf, master, `${marca}-1`, `Blusa ${marca}`, '50.00');
  await Promise.all([sf.fechar(), master.fechar()]);
  const sc = await abrirSessao(destino, cliente.email, cliente.senha);
  const compra = await comprar(sc, cliente.id, [produto], rodada.id);
  await sc.fechar();
  const pedidoId = compra.pedidos[0]!;
  // The representative reviews it (the form's 'Revisar pedido' is the order form's spec).
  const sr = await abrirSessao(destino, representante.email, representante.senha);
  await sr.chamar(pedidos.fecharPedido, { params: { id: pedidoId } });
  await sr.fechar();

  await page.setViewportSize({ width: 1024, height: 768 });
  await entrar(page, representante);
  await selecionarRodadaPelaTela(page, rodada.nome, 'Não');
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  const totais = page.getByRole('region', { name: 'Totais dos pedidos' });
  for (const t of ['Pendentes', 'Entregues', 'Enviados']) await expect(totais.getByText(t)).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Pedidos' });
  const linha = tabela
    .getByRole('row')
    .filter({ has: page.getByText(`Pedido ${pedidoId}`, { exact: true }) });
  await expect(linha.getByText('Revisado', { exact: true })).toBeVisible();
  await fotografar(page, 'representante');
  await page.setViewportSize({ width: 1024, height: 768 });
  await verificarAcessibilidade(page, '/pedidos do representante');

  // Informar Entrega asks first; 'Voltar' changes nothing.
  await linha.getByRole('button', { name: `Ações de Pedido ${pedidoId}` }).click();
  await page.getByRole('menuitem', { name: 'Informar Entrega' }).click();
  let confirmacao = page.getByRole('dialog', { name: 'Informar Entrega' });
  await expect(confirmacao).toContainText(`Confirma a entrega do pedido ${pedidoId}?`);
  await confirmacao.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirmacao).toBeHidden();
  await expect(linha.getByText('Revisado', { exact: true })).toBeVisible();
  await linha.getByRole('button', { name: `Ações de Pedido ${pedidoId}` }).click();
  await page.getByRole('menuitem', { name: 'Informar Entrega' }).click();
  await confirmacao.getByRole('button', { name: 'Informar Entrega' }).click();
  await expect(page.getByText(MSG.entregue)).toBeVisible();

  // The Entregue chip undoes it, after confirming.
  const entregue = linha.getByRole('button', { name: 'Entregue', exact: true });
  await expect(entregue).toBeVisible();
  await entregue.click();
  confirmacao = page.getByRole('dialog', { name: 'Desfazer entrega' });
  await confirmacao.getByRole('button', { name: 'Desfazer entrega' }).click();
  await expect(page.getByText(MSG.entregaDesfeita)).toBeVisible();
  await expect(linha.getByText('Revisado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Filtrar pedidos' })).toBeVisible();
  await verificarAcessibilidade(page, 'filtro de pedidos');
  await expect(linha.getByRole('button', { name: 'Entregue', exact: true })).toHaveCount(0);
});

test('cliente que finalizou vê o pedido em Meus Pedidos, um pedido por fornecedor no detalhe, e cancela o pendente: CAN', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const destino = { baseURL, ip };
  const marca = `PC${Date.now().toString(36).toUpperCase()}`;
  const [fa, fb, cliente] = await Promise.all([criar.fornecedor(), criar.fornecedor(), criar.cliente()]);
  const master = await abrirSessao(destino, DEMO.master, SENHA_DEMO);
  const sa = await abrirSessao(destino, fa.email, fa.senha);
  const sb = await abrirSessao(destino, fb.email, fb.senha);
  const blusa = await produtoAprovado(sa, master, `${marca}-A`, `Blusa ${marca}`, '50.00');
  const saia = await produtoAprovado(sb, master, `${marca}-B`, `Saia ${marca}`, '80.00');
  await Promise.all([sa.fechar(), sb.fechar(), master.fechar()]);
  const sc = await abrirSessao(destino, cliente.email, cliente.senha);
  const { id } = await comprar(sc, cliente.id, [blusa, saia], null);
  await sc.fechar();

  await page.setViewportSize({ width: 1024, height: 768 });
  await entrar(page, cliente);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Meus Pedidos').click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Meus Pedidos' });
  const linha = tabela
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Pedido ${id}`, exact: true }) });
  await expect(linha.getByText('Em aberto')).toBeVisible();
  // 6 × R$ 50,00 + 6 × R$ 80,00.
  await expect(linha.getByText('R$ 780,00')).toBeVisible();
  await fotografar(page, 'meus-pedidos');
  await page.setViewportSize({ width: 1024, height: 768 });
  await verificarAcessibilidade(page, 'Meus Pedidos');

  // The detail: one supplier order per supplier, each Pendente; the products; the store.
  await linha.getByRole('button', { name: `Pedido ${id}`, exact: true }).click();
  const detalhe = page.getByRole('dialog', { name: `Pedido ${id}` });
  const porFornecedor = detalhe.getByRole('table', { name: 'Pedidos por fornecedor' });
  await expect(porFornecedor.getByRole('row')).toHaveCount(3);
  for (const f of [fa, fb]) {
    await expect(
      porFornecedor.getByRole('row').filter({ hasText: f.nome }).getByText('Pendente'),
    ).toBeVisible();
  }
  await fotografar(page, 'detalhe');
  await page.setViewportSize({ width: 1024, height: 768 });
  await verificarAcessibilidade(page, 'detalhe do pedido do cliente');
  await detalhe.getByRole('tab', { name: 'Produtos' }).click();
  await expect(detalhe.getByText(`Saia ${marca}`)).toBeVisible();
  await detalhe.getByRole('tab', { name: 'Local de Entrega' }).click();
  await expect(detalhe.getByText(`${cliente.nome} Ltda`)).toBeVisible();
  await detalhe.getByRole('button', { name: 'Fechar' }).click();
  await expect(detalhe).toBeHidden();

  // Cancelling asks first, then every supplier order of it is cancelled: CAN.
  await linha.getByRole('button', { name: `Ações de Pedido ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Cancelar' }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await confirmacao.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByText(MSG.cancelado)).toBeVisible();
  await expect(linha.getByTitle('Cancelado')).toHaveText('CAN');
  await linha.getByRole('button', { name: `Ações de Pedido ${id}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Cancelar' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  await expect(porFornecedor.getByTitle('Cancelado')).toHaveCount(2);
});
