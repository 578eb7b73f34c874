import type { Page } from '@playwright/test';
import { fornecedores, MSG_PEDIDOS, pedidos, usuarios } from '@rodada/contracts';
import { cadastrarClienteDoFornecedor } from './cliente-do-fornecedor';
import { abrirSessao, type Sessao } from './fabrica';
import {
  DEMO,
  ENDERECO_SP,
  entrar,
  expect,
  SENHA_DEMO,
  SENHA_TESTE,
  test,
  verificarAcessibilidade,
} from './fixtures';
import { semRolagemHorizontal } from './largura';
import { produtoAprovado } from './produto-tela';

// Issue 14 "Must show" (spec 3 §2 "Order form", §4 "Order form mode", "Draft", §5, §6): a supplier
// creates an order with a grid, copies it and edits it; the draft recovery question; a
// representative reviews an order ('Revisar pedido' → 1 Revisado).

/** 'dd/mm/aaaa' typed as digits. */
const digitosDaData = (iso: string) => iso.split('-').reverse().join('');

/** Fills the required payment fields. */
async function preencherPagamento(page: Page, hoje: string) {
  await page.getByLabel('Entrega').fill(digitosDaData(hoje));
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Boleto' }).click();
  await page.getByRole('combobox', { name: 'Prazo' }).fill('30/60');
  await page.getByLabel('Vendedor').fill('Carla');
}

