import type { Page } from '@playwright/test';
import { MSG_LOJA, MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import { produtoAprovado } from './produto-tela';
import { DEMO, expect, SENHA_DEMO, test } from './fixtures';

// Issue 13 "Must show": an anonymous visitor searches the shop, sorts, opens the quantity dialog
// from a card, fills the grid by the automatic split (and meets the quantity messages), puts two
// suppliers' products in the cart, logs in as a cliente at 'Finalizar Compra' and checks out: one
// customer order and one supplier order per supplier (spec D9), the prices the catalogue's.

/** Opens the quantity dialog of the card of `descricao` on the shop. */
async function abrirQuantidade(page: Page, descricao: string) {
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${descricao}` }).click();
  const dialogo = page.getByRole('dialog', { name: new RegExp(descricao) });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('table', { name: 'Grade de cores e tamanhos' })).toBeVisible();
  return dialogo;
}

test('visitante busca, ordena, enche o carrinho com a grade rateada, entra como cliente e finaliza: um pedido por fornecedor', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const marca = `LJ${Date.now().toString(36).toUpperCase()}`;
  const [fa, fb, cliente] = await Promise.all([criar.fornecedor(), criar.fornecedor(), criar.cliente()]);
  const master = await abrirSessao({ baseURL, ip }, DEMO.master, SENHA_DEMO);
  const sa = await abrirSessao({ baseURL, ip }, fa.email, fa.senha);
  const sb = await abrirSessao({ baseURL, ip }, fb.email, fb.senha);
  const blusa = `Blusa ${marca}`;
  const saia = `Saia ${marca}`;
  await produtoAprovado(sa, master, `${marca}-A`, blusa, '50.00');
  await produtoAprovado(sb, master, `${marca}-B`, saia, '80.00');
  await Promise.all([sa.fechar(), sb.fechar(), master.fechar()]);

  // The visitor searches and sorts by the lowest price: the blouse (R$ 50,00) comes first.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/?busca=${encodeURIComponent(marca)}&ordenacao=3`);
  const cartoes = page.getByRole('button', { name: new RegExp(`^(Blusa|Saia) ${marca}$`) });
  await expect(cartoes).toHaveCount(2);
  await expect(cartoes.first()).toHaveAccessibleName(saia);
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Menor Preço' }).click();
  await expect(page).toHaveURL(/ordenacao=4/);
  await expect(cartoes.first()).toHaveAccessibleName(blusa);

  // The blouse: every quantity message for its case, then 10 pieces split over 2 × 2 cells.
  let dialogo = await abrirQuantidade(page, blusa);
  const quantidade = dialogo.getByRole('textbox', { name: 'Quantidade', exact: true });
  await expect(quantidade).toHaveValue('6');
  await quantidade.fill('4');
  await dialogo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText(MSG_LOJA.quantidadeMinima(6));
  await quantidade.fill('7');
  await dialogo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText(MSG_LOJA.quantidadeMultiplo(2));
  await quantidade.fill('');
  await dialogo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText(MSG_LOJA.quantidadeInvalida);
  // Letters never reach the field (digits only).
  await quantidade.pressSequentially('1a0');
  await expect(quantidade).toHaveValue('10');
  for (const grupo of ['Cores', 'Tamanhos']) {
    const chips = dialogo.getByRole('group', { name: grupo }).getByRole('button');
    for (const chip of await chips.all()) {
      if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    }
  }
  const celulas = dialogo.getByRole('table', { name: 'Grade de cores e tamanhos' }).getByRole('textbox');
  await expect(celulas).toHaveCount(4);
  // 10 over 4 cells: 3, 3, 2, 2 (the remainder one each to the first cells).
  await expect(dialogo.getByText('Rateado: 10 de 10')).toBeVisible();
  expect(await Promise.all((await celulas.all()).map((c) => c.inputValue()))).toEqual(['3', '3', '2', '2']);
  // A grid that does not add up is refused.
  await celulas.first().fill('5');
  await dialogo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText(MSG_LOJA.gradeDiferente);
  await celulas.first().fill('3');
  await dialogo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialogo).toBeHidden();

  // The skirt: the default (the minimum, 6), all in one colour and size.
  dialogo = await abrirQuantidade(page, saia);
  await dialogo.getByRole('group', { name: 'Cores' }).getByRole('button').first().click();
  await dialogo.getByRole('group', { name: 'Tamanhos' }).getByRole('button').first().click();
  await expect(dialogo.getByText('Rateado: 6 de 6')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialogo).toBeHidden();
  const carrinho = page.getByRole('button', { name: 'Carrinho', exact: true });
  await expect(carrinho).toContainText('2');

  // Checkout asks for login first.
  await carrinho.click();
  const gaveta = page.getByRole('region', { name: 'Carrinho de compras' });
  await expect(gaveta.getByText('10 un. · R$ 500,00')).toBeVisible();
  await gaveta.getByRole('button', { name: 'Finalizar Compra' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await login.getByLabel('Email').fill(cliente.email);
  await login.getByLabel('Senha').fill(cliente.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await carrinho.click();
  await gaveta.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('tab', { name: 'Pagamento' }).click();

  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/salvar/cliente'));
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const resposta = await salvo;
  expect(resposta.status()).toBe(200);
  const { id } = (await resposta.json()) as { id: number };
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvo)).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);

  // One customer order, one supplier order per supplier, at the catalogue's prices.
  const sessao = await abrirSessao({ baseURL, ip }, cliente.email, cliente.senha);
  const { pedido_cliente, produtos: linhas } = await sessao.chamar(pedidos.detalharPedidoCliente, {
    params: { id },
  });
  await sessao.fechar();
  expect(pedido_cliente.pedidos.map((p) => p.fornecedor_nome).sort()).toEqual([fa.nome, fb.nome].sort());
  expect(linhas.map((l) => [l.descricao, l.quantidade, l.subtotal]).sort()).toEqual(
    [
      [blusa, 10, '500.00'],
      [saia, 6, '480.00'],
    ].sort(),
  );
  expect(linhas.find((l) => l.descricao === blusa)!.grade.map((g) => g.quantidade)).toEqual([3, 3, 2, 2]);

  // The same order on the screen the checkout leads to: 'Meus Pedidos', one supplier order per supplier.
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  await page
    .getByRole('button', { name: `Pedido ${id}`, exact: true })
    .first()
    .click();
  const detalhe = page.getByRole('dialog', { name: `Pedido ${id}` });
  const porFornecedor = detalhe.getByRole('table', { name: 'Pedidos por fornecedor' });
  await expect(porFornecedor.getByRole('row')).toHaveCount(3);
  for (const f of [fa, fb]) {
    await expect(
      porFornecedor.getByRole('row').filter({ hasText: f.nome }).getByText('Pendente'),
    ).toBeVisible();
  }
});
