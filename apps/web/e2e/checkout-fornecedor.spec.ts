import { MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { cadastrarClienteDoFornecedor } from './cliente-do-fornecedor';
import { abrirSessao } from './fabrica';
import { DEMO, entrar, expect, SENHA_DEMO, test } from './fixtures';
import { produtoAprovado } from './produto-tela';

// Issue 13 "Must show": a supplier checks out for a client (spec 3 §2 "Checkout", §5 "Supplier
// checkout"): the Cliente tab picks one of its clients and the company, Pagamento asks for the
// order's required fields ('Obrigatório'), delivery from the server's date, discount as a
// percentage (editable because the client picker's `acoes` of compra say alterar_desconto, never
// because of the role); the server saves one order at the catalogue's prices.

test('fornecedor finaliza para um cliente seu: Cliente, empresa, pagamento com desconto; pedido salvo', async ({
  page,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const fornecedor = await criar.fornecedor();
  const sessao = await abrirSessao({ baseURL, ip }, fornecedor.email, fornecedor.senha);
  const master = await abrirSessao({ baseURL, ip }, DEMO.master, SENHA_DEMO);
  const marca = `CF${Date.now().toString(36).toUpperCase()}`;
  const produtoId = await produtoAprovado(sessao, master, `${marca}-1`, `Vestido ${marca}`, '100.00');
  await master.fechar();
  // A client of the supplier's own list (registered by it).
  const nomeCliente = await cadastrarClienteDoFornecedor(sessao, unico, 'Loja do Fornecedor');
  const { data_atual } = await sessao.chamar(pedidos.dataAtual);
  await sessao.fechar();

  await page.setViewportSize({ width: 1024, height: 768 });
  await entrar(page, fornecedor);
  // The cart as the quantity dialog keeps it on the device (the shop's flow has its own spec):
  // 6 pieces in one cell at R$ 100,00 (the price is shown, never sent).
  const grade = (await (await page.request.get(`/api/produtos/${produtoId}/grade`)).json()) as {
    cores: { id: number }[];
    tamanhos: { id: number }[];
  };
  // Written from a page where the app does not run: the app persists its store on its own changes
  // and could write over the cart between this write and the next page (seen on the 2-core CI).
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ id, cor, tamanho, descricao }) => {
      const guardado = JSON.parse(localStorage.getItem('rodada') ?? '{}') as {
        version?: number;
        state?: Record<string, unknown>;
      };
      const item = {
        id,
        codigo: `${descricao.split(' ')[1]}-1`,
        descricao,
        valor: 10000,
        quantidade_minima: 6,
        multiplo: 2,
        fornecedor_id: 0,
        quantidade: 6,
        subtotal: 60000,
        grade: [{ corId: cor, tamanhoId: tamanho, quantidade: 6 }],
        fotos: [],
      };
      localStorage.setItem(
        'rodada',
        JSON.stringify({ version: guardado.version ?? 3, state: { ...guardado.state, carrinho: [item] } }),
      );
    },
    { id: produtoId, cor: grade.cores[0]!.id, tamanho: grade.tamanhos[0]!.id, descricao: `Vestido ${marca}` },
  );
  await page.goto('/checkout');
  await expect(page.getByRole('tab')).toHaveText(['Produtos', 'Cliente', 'Pagamento']);
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Cliente' }).click();
  const lista = page.waitForResponse(
    (r) =>
      r.url().includes('/api/pedidos/clientes') && new URL(r.url()).searchParams.get('busca') === nomeCliente,
  );
  await page.getByLabel('Buscar cliente').fill(nomeCliente);
  const { clientes: achados } = (await (await lista).json()) as {
    clientes: { nome_fantasia: string; acoes: Record<string, boolean> }[];
  };
  expect(achados.find((c) => c.nome_fantasia === nomeCliente)?.acoes).toEqual({
    salvar: true,
    alterar_desconto: true,
  });
  await page.getByRole('list', { name: 'Clientes' }).getByText(nomeCliente, { exact: true }).click();
  // Its only company is taken at once (several would open 'Selecionar Empresa').
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute('aria-selected', 'true');

  // Nothing filled: the required fields say 'Obrigatório' and the save is refused.
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByText(MSG_PEDIDOS.erroSalvarPedido)).toBeVisible();
  await expect(page.getByText('Obrigatório', { exact: true })).toHaveCount(4);

  const [ano, mes, dia] = data_atual.split('-');
  await page.getByLabel('Entrega').fill(`${dia}${mes}${ano}`);
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Boleto' }).click();
  await page.getByRole('combobox', { name: 'Prazo' }).fill('30/60');
  await page.getByLabel('Responsável').fill('Carla');
  await expect(page.getByLabel('Desconto (%)')).toBeEditable();
  await page.getByLabel('Desconto (%)').fill('10');
  await expect(page.getByLabel('Desconto (R$)')).toHaveValue('60,00');
  await page.screenshot({ path: '/tmp/checkout-fornecedor-1024.png', fullPage: true });

  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/salvar'));
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const resposta = await salvo;
  expect(resposta.status()).toBe(200);
  const corpo = resposta.request().postDataJSON() as {
    produtos: Record<string, unknown>[];
    desconto_percentual?: string;
  };
  expect(corpo.desconto_percentual).toBe('10');
  // The cart's price never travels: the server reads it from the catalogue.
  expect(corpo.produtos[0]).not.toHaveProperty('valor');
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvo)).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);
});