test('fornecedor cria um pedido com grade, copia e edita', async ({ page, criar, unico, baseURL, ip }) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const fornecedor = await criar.fornecedor();
  const sessao = await abrirSessao({ baseURL, ip }, fornecedor.email, fornecedor.senha);
  const master = await abrirSessao({ baseURL, ip }, DEMO.master, SENHA_DEMO);
  const marca = `PF${Date.now().toString(36).toUpperCase()}`;
  await produtoAprovado(sessao, master, `${marca}-1`, `Vestido ${marca}`, '100.00');
  await produtoAprovado(sessao, master, `${marca}-2`, `Saia ${marca}`, '50.00');
  await master.fechar();
  const nomeCliente = await cadastrarClienteDoFornecedor(sessao, unico, 'Loja Pedido');
  const { data_atual } = await sessao.chamar(pedidos.dataAtual);

  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, fornecedor);
  await page.goto('/pedidos/adicionar');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
  const salvar = page.getByRole('button', { name: 'Salvar Pedido' });
  await expect(salvar).toBeDisabled();

  // Cliente: the search dialog; its only store is taken at once.
  await page.getByRole('button', { name: 'Buscar cliente' }).click();
  const dialogoClientes = page.getByRole('dialog', { name: 'Buscar cliente' });
  await dialogoClientes.getByLabel('Nome, razão social ou CNPJ').fill(nomeCliente);
  await dialogoClientes
    .getByRole('list', { name: 'Clientes' })
    .getByText(nomeCliente, { exact: true })
    .click();
  await expect(dialogoClientes).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveText(nomeCliente);

  // A code that does not exist.
  const codigo = page.getByLabel('Código', { exact: true });
  await codigo.fill('NAO-EXISTE-9');
  await codigo.press('Enter');
  await expect(page.getByText(MSG_PEDIDOS.codigoNaoEncontrado)).toBeVisible();

  // By code: Enter opens the grid; a total splits over the 2 × 2 cells.
  await codigo.fill(`${marca.toLowerCase()}-1`);
  await codigo.press('Enter');
  const grade = page.getByRole('dialog', { name: `${marca}-1 · Vestido ${marca}` });
  await expect(grade).toBeVisible();
  await grade.getByRole('button', { name: 'Confirmar' }).click();
  await expect(grade.getByRole('alert')).toHaveText('A quantidade do produto não pode ser zero ou negativa');
  await grade.getByLabel('Quantidade total').fill('8');
  const celulas = grade.getByRole('table', { name: 'Grade de cores e tamanhos' }).getByRole('textbox');
  await expect(celulas).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(celulas.nth(i)).toHaveValue('2');
  await page.screenshot({ path: '/tmp/pedido-grade-1024.png' });
  await grade.getByRole('button', { name: 'Confirmar' }).click();
  await expect(grade).toBeHidden();
  await expect(codigo).toBeFocused();
  await expect(codigo).toHaveValue('');

  // By the search dialog: cells typed one by one make the total.
  await page.getByRole('button', { name: 'Buscar produto' }).click();
  const busca = page.getByRole('dialog', { name: 'Buscar produto' });
  await busca.getByLabel('Código ou descrição').fill(`Saia ${marca}`);
  await busca.getByRole('list', { name: 'Produtos' }).getByText(`${marca}-2 · Saia ${marca}`).click();
  const grade2 = page.getByRole('dialog', { name: `${marca}-2 · Saia ${marca}` });
  const celulas2 = grade2.getByRole('table', { name: 'Grade de cores e tamanhos' }).getByRole('textbox');
  await celulas2.nth(0).fill('4');
  await celulas2.nth(3).fill('2');
  await expect(grade2.getByLabel('Quantidade total')).toHaveValue('6');
  await grade2.getByRole('button', { name: 'Confirmar' }).click();
  await expect(grade2).toBeHidden();

  // Notes of a line.
  await page.getByRole('button', { name: `Observações de ${marca}-1` }).click();
  const notas = page.getByRole('dialog', { name: `Observações · ${marca}-1` });
  await notas.getByLabel('Observações').fill('Bainha 2 cm mais curta');
  await notas.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Bainha 2 cm mais curta')).toBeVisible();

  // Pagamento: nothing filled says 'Obrigatório'; a 10% discount shows its value.
  await expect(salvar).toBeEnabled();
  await salvar.click();
  await expect(page.getByText('Obrigatório', { exact: true })).toHaveCount(4);
  await preencherPagamento(page, data_atual);
  await page.getByLabel('Telefone da transportadora').fill('11987654321');
  await expect(page.getByLabel('Telefone da transportadora')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('Desconto (%)').fill('10');
  // Gross 8 × 100 + 6 × 50 = R$ 1.100,00; discount R$ 110,00; net R$ 990,00; commission 5%.
  await expect(page.getByLabel('Desconto (R$)')).toHaveValue('110,00');
  const totais = page.getByLabel('Totais do pedido');
  await expect(totais).toContainText('R$ 1.100,00');
  await expect(totais).toContainText('R$ 990,00');
  await expect(totais).toContainText('R$ 49,50');
  await semRolagemHorizontal(page);
  await page.screenshot({ path: '/tmp/pedido-novo-1024.png', fullPage: true });
  await verificarAcessibilidade(page, 'Novo Pedido preenchido');

  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/salvar'));
  await salvar.click();
  const resposta = await salvo;
  expect(resposta.status()).toBe(200);
  const { id } = (await resposta.json()) as { id: number };
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvo)).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);

  // Copiar: the same lines under a new uuid, saved as a new order.
  await page.goto(`/pedidos/${id}/copiar`);
  await expect(page.getByRole('heading', { level: 1, name: `Copiar Pedido ${id}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Produtos do pedido' }).getByRole('row')).toHaveCount(3);
  const copiado = page.waitForResponse((r) => r.url().endsWith('/api/pedidos/salvar'));
  await page.getByRole('button', { name: 'Salvar Pedido' }).click();
  const respostaCopia = await copiado;
  expect(respostaCopia.status()).toBe(200);
  const copia = (await respostaCopia.json()) as { id: number };
  expect(copia.id).not.toBe(id);
  await expect(page).toHaveURL(/\/pedidos$/);

  // Editar: a new total in the first line's grid, the second line deleted after confirmation.
  await page.goto(`/pedidos/${id}/editar`);
  await expect(page.getByRole('heading', { level: 1, name: `Editar Pedido ${id}` })).toBeVisible();
  await page.getByRole('button', { name: `Grade de ${marca}-1` }).click();
  await grade.getByLabel('Quantidade total').fill('12');
  await grade.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('button', { name: `Excluir ${marca}-2` }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir produto' });
  await confirmar.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('table', { name: 'Produtos do pedido' }).getByRole('row')).toHaveCount(2);
  const atualizado = page.waitForResponse((r) => r.url().endsWith(`/api/pedidos/${id}/atualizar`));
  await page.getByRole('button', { name: 'Salvar Pedido' }).click();
  expect((await atualizado).status()).toBe(200);
  await expect(page.getByText(MSG_PEDIDOS.pedidoAtualizado)).toBeVisible();
  const { pedido } = await sessao.chamar(pedidos.editarPedido, { params: { id } });
  expect(pedido.produtos.map((l) => [l.codigo, l.quantidade, l.observacoes])).toEqual([
    [`${marca}-1`, 12, 'Bainha 2 cm mais curta'],
  ]);
  expect(pedido.valor_bruto).toBe('1200.00');
  await sessao.fechar();
});

test('rascunho: um pedido não finalizado é oferecido de volta; descartado, some', async ({ page, criar }) => {
  test.setTimeout(90_000);
  const fornecedor = await criar.fornecedor();
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, fornecedor);
  await page.goto('/pedidos/adicionar');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Prazo' }).fill('15/30/45');
  await page.getByLabel('Vendedor').fill('Bruna');
  // The draft is written after a pause in typing.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rodada') ?? '')).toContain('15/30/45');
  await semRolagemHorizontal(page);
  await page.screenshot({ path: '/tmp/pedido-novo-390.png', fullPage: true });

  await page.goto('/pedidos/adicionar');
  const pergunta = page.getByRole('dialog', { name: 'Pedido não finalizado' });
  await expect(pergunta).toContainText('Há um pedido que não foi finalizado. Deseja recuperá-lo?');
  await page.screenshot({ path: '/tmp/pedido-rascunho-390.png' });
  // 'Recuperar' has the focus: an accidental Enter keeps the typed order.
  await expect(pergunta.getByRole('button', { name: 'Recuperar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Prazo' })).toHaveValue('15/30/45');
  await expect(page.getByLabel('Vendedor')).toHaveValue('Bruna');
  await verificarAcessibilidade(page, 'Novo Pedido no celular');

  // Cancelling (confirmed) clears the draft: a new order starts empty, without the question.
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar pedido' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await page.goto('/pedidos/adicionar');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
  await expect(page.getByLabel('Vendedor')).toHaveValue('');
  await expect(page.getByRole('dialog', { name: 'Pedido não finalizado' })).toBeHidden();
});

/** A supplier registered by `representante` (so it carries it), its password set and account completed. */
async function fornecedorDoRepresentante(
  rep: Sessao,
  destino: { baseURL: string; ip: string },
  dados: { nome: string; email: string; cnpj: string },
) {
  const empresa = { razao_social: `${dados.nome} Ltda`, nome_fantasia: dados.nome, cnpj: dados.cnpj };
  const criado = await rep.chamar(fornecedores.salvarFornecedor, {
    body: { ...empresa, endereco: ENDERECO_SP, user: { email: dados.email } },
  });
  const sessao = await abrirSessao(destino, dados.email, criado.senha);
  await sessao.chamar(usuarios.alterarSenha, {
    body: { currentPassword: criado.senha, newPassword: SENHA_TESTE, confirmPassword: SENHA_TESTE },
  });
  await sessao.chamar(fornecedores.salvarConfig, {
    body: {
      fornecedor: { ...empresa, ie: '110042490114', endereco: ENDERECO_SP, user: { email: dados.email } },
    },
  });
  return { id: criado.id, sessao };
}

test('representante revisa um pedido pendente: Revisar pedido → Revisado', async ({
  page,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const destino = { baseURL, ip };
  const representante = await criar.representante();
  const rep = await abrirSessao(destino, representante.email, representante.senha);
  const nomeFornecedor = unico.nome('Confecção Rev');
  const emailFornecedor = unico.email('frev');
  criar.descartar(emailFornecedor);
  const forn = await fornecedorDoRepresentante(rep, destino, {
    nome: nomeFornecedor,
    email: emailFornecedor,
    cnpj: unico.cnpj(),
  });
  const master = await abrirSessao(destino, DEMO.master, SENHA_DEMO);
  const marca = `RV${Date.now().toString(36).toUpperCase()}`;
  const produtoId = await produtoAprovado(forn.sessao, master, `${marca}-1`, `Blusa ${marca}`, '80.00');
  await master.fechar();
  await forn.sessao.fechar();
  const cliente = await criar.cliente({ representante });
  const { clientes: lista } = await rep.chamar(pedidos.clientesDoPedido, {
    query: { id: String(cliente.id) },
  });
  const loja = lista[0]!.lojas[0]!;
  const grade = (await (await rep.api.get(`/api/produtos/${produtoId}/grade`)).json()) as {
    cores: { id: number }[];
    tamanhos: { id: number }[];
  };
  const { data_atual } = await rep.chamar(pedidos.dataAtual);
  // The representative's order for its client (status 0 Pendente).
  const { id } = await rep.chamar(pedidos.salvarPedido, {
    body: {
      uuid: crypto.randomUUID(),
      hash: 'a'.repeat(64),
      rodada_id: null,
      cliente_id: cliente.id,
      cliente_loja_id: loja.id,
      fornecedor_id: forn.id,
      entrega: data_atual,
      forma_pagamento: 'PIX',
      prazo: '30',
      produtos: [
        {
          produto_id: produtoId,
          quantidade: 6,
          grade: [{ cor_id: grade.cores[0]!.id, tamanho_id: grade.tamanhos[0]!.id, quantidade: 6 }],
        },
      ],
    },
  });

  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, representante);
  await page.goto(`/pedidos/${id}/editar`);
  await expect(page.getByRole('heading', { level: 1, name: `Editar Pedido ${id}` })).toBeVisible();
  // Fornecedor read-only; the client's contact read-only; no delete; discount and fee read-only.
  await expect(page.getByRole('region', { name: 'Fornecedor' })).toContainText(nomeFornecedor);
  await expect(page.getByRole('button', { name: 'Buscar cliente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Excluir ${marca}-1` })).toHaveCount(0);
  await expect(page.getByLabel('Desconto (R$)')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Vendedor')).not.toHaveAttribute('required', '');
  // The review may change quantities: 6 → 8.
  await page.getByRole('button', { name: `Grade de ${marca}-1` }).click();
  const dialogo = page.getByRole('dialog', { name: `${marca}-1 · Blusa ${marca}` });
  await dialogo.getByLabel('Quantidade total').fill('8');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await semRolagemHorizontal(page);
  await page.screenshot({ path: '/tmp/pedido-revisar-1024.png', fullPage: true });

  const fechado = page.waitForResponse((r) => r.url().endsWith(`/api/pedidos/${id}/fechar`));
  await page.getByRole('button', { name: 'Revisar pedido' }).click();
  expect((await fechado).status()).toBe(200);
  await expect(page.getByText('Pedido revisado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);
  const { pedido } = await rep.chamar(pedidos.editarPedido, { params: { id } });
  expect(pedido.status).toBe(1);
  expect(pedido.quantidade).toBe(8);
  await rep.fechar();
});
