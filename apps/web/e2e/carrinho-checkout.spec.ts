import { MSG_PEDIDOS } from '@rodada/contracts';
import { quantidadePadrao } from '@rodada/domain';
import { expect, test } from './fixtures';

// Issue 13 §4-§5: an anonymous visitor's cart (persisted on the device) survives a reload, the
// drawer's 'Finalizar Compra' asks for login first, and the logged-in customer sees the checkout
// with the default company and deposit-only payment, and saves the order (spec 1 §2.11, §4 "Cart";
// spec 3 §2 "Checkout", §5 "Client-order payment", §8 'Pedido salvo com sucesso'). The shop's
// cards that open the quantity dialog belong to another part of the issue, so the cart is put in
// the device's state as the dialog stores it.

test('visitante: carrinho guardado, Finalizar Compra pede login, o cliente finaliza a compra', async ({
  page,
  criar,
}) => {
  const cliente = await criar.cliente();
  await page.setViewportSize({ width: 390, height: 844 });
  const busca = await page.request.get('/api/produtos/buscar?pagina=1');
  const { produtos } = (await busca.json()) as {
    produtos: {
      data: {
        id: number;
        codigo: string;
        descricao: string;
        valor: string;
        fornecedor_id: number;
        quantidade_minima: number;
        multiplo: number;
      }[];
    };
  };
  const p = produtos.data[0]!;
  const grade = (await (await page.request.get(`/api/produtos/${p.id}/grade`)).json()) as {
    cores: { id: number }[];
    tamanhos: { id: number }[];
  };
  const quantidade = quantidadePadrao(p);
  const celula = { corId: grade.cores[0]!.id, tamanhoId: grade.tamanhos[0]!.id, quantidade };
  // The store written from a page where the app does not run (the app could write over it).
  await page.goto('/favicon.svg');
  // A made-up price: the server reads the catalogue's (issue 13 §6).
  const item = {
    id: p.id,
    codigo: p.codigo,
    descricao: p.descricao,
    valor: 1000,
    quantidade_minima: p.quantidade_minima,
    multiplo: p.multiplo,
    fornecedor_id: p.fornecedor_id,
    quantidade,
    subtotal: 1000 * quantidade,
    grade: [celula],
    fotos: [],
  };
  await page.evaluate((i) => {
    localStorage.setItem('rodada', JSON.stringify({ version: 3, state: { usuario: null, carrinho: [i] } }));
  }, item);
  await page.goto('/');

  const botao = page.getByRole('button', { name: 'Carrinho', exact: true });
  await expect(botao).toContainText('1');
  await botao.click();
  const gaveta = page.getByRole('region', { name: 'Carrinho de compras' });
  await expect(gaveta.getByText(p.descricao)).toBeVisible();
  await expect(
    gaveta.getByText(`${quantidade} un. · R$ ${(quantidade * 10).toFixed(2).replace('.', ',')}`),
  ).toBeVisible();
  await gaveta.getByRole('button', { name: 'Finalizar Compra' }).click();

  const login = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill(cliente.email);
  await login.getByLabel('Senha').fill(cliente.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();

  await page.getByRole('button', { name: 'Carrinho', exact: true }).click();
  await page
    .getByRole('region', { name: 'Carrinho de compras' })
    .getByRole('button', { name: 'Finalizar Compra' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Produtos', 'Local de Entrega', 'Pagamento']);
  await expect(page.getByText(`${p.codigo} · ${p.descricao}`)).toBeVisible();
  const pagamento = page.getByRole('tab', { name: 'Pagamento' });
  await expect(pagamento).toBeEnabled();
  await page.getByRole('tab', { name: 'Local de Entrega' }).click();
  await expect(page.getByRole('button', { name: 'Selecionar Empresa' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/h-c-e2e-entrega-390.png' });
  await pagamento.click();
  await expect(page.getByRole('radio', { name: 'Depósito' })).toBeChecked();
  for (const f of ['PIX', 'Cheque', 'TED']) await expect(page.getByRole('radio', { name: f })).toBeDisabled();
  // The top bar hides the cart on checkout (spec 1 §2.3).
  await expect(page.getByRole('button', { name: 'Carrinho', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvo)).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);
  const guardado = await page.evaluate(() => localStorage.getItem('rodada'));
  expect(JSON.parse(guardado ?? '{}').state?.carrinho).toEqual([]);
});
