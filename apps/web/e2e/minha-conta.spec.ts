import type { Page } from '@playwright/test';
import { MSG, formatarCnpj } from '@rodada/contracts';
import { cnpjInvalido, entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// The account pages of issue 4, item 5 (spec 2 §2 "Customer account", "Administrators", §4, §5).
// Each test completes or edits an account of its own (the `criar` fixture).

const BANNER =
  'Caro cliente, precisamos concluir o seu cadastro. Por favor, preencha os dados obrigatórios abaixo e clique em SALVAR para poder prosseguir';
const SALVO = 'Dados da conta salvos com sucesso';

/** Screenshots at a landscape and a portrait tablet size, in the test's output folder (e2e/artifacts). */
async function fotografar(page: Page, nome: string) {
  for (const [largura, altura] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: test.info().outputPath(`${nome}-${largura}x${altura}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('[cliente] cadastro incompleto: banner, CNPJ inválido mantém os dados, salvar conclui e libera o app', async ({
  page,
  criar,
  unico,
}) => {
  // Signed up and validated, never completed: held on its account page (the demo's novo@ is alike).
  const conta = await criar.cadastro({ tipo: 'cliente', nome: 'Loja Nova' });
  const cnpj = unico.cnpj();
  await entrar(page, conta);
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  await expect(page.getByText(BANNER, { exact: true })).toBeVisible();

  // Held on the account page until the account is completed (spec 1 §2.1), by link or by address.
  await navegarNoApp(page, '/pedidos');
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);
  for (const caminho of ['/', '/pedidos', '/empresas', '/usuarios']) {
    await page.goto(caminho);
    await expect(page).toHaveURL(/\/cliente\/minha-conta$/);
  }
  await expect(page.getByText(BANNER, { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Dados da conta' });
  await expect(form.getByLabel('Email')).toHaveValue(conta.email);
  await form.getByLabel('Razão Social').fill('Loja Nova Confecções Ltda');
  await form.getByLabel('Nome Fantasia').fill('Loja Nova');
  await form.getByLabel('CNPJ').fill(cnpjInvalido(cnpj).toLowerCase());
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpjInvalido(cnpj)));
  await form.getByLabel('Inscrição Estadual').fill('123456789');
  await form.getByLabel('CEP').fill('01310200');
  await form.getByLabel('Rua').fill('Avenida Paulista');
  await form.getByLabel('Número').fill('1578');
  await form.getByLabel('Bairro').fill('Bela Vista');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await form.getByRole('combobox', { name: 'Cidade' }).fill('São Paulo');
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await form.getByLabel('Celular').fill('11999991100');
  await form.getByLabel('Nome do Responsável').fill('Joana Prado');
  await form.getByLabel('CPF do Responsável').fill('52998224725');
  await verificarAcessibilidade(page, '/cliente/minha-conta (cadastro novo)');
  await fotografar(page, 'minha-conta-cliente-novo');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('CNPJ Inválido')).toBeVisible();
  // The form keeps what was typed.
  await expect(form.getByLabel('Razão Social')).toHaveValue('Loja Nova Confecções Ltda');
  await expect(form.getByLabel('CPF do Responsável')).toHaveValue('529.982.247-25');
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);

  await form.getByLabel('CNPJ').fill(formatarCnpj(cnpj));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(SALVO)).toBeVisible();
  // First save with an empty cart: to the shop (spec 2 §2), and the app is open again.
  await expect(page).toHaveURL(/\/$/);
  const guardado = await page.evaluate(() => localStorage.getItem('rodada'));
  expect(JSON.parse(guardado ?? '{}').state?.usuario?.verificado).toBe(true);
  await navegarNoApp(page, '/pedidos');
  await expect(page).toHaveURL(/\/pedidos$/);

  // Back on the account page: a completed account shows Nome and Email and the store read-only.
  await navegarNoApp(page, '/cliente/minha-conta');
  await expect(page.getByText(BANNER)).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Loja Nova');
  await expect(page.getByText(formatarCnpj(cnpj))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar em Minhas Empresas' })).toHaveAttribute(
    'href',
    '/empresas',
  );
  await verificarAcessibilidade(page, '/cliente/minha-conta (conta completa)');
  await fotografar(page, 'minha-conta-cliente-completa');
});

test('[administrador] edita o nome e salva', async ({ page, criar }) => {
  // An administrador of this test only: its name changes for good.
  const administrador = await criar.administrador();
  await entrar(page, administrador);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Minha Conta' }).click();
  await expect(page).toHaveURL(/\/administrador\/minha-conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();

  const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(nome).toHaveValue(administrador.nome);
  await expect(page.getByLabel('Email')).toHaveValue(administrador.email);
  await verificarAcessibilidade(page, '/administrador/minha-conta');
  await fotografar(page, 'minha-conta-administrador');

  // A required field left empty is refused before anything is sent.
  await nome.fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Obrigatório', { exact: true })).toBeVisible();

  await nome.fill(`${administrador.nome} Souza`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(SALVO)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
    `${administrador.nome} Souza`,
  );
});

test('[cliente não verificado] clicar num item do menu mostra a mensagem', async ({ page, criar }) => {
  // A customer who signed up and validated the email, and never completes the account.
  await entrar(page, await criar.cadastro({ tipo: 'cliente', nome: 'Loja Sem Cadastro' }));
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);

  // The click is refused with the reason (the API's own message), not silently undone.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Minhas Empresas' }).click();
  await expect(page.getByText(MSG.cadastroIncompleto)).toBeVisible();
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);
  await page.screenshot({ path: test.info().outputPath('menu-cadastro-incompleto.png') });

  // The server holds the same line: the session reaches its own account, not the companies.
  expect((await page.request.get('/api/clientes/config/listar')).status()).toBe(200);
  const logado = (await (await page.request.get('/api/usuarios/logado')).json()) as { cliente_id: number };
  const empresas = await page.request.get(`/api/clientes/${logado.cliente_id}/lojas/listar`);
  expect(empresas.status()).toBe(403);
  expect(await empresas.json()).toMatchObject({ msg: MSG.cadastroIncompleto, motivo: 'cadastro_incompleto' });
});
