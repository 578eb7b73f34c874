import type { Locator, Page } from '@playwright/test';
import { MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { cadastrarClienteDoFornecedor } from './cliente-do-fornecedor';
import { abrirSessao } from './fabrica';
import { DEMO, entrar, expect, SENHA_DEMO, test } from './fixtures';
import { produtoAprovado } from './produto-tela';

// Issue 14 §7 "Fast entry at a stand": a supplier enters a 20-line order with grids by keyboard
// alone: the product by its code, Enter to the grid, a total split automatically or quantities typed
// cell to cell (Enter to the next cell, the last one confirms), Enter to the next line. After the
// page opens, only page.keyboard is used (no click, no fill).

const LINHAS = 20;

/** Presses Tab until `alvo` has the focus (at most `max` times). */
async function tabAte(page: Page, alvo: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await alvo.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('o foco não chegou ao campo');
}

test('fornecedor digita um pedido de 20 linhas com grade sem usar o mouse', async ({
  page,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const fornecedor = await criar.fornecedor();
  const sessao = await abrirSessao({ baseURL, ip }, fornecedor.email, fornecedor.senha);
  const master = await abrirSessao({ baseURL, ip }, DEMO.master, SENHA_DEMO);
  const marca = `KB${Date.now().toString(36).toUpperCase()}`;
  for (let i = 1; i <= LINHAS; i++) {
    await produtoAprovado(sessao, master, `${marca}-${i}`, `Peça ${i} ${marca}`, `${10 + i}.00`);
  }
  await master.fechar();
  const nomeCliente = await cadastrarClienteDoFornecedor(sessao, unico, 'Loja Teclado');
  const { data_atual } = await sessao.chamar(pedidos.dataAtual);

  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, fornecedor);
  await page.goto('/pedidos/adicionar');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
  const kb = page.keyboard;

  // The client: its search dialog, the name typed, its row chosen with Enter.
  await tabAte(page, page.getByRole('button', { name: 'Buscar cliente' }));
  await kb.press('Enter');
  const dialogoClientes = page.getByRole('dialog', { name: 'Buscar cliente' });
  await expect(dialogoClientes.getByLabel('Nome, razão social ou CNPJ')).toBeFocused();
  await kb.type(nomeCliente);
  const linhaCliente = dialogoClientes.getByRole('button', { name: new RegExp(nomeCliente) });
  await expect(linhaCliente).toBeVisible();
  await tabAte(page, linhaCliente, 10);
  await kb.press('Enter');
  await expect(dialogoClientes).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveText(nomeCliente);

  // Twenty lines: odd ones by a total split automatically, even ones cell by cell.
  const codigo = page.getByLabel('Código', { exact: true });
  await tabAte(page, codigo, 10);
  for (let i = 1; i <= LINHAS; i++) {
    await kb.type(`${marca}-${i}`);
    await kb.press('Enter');
    const grade = page.getByRole('dialog', { name: `${marca}-${i} · Peça ${i} ${marca}` });
    const total = grade.getByLabel('Quantidade total');
    await expect(total).toBeFocused();
    if (i % 2 === 1) {
      await kb.type('8');
      await kb.press('Enter');
    } else {
      await kb.press('Tab');
      for (const n of ['4', '2', '0', '2']) {
        await kb.type(n);
        await kb.press('Enter');
      }
    }
    await expect(grade).toBeHidden();
    await expect(codigo).toBeFocused();
  }
  const tabela = page.getByRole('table', { name: 'Produtos do pedido' });
  await expect(tabela.getByRole('row')).toHaveCount(LINHAS + 1);
  // An even line's cells: 4 + 2 + 0 + 2.
  await expect(tabela.getByRole('row', { name: new RegExp(`${marca}-2 `) })).toContainText('8');

  // Pagamento by keyboard: delivery date, payment method (the menu by its first letter), term, seller.
  await tabAte(page, page.getByLabel('Entrega'));
  await kb.type(data_atual.split('-').reverse().join(''));
  await kb.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Forma de pagamento' })).toBeFocused();
  await kb.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await kb.type('B');
  await kb.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveText('Boleto');
  await kb.press('Tab');
  await kb.type('30/60/90');
  await kb.press('Tab');
  await expect(page.getByLabel('Vendedor')).toBeFocused();
  await kb.type('Caixa 3');
  await page.screenshot({ path: '/tmp/pedido-teclado-1024.png', fullPage: true });

  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/salvar'));
  await tabAte(page, page.getByRole('button', { name: 'Salvar Pedido' }), 60);
  await kb.press('Enter');
  const resposta = await salvo;
  expect(resposta.status()).toBe(200);
  const { id } = (await resposta.json()) as { id: number };
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvo)).toBeVisible();
  const { pedido } = await sessao.chamar(pedidos.editarPedido, { params: { id } });
  expect(pedido.produtos).toHaveLength(LINHAS);
  expect(pedido.quantidade).toBe(LINHAS * 8);
  expect(pedido.produtos[1]!.grade.map((c) => c.quantidade).sort()).toEqual([2, 2, 4]);
  await sessao.fechar();
});
