import type { Page } from '@playwright/test';
import { MSG_PEDIDOS, pedidos, produtos } from '@rodada/contracts';
import { cadastrarClienteDoFornecedor } from './cliente-do-fornecedor';
import { abrirSessao, type Sessao } from './fabrica';
import { DEMO, entrar, expect, SENHA_DEMO, test, verificarAcessibilidade } from './fixtures';
import type { Unicos } from './unicos';
import { semRolagemHorizontal } from './largura';
import { produtoAprovado } from './produto-tela';

// Issue 15 §7 (sync centre) and §3 (offline orders in /pedidos): the top bar's indicator follows the
// connection and the queue; an order saved without a connection shows in the 'Sincronização' panel
// and on top of /pedidos as NOVO; back online it syncs, leaves the queue and joins the synced ones;
// an order the server refuses at the sync shows the reason, and 'Corrigir' opens it in the form.

/** 'dd/mm/aaaa' typed as digits. */
const digitosDaData = (iso: string) => iso.split('-').reverse().join('');

interface Cenario {
  sessao: Sessao;
  produtoId: number;
  codigo: string;
  nomeCliente: string;
  hoje: string;
}

/** A supplier with one approved product (minimum 6, multiple 2) and one client of its own. */
async function prepararFornecedor(
  fornecedor: { email: string; senha: string },
  destino: { baseURL: string; ip: string },
  unico: Unicos,
): Promise<Cenario> {
  const sessao = await abrirSessao(destino, fornecedor.email, fornecedor.senha);
  const master = await abrirSessao(destino, DEMO.master, SENHA_DEMO);
  const codigo = `CS${Date.now().toString(36).toUpperCase()}`;
  const produtoId = await produtoAprovado(sessao, master, codigo, `Vestido ${codigo}`, '100.00');
  await master.fechar();
  const nomeCliente = await cadastrarClienteDoFornecedor(sessao, unico, 'Loja Offline');
  const { data_atual } = await sessao.chamar(pedidos.dataAtual);
  return { sessao, produtoId, codigo, nomeCliente, hoje: data_atual };
}

/**
 * From /pedidos, 'Novo Pedido' (a client-side navigation: the list's code stays loaded for the way
 * back without a network) and fills the form: the client, 6 pieces of the product, the payment.
 */
