import { DEMO, SENHA_DEMO, expect, test } from './fixtures';

// Issue 13 §4-§5: an anonymous visitor's cart (persisted on the device) survives a reload, the
// drawer's 'Finalizar Compra' asks for login first, and the logged-in customer sees the checkout
// with the default company and deposit-only payment (spec 1 §2.11, §4 "Cart"; spec 3 §2
// "Checkout", §5 "Client-order payment"). The shop's cards that open the quantity dialog belong to
// another part of the issue, so the cart is put in the device's state as the dialog stores it.

test('visitante: carrinho guardado, Finalizar Compra pede login, o cliente vê o checkout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const busca = await page.request.get('/api/produtos/buscar?pagina=1');
  const { produtos } = (await busca.json()) as {
    produtos: { data: { id: number; codigo: string; descricao: string; fornecedor_id: number }[] };
  };
  const p = produtos.data[0]!;
  await page.goto('/');
  await page.evaluate((produto) => {
    const item = {
      id: produto.id,
      codigo: produto.codigo,
      descricao: produto.descricao,
      valor: 4990,
      quantidade_minima: 1,
      multiplo: 0,
      fornecedor_id: produto.fornecedor_id,
      quantidade: 12,
      subtotal: 59880,
      grade: [],
      fotos: [],
    };
    localStorage.setItem(
      'rodada',
      JSON.stringify({ version: 3, state: { usuario: null, carrinho: [item] } }),
    );
  }, p);
  await page.reload();

  const botao = page.getByRole('button', { name: 'Carrinho' });
  await expect(botao).toContainText('1');
  await botao.click();
  const gaveta = page.getByRole('region', { name: 'Carrinho de compras' });
  await expect(gaveta.getByText(p.descricao)).toBeVisible();
  await expect(gaveta.getByText('12 un. · R$ 598,80')).toBeVisible();
  await gaveta.getByRole('button', { name: 'Finalizar Compra' }).click();

  const login = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill(DEMO.cliente);
  await login.getByLabel('Senha').fill(SENHA_DEMO);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();

  await page.getByRole('button', { name: 'Carrinho' }).click();
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
  await expect(page.getByRole('button', { name: 'Carrinho' })).toBeHidden();
});
