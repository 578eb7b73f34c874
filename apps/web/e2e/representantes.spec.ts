import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatarCnpj } from '@rodada/contracts';
import { cnpjInvalido, entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// Spec 2 §2 "Representatives", §4 "Representative link (client view)", §5 "Representative form",
// §6, §8. Each test makes its own customer and representatives (the `criar` fixture, or the form)
// and deletes what it adds where it can; the demo's logins and representatives are only read.

/** A screenshot with transitions fast-forwarded, so dialogs are caught fully drawn. */
async function foto(page: Page, info: TestInfo, nome: string) {
  await page.screenshot({ path: info.outputPath(nome), animations: 'disabled' });
}

/** Screenshots at the two tablet sizes (landscape 1024 × 768 and portrait 768 × 1024). */
async function fotosTablet(page: Page, info: TestInfo, nome: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({
    path: info.outputPath(`${nome}-1024x768.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({
    path: info.outputPath(`${nome}-768x1024.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** Opens a row's menu and chooses an action. */
async function escolher(page: Page, linha: Locator, nome: string, acao: string) {
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: acao }).click();
}

/** The actions a row's menu offers (the menu is closed again). */
async function acoesDoMenu(page: Page, linha: Locator, nome: string) {
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  const itens = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  return itens;
}

test.use({ viewport: { width: 1024, height: 768 } });

test('[cliente] Minhas Representações: vincula, vê Confirmado e desvincula', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  // A representative just registered by an administrador, and a customer who signed up and
  // completed its account by itself: no link between them yet.
  const representante = await criar.representante({
    nome: unico.nome('Vínculo Representações'),
    pronto: false,
  });
  const nomeRep = representante.nome;
  const cliente = await criar.cadastro({
    tipo: 'cliente',
    nome: unico.nome('Boutique Vínculo'),
    concluir: true,
  });

  await entrar(page, cliente);
  await navegarNoApp(page, '/representantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Representações' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Minhas Representações' });
  for (const coluna of ['Nome', 'Cidade', 'Ações']) {
    await expect(tabela.getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  // Every representative is listed (the demo's too), none linked yet: no chip.
  await expect(tabela.locator('tbody tr').filter({ hasText: 'Ricardo Fontana Representações' })).toHaveCount(
    1,
  );
  await expect(tabela.getByText('Confirmado')).toHaveCount(0);
  await verificarAcessibilidade(page, '/representantes (cliente)');
  await fotosTablet(page, info, 'representantes-cliente');

  // Search (leading spaces ignored) finds the representative of this run.
  await page.getByLabel('Buscar').fill(`   ${nomeRep}`);
  const linha = tabela.locator('tbody tr').filter({ hasText: nomeRep });
  await expect(tabela.locator('tbody tr')).toHaveCount(1);
  await expect(linha).toContainText('São Paulo/SP');
  expect(await acoesDoMenu(page, linha, nomeRep)).toEqual(['Detalhes', 'Vincular']);

  // Detalhes: read-only.
  await escolher(page, linha, nomeRep, 'Detalhes');
  const detalhes = page.getByRole('dialog', { name: 'Detalhes do Representante' });
  await expect(detalhes).toContainText(nomeRep);
  await expect(detalhes).toContainText(formatarCnpj(representante.cnpj ?? ''));
  await expect(detalhes).toContainText('Rua Oriente, 321 — Brás');
  await expect(detalhes).toContainText('(11) 98877-6655');
  await expect(detalhes.getByRole('textbox')).toHaveCount(0);
  await verificarAcessibilidade(page, 'detalhes do representante (cliente)');
  await foto(page, info, 'representantes-cliente-detalhes.png');
  await detalhes.getByRole('button', { name: 'Fechar' }).click();
  await expect(detalhes).toBeHidden();

  // Vincular, behind a confirmation; Cancelar changes nothing.
  await escolher(page, linha, nomeRep, 'Vincular');
  const vincular = page.getByRole('dialog', { name: 'Vincular representante' });
  await expect(vincular).toContainText(nomeRep);
  await vincular.getByRole('button', { name: 'Cancelar' }).click();
  await expect(vincular).toBeHidden();
  await expect(linha.getByText('Confirmado')).toHaveCount(0);
  await escolher(page, linha, nomeRep, 'Vincular');
  await foto(page, info, 'representantes-cliente-vincular.png');
  await vincular.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByText('Representante vinculado com sucesso')).toBeVisible();
  await expect(linha.getByText('Confirmado')).toBeVisible();
  // Confirmado is green (success), not red.
  await expect(linha.locator('.MuiChip-colorSuccess')).toHaveText('Confirmado');
  expect(await acoesDoMenu(page, linha, nomeRep)).toEqual(['Detalhes', 'Desvincular']);

  // Imprimir: the list as filtered on screen, in the print preview (local mode).
  const impressao = page.waitForResponse((r) => r.url().includes('/api/impressoes/representantes/listar'));
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const resposta = await impressao;
  expect(resposta.headers()['content-type']).toBe('application/pdf');
  expect(resposta.url()).toContain(`busca=${encodeURIComponent(nomeRep).replace(/%20/g, '+')}`);
  const preview = page.getByRole('dialog', { name: 'Minhas Representações' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(preview).toBeHidden();

  // The link is the first row of the unfiltered list (links first) and survives a reload.
  await page.getByLabel('Buscar').fill('');
  await expect(tabela.locator('tbody tr').first()).toContainText(nomeRep);
  await page.reload();
  await expect(tabela.locator('tbody tr').first()).toContainText('Confirmado');
  await fotosTablet(page, info, 'representantes-cliente-confirmado');
  await verificarAcessibilidade(page, '/representantes (cliente, com vínculo)');

  // Desvincular, behind a confirmation.
  const primeira = tabela.locator('tbody tr').filter({ hasText: nomeRep });
  await escolher(page, primeira, nomeRep, 'Desvincular');
  const desvincular = page.getByRole('dialog', { name: 'Desvincular representante' });
  await expect(desvincular).toContainText(nomeRep);
  await desvincular.getByRole('button', { name: 'Desvincular' }).click();
  await expect(page.getByText('Representante desvinculado com sucesso')).toBeVisible();
  await expect(primeira.getByText('Confirmado')).toHaveCount(0);
  expect(await acoesDoMenu(page, primeira, nomeRep)).toEqual(['Detalhes', 'Vincular']);
});

test('[administrador] lista, detalhes, cadastra com dados bancários, edita, reseta a senha e exclui', async ({
  page,
  request,
  criar,
  unico,
}, info) => {
  test.slow();
  const nome = unico.nome('Alfa Sul Representações');
  const email = unico.email('alfa.sul');
  const cnpj = unico.cnpj();
  criar.descartar(email);
  // The demo administrador: it organises the rounds of Ricardo Fontana, whose delete is refused below.
  // It only adds (and deletes) a representative of this test.
  await entrar(page, 'administrador');
  await navegarNoApp(page, '/representantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Representantes' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Representantes' });
  for (const coluna of ['Nome', 'CPF/CNPJ', 'Cidade', 'Ações']) {
    await expect(tabela.getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  const ricardo = tabela.locator('tbody tr').filter({ hasText: 'Ricardo Fontana Representações' });
  await expect(ricardo).toContainText(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  await expect(ricardo).toContainText('Porto Alegre/RS');
  await verificarAcessibilidade(page, '/representantes (administrador)');
  await fotosTablet(page, info, 'representantes-admin');

  // Imprimir: the print preview of the whole list.
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const preview = page.getByRole('dialog', { name: 'Representantes' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(preview).toBeHidden();

  // Detalhes of a demo representative: read-only, with address and phones.
  await escolher(page, ricardo, 'Ricardo Fontana Representações', 'Detalhes');
  const detalhes = page.getByRole('dialog', { name: 'Detalhes do Representante' });
  await expect(detalhes).toContainText('Avenida Independência, 1100');
  await expect(detalhes).toContainText('Porto Alegre/RS');
  await expect(detalhes).toContainText('Celular');
  await expect(detalhes).toContainText('Telefone');
  await verificarAcessibilidade(page, 'detalhes do representante (administrador)');
  await foto(page, info, 'representantes-admin-detalhes.png');
  await detalhes.getByRole('button', { name: 'Fechar' }).click();

  // Adicionar: the required fields first, then an invalid CNPJ keeps what was typed.
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/representantes\/adicionar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Representante' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Cadastro de Representante' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Campo obrigatório').first()).toBeVisible();
  await form.getByLabel('Nome Fantasia').fill(nome);
  await form.getByLabel('Razão Social').fill(`${nome} Ltda`);
  await form.getByLabel('CNPJ').fill(cnpjInvalido(cnpj).toLowerCase());
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpjInvalido(cnpj)));
  await form.getByLabel('Inscrição Estadual').fill('0987654');
  await form.getByLabel('CEP').fill('90035076');
  await form.getByLabel('Rua').fill('Avenida Independência');
  await form.getByLabel('Número').fill('900');
  await form.getByLabel('Bairro').fill('Independência');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Rio Grande do Sul', exact: true }).click();
  await form.getByRole('combobox', { name: 'Cidade' }).fill('Porto Alegre');
  await page.getByRole('option', { name: 'Porto Alegre', exact: true }).click();
  await form.getByLabel('Celular').fill('51999887766');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('contato@alfasul.test');
  await form.getByRole('combobox', { name: 'Banco' }).fill('Itaú');
  await page
    .getByRole('option', { name: /^341 — / })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Tipo de Conta' }).click();
  await page.getByRole('option', { name: 'Conta Poupança' }).click();
  await form.getByLabel('Agência').fill('0734');
  await form.getByRole('textbox', { name: 'Conta', exact: true }).fill('55123-9');
  await form.getByLabel('Usuário (email de login)').fill(email);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('CNPJ Inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/representantes\/adicionar$/);
  await expect(form.getByLabel('Nome Fantasia')).toHaveValue(nome);
  await verificarAcessibilidade(page, '/representantes/adicionar');
  await fotosTablet(page, info, 'representante-form');

  await form.getByLabel('CNPJ').fill(cnpj);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Representante salvo com sucesso')).toBeVisible();
  const senhaDialogo = page.getByRole('dialog', { name: 'Senha temporária' });
  await expect(senhaDialogo).toContainText(email);
  const senha = await senhaDialogo.getByLabel('Senha temporária').inputValue();
  expect(senha.length).toBeGreaterThanOrEqual(8);
  await foto(page, info, 'representante-senha-temporaria.png');
  await senhaDialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/representantes$/);

  // The new representative logs in with it and must choose a password of its own.
  const login = await request.post('/api/logar', { data: { email, password: senha } });
  expect(login.ok()).toBe(true);
  expect(JSON.stringify(await login.json())).toContain('"trocar_senha":true');

  // Search, then Editar: the form starts from what was stored (bank data included).
  await page.getByLabel('Buscar').fill(nome);
  await expect(tabela.locator('tbody tr')).toHaveCount(1);
  const linha = tabela.locator('tbody tr').filter({ hasText: nome });
  await expect(linha).toContainText(formatarCnpj(cnpj));
  await escolher(page, linha, nome, 'Editar');
  await expect(page).toHaveURL(/\/representantes\/\d+\/editar$/);
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await expect(form.getByRole('combobox', { name: 'Banco' })).toHaveValue(/^341 — /);
  await expect(form.getByRole('combobox', { name: 'Tipo de Conta' })).toHaveText('Conta Poupança');
  await expect(form.getByRole('textbox', { name: 'Conta', exact: true })).toHaveValue('55123-9');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Porto Alegre');
  // ADR 007: only the master changes a login e-mail; the administrador sees it locked.
  await expect(form.getByLabel('Usuário (email de login)')).toBeDisabled();
  await expect(
    form.getByText('O email é o login do representante; só o master pode alterá-lo.'),
  ).toBeVisible();
  await form.getByLabel('Número').fill('950');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Representante atualizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/representantes$/);

  // Resetar senha: confirmation, then the new password once.
  await page.getByLabel('Buscar').fill(nome);
  await expect(tabela.locator('tbody tr')).toHaveCount(1);
  await escolher(page, linha, nome, 'Resetar senha');
  const confirmar = page.getByRole('dialog', { name: 'Resetar senha' });
  await confirmar.getByRole('button', { name: 'Resetar senha' }).click();
  const nova = page.getByRole('dialog', { name: 'Senha resetada com sucesso' });
  const novaSenha = await nova.getByLabel('Nova senha').inputValue();
  expect(novaSenha).not.toBe(senha);
  await nova.getByRole('button', { name: 'Fechar' }).click();
  expect((await request.post('/api/logar', { data: { email, password: novaSenha } })).ok()).toBe(true);

  // Excluir, behind a confirmation.
  await escolher(page, linha, nome, 'Excluir');
  const excluir = page.getByRole('dialog', { name: 'Excluir representante' });
  await expect(excluir).toContainText(nome);
  await excluir.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Representante excluído com sucesso')).toBeVisible();
  await expect(tabela.locator('tbody tr').filter({ hasText: nome })).toHaveCount(0);

  // A representative with clients is kept: the server's reason as an error.
  await page.getByLabel('Buscar').fill('Ricardo Fontana');
  await escolher(page, ricardo, 'Ricardo Fontana Representações', 'Excluir');
  await excluir.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText('Este representante tem clientes vinculados e não pode ser excluído'),
  ).toBeVisible();
  await expect(ricardo).toHaveCount(1);
});

test('[master] vê todos, edita, mas não tem Adicionar', async ({ page }) => {
  await entrar(page, 'master');
  await navegarNoApp(page, '/representantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Representantes' })).toBeVisible();
  const linha = page
    .getByRole('table', { name: 'Representantes' })
    .locator('tbody tr')
    .filter({ hasText: 'Carla Nogueira Representações' });
  await expect(linha).toContainText('Recife/PE');
  await expect(page.getByRole('link', { name: 'Adicionar' })).toHaveCount(0);
  expect(await acoesDoMenu(page, linha, 'Carla Nogueira Representações')).toEqual([
    'Detalhes',
    'Editar',
    'Resetar senha',
    'Excluir',
  ]);
  // /representantes/adicionar is the administrador's only: back where the master was.
  await navegarNoApp(page, '/representantes/adicionar');
  await expect(page).toHaveURL(/\/representantes$/);
});