async function preencherPedido(page: Page, c: Cenario) {
  await page.getByRole('link', { name: 'Novo Pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar cliente' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Buscar cliente' });
  await dialogo.getByLabel('Nome, razão social ou CNPJ').fill(c.nomeCliente);
  await dialogo.getByRole('list', { name: 'Clientes' }).getByText(c.nomeCliente, { exact: true }).click();
  await expect(dialogo).toBeHidden();
  const codigo = page.getByLabel('Código', { exact: true });
  await codigo.fill(c.codigo);
  await codigo.press('Enter');
  const grade = page.getByRole('dialog', { name: `${c.codigo} · Vestido ${c.codigo}` });
  await grade.getByLabel('Quantidade total').fill('6');
  await grade.getByRole('button', { name: 'Confirmar' }).click();
  await expect(grade).toBeHidden();
  await page.getByLabel('Entrega').fill(digitosDaData(c.hoje));
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Boleto' }).click();
  await page.getByRole('combobox', { name: 'Prazo' }).fill('30/60');
  await page.getByLabel('Vendedor').fill('Carla');
}

/** The top bar's indicator, by its accessible name. */
const indicador = (page: Page, nome: string) => page.getByRole('button', { name: `Sincronização: ${nome}` });

/** Without a network, 'Salvar Pedido' keeps the order on the device and goes back to /pedidos. */
async function salvarSemRede(page: Page) {
  await page.context().setOffline(true);
  await expect(indicador(page, 'sem conexão, nenhum pedido esperando')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Pedido' }).click();
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvoOffline, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(indicador(page, 'sem conexão, 1 pedido esperando')).toBeVisible();
}

test('offline: o pedido espera no painel e na lista como NOVO; online: sincroniza uma vez', async ({
  page,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const fornecedor = await criar.fornecedor();
  const c = await prepararFornecedor(fornecedor, { baseURL, ip }, unico);

  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, fornecedor);
  await page.goto('/pedidos');
  await expect(indicador(page, 'online, nenhum pedido esperando')).toBeVisible();
  await preencherPedido(page, c);
  await salvarSemRede(page);

  // /pedidos: the server's list cannot load, the device's order is on top as NOVO, waiting.
  const tabela = page.getByRole('table', { name: 'Pedidos' });
  const linha = tabela.getByRole('row').filter({ hasText: c.nomeCliente });
  await expect(linha).toContainText('NOVO');
  await expect(linha).toContainText('Aguardando');
  await expect(linha).toContainText('R$ 600,00');
  await page.screenshot({ path: '/tmp/central-lista-offline-1024.png', fullPage: true });

  // The panel: waiting on the device, 'Sincronizar agora' off without a network.
  await indicador(page, 'sem conexão, 1 pedido esperando').click();
  const painel = page.getByRole('region', { name: 'Sincronização' });
  await expect(painel.getByText('Sem conexão · 1 pedido esperando')).toBeVisible();
  await expect(painel.getByRole('listitem', { name: `NOVO, ${c.nomeCliente}: Aguardando` })).toBeVisible();
  await expect(painel.getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();
  await expect(painel.getByText('Última sincronização: nenhuma neste aparelho')).toBeVisible();
  await page.screenshot({ path: '/tmp/central-offline-1024.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await semRolagemHorizontal(page);
  await page.screenshot({ path: '/tmp/central-offline-390.png' });
  await verificarAcessibilidade(page, 'Painel Sincronização offline');

  // Back online: the sync sends it; it leaves the queue and joins the synced ones.
  await page.context().setOffline(false);
  await expect(painel.getByText('Online · Nenhum pedido esperando')).toBeVisible({ timeout: 30_000 });
  await expect(painel.getByText('Nenhum pedido esperando sincronização')).toBeVisible();
  await expect(painel.getByText(/^Última sincronização: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  const { pedidos: noServidor, total } = await c.sessao.chamar(pedidos.listarPedidos, { query: {} });
  expect(total).toBe(1);
  const id = noServidor[0]!.id;
  const sincronizados = painel.getByRole('region', { name: 'Sincronizados' });
  await expect(sincronizados.getByText(`Pedido ${id}`, { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/central-sincronizado-390.png' });
  await painel.getByRole('button', { name: 'Fechar sincronização' }).click();

  // The list now has the server's order, no NOVO.
  await expect(indicador(page, 'online, nenhum pedido esperando')).toBeVisible();
  await expect(tabela.getByText(`Pedido ${id}`, { exact: true })).toBeVisible();
  await expect(tabela.getByText('NOVO', { exact: true })).toHaveCount(0);
  await c.sessao.fechar();
});

test('recusado na sincronização: o motivo no painel e na lista; Corrigir abre o formulário', async ({
  page,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const fornecedor = await criar.fornecedor();
  const c = await prepararFornecedor(fornecedor, { baseURL, ip }, unico);

  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, fornecedor);
  await page.goto('/pedidos');
  await preencherPedido(page, c);
  await salvarSemRede(page);

  // While the tablet is offline the product stops taking orders: the server refuses the sync.
  await c.sessao.chamar(produtos.desativarProduto, { params: { id: c.produtoId } });
  await page.context().setOffline(false);
  const motivo = MSG_PEDIDOS.produtoIndisponivel(c.codigo);
  await expect(indicador(page, 'online, 1 pedido esperando')).toBeVisible();
  const linha = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: c.nomeCliente });
  await expect(linha).toContainText('Recusado', { timeout: 30_000 });
  await expect(linha).toContainText('NOVO');
  // Back online, the list that failed without a network has loaded: no error left.
  await expect(page.getByRole('table', { name: 'Pedidos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await semRolagemHorizontal(page);
  await page.screenshot({ path: '/tmp/central-lista-recusado-390.png', fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });

  await indicador(page, 'online, 1 pedido esperando').click();
  const painel = page.getByRole('region', { name: 'Sincronização' });
  const item = painel.getByRole('listitem', { name: `NOVO, ${c.nomeCliente}: Recusado` });
  await expect(item).toContainText(motivo);
  await page.screenshot({ path: '/tmp/central-recusado-1024.png' });

  // 'Descartar' asks first; Cancelar keeps it.
  await item.getByRole('button', { name: 'Descartar' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Descartar pedido?' });
  await expect(confirmar).toContainText(c.nomeCliente);
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmar).toBeHidden();
  await expect(item).toBeVisible();

  // 'Corrigir' opens the order in the form with what was typed.
  await item.getByRole('button', { name: 'Corrigir' }).click();
  await expect(page).toHaveURL(/\/pedidos\/adicionar\?offline=[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveText(c.nomeCliente);
  const produtosDoPedido = page.getByRole('table', { name: 'Produtos do pedido' });
  await expect(produtosDoPedido).toContainText(c.codigo);
  await expect(page.getByLabel('Vendedor')).toHaveValue('Carla');

  // Fixed (the product takes orders again) and saved online: it leaves the queue; one order.
  await c.sessao.chamar(produtos.ativarProduto, { params: { id: c.produtoId } });
  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/salvar'));
  await page.getByRole('button', { name: 'Salvar Pedido' }).click();
  expect((await salvo).status()).toBe(200);
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(indicador(page, 'online, nenhum pedido esperando')).toBeVisible();
  const { total } = await c.sessao.chamar(pedidos.listarPedidos, { query: {} });
  expect(total).toBe(1);
  await c.sessao.fechar();
});
