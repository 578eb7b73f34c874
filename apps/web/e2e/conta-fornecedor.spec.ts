import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { formatarCnpj } from '@rodada/contracts';
import { cnpjInvalido, entrar, expect, test, verificarAcessibilidade } from './fixtures';

// Spec 2 §2 "Suppliers" (/fornecedor/minha-conta with Dados, Logo and Vídeo Showroom; /alterar-logo)
// and "Representatives" (/representante/minha-conta), §5, §8. Each test edits an account of its own
// (made by the `criar` fixture), never a demo login.

/** A screenshot with transitions fast-forwarded, so dialogs are caught fully drawn. */
async function foto(page: Page, info: TestInfo, nome: string) {
  await page.screenshot({ path: info.outputPath(nome), animations: 'disabled' });
}

/** Screenshots at the two tablet sizes (landscape 1024 × 768 and portrait 768 × 1024). */
async function fotosTablet(page: Page, info: TestInfo, nome: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await foto(page, info, `${nome}-1024x768.png`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await foto(page, info, `${nome}-768x1024.png`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens a page of the app from the user menu, as a person would. */
async function abrirPeloMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('[fornecedor] Minha Conta: três abas, edita um campo e salva', async ({ page, criar }, info) => {
  const fornecedor = await criar.fornecedor({ comLogo: true });
  await entrar(page, fornecedor);
  await abrirPeloMenu(page, 'Minha Conta');
  await expect(page).toHaveURL(/\/fornecedor\/minha-conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Dados', 'Logo', 'Vídeo Showroom']);

  // A verified supplier: data loaded with masks, the login e-mail locked (spec 2 §5).
  await expect(page.getByLabel('Razão Social')).not.toHaveValue('');
  await expect(page.getByLabel('CNPJ')).toHaveValue(/^\w{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/);
  await expect(page.getByLabel('CEP')).toHaveValue(/^\d{5}-\d{3}$/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(fornecedor.email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
  await verificarAcessibilidade(page, '/fornecedor/minha-conta (Dados)');
  await fotosTablet(page, info, 'fornecedor-dados');

  // A refused save keeps what was typed and shows the message under the field.
  const ie = page.getByLabel('Inscrição Estadual');
  await ie.fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();

  const complemento = `Sala ${Date.now() % 100000}`;
  await ie.fill('123456789');
  await page.getByLabel('Complemento').fill(complemento);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da conta salvos com sucesso')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Complemento')).toHaveValue(complemento);
  await expect(page.getByLabel('Inscrição Estadual')).toHaveValue('123456789');

  await page.getByRole('tab', { name: 'Logo' }).click();
  await expect(page).toHaveURL(/\?aba=logo$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo atual' })).toBeVisible();
  await verificarAcessibilidade(page, '/fornecedor/minha-conta (Logo)');
  await fotosTablet(page, info, 'fornecedor-logo');

  await page.getByRole('tab', { name: 'Vídeo Showroom' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vídeo Showroom' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Escolher vídeo|Trocar vídeo/ })).toBeVisible();
  await verificarAcessibilidade(page, '/fornecedor/minha-conta (Vídeo Showroom)');
  await fotosTablet(page, info, 'fornecedor-video');
});

test('[fornecedor] Alterar Logo: escolhe uma imagem, recorta e salva', async ({ page, criar }, info) => {
  await entrar(page, await criar.fornecedor({ comLogo: true }));
  await abrirPeloMenu(page, 'Alterar Logo');
  await expect(page).toHaveURL(/\/alterar-logo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar Logo' })).toBeVisible();
  const atual = page.getByRole('img', { name: 'Logo atual' });
  await expect(atual).toBeVisible();
  const srcAntes = await atual.getAttribute('src');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await verificarAcessibilidade(page, '/alterar-logo');
  await fotosTablet(page, info, 'alterar-logo');

  // A wide PNG, so the square crop and the 2048 px output are both visible in the result.
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 123, g: 30, b: 58 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><circle cx="450" cy="300" r="220" fill="#e8b031"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await page
    .getByLabel('Arquivo da logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });

  const dialogo = page.getByRole('dialog', { name: 'Recortar Logo' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('img', { name: 'Imagem escolhida para a logo' })).toBeVisible();
  const zoom = dialogo.getByRole('slider', { name: /Zoom/ });
  await expect(zoom).toHaveAttribute('aria-valuemin', '10');
  await expect(zoom).toHaveAttribute('aria-valuemax', '200');
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialogo.getByText('Zoom: 102%')).toBeVisible();
  const rotacao = dialogo.getByRole('slider', { name: /Rotação/ });
  await expect(rotacao).toHaveAttribute('aria-valuemax', '360');
  await rotacao.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialogo.getByText('Rotação: 1°')).toBeVisible();
  await verificarAcessibilidade(page, 'diálogo de recorte da logo');
  await fotosTablet(page, info, 'logo-recorte');

  await dialogo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('img', { name: 'Nova logo, ainda não salva' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Logo salva com sucesso')).toBeVisible();

  const nova = page.getByRole('img', { name: 'Logo atual' });
  await expect(nova).toHaveAttribute('src', /^\/arquivos\/fornecedores\/\d+\/logo-[0-9a-f]{16}\.jpg$/);
  const src = await nova.getAttribute('src');
  expect(src).not.toBe(srcAntes);
  // Served back as the server re-encoded it: a square JPEG 2048 px wide.
  const resposta = await page.request.get(src!);
  expect(resposta.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await resposta.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2048, 2048]);
  await expect
    .poll(() => nova.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2048);
  await fotosTablet(page, info, 'alterar-logo-salva');

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('[representante] Minha Conta: edita os dados bancários e salva', async ({ page, criar }, info) => {
  await entrar(page, await criar.representante());
  await abrirPeloMenu(page, 'Minha Conta');
  await expect(page).toHaveURL(/\/representante\/minha-conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dados Bancários' })).toBeVisible();
  const banco = page.getByRole('combobox', { name: 'Banco' });
  await expect(banco).not.toHaveValue('');
  // Verified: Cancelar is offered (spec 2 §4 hides it only while unverified).
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await verificarAcessibilidade(page, '/representante/minha-conta');
  await fotosTablet(page, info, 'representante-conta');

  const antes = await banco.inputValue();
  const [codigo, nomeBanco] = antes.startsWith('237') ? ['341', /^341 — /] : ['237', /^237 — /];
  await banco.fill(codigo);
  await page.getByRole('option', { name: nomeBanco }).first().click();
  await page.getByRole('combobox', { name: 'Tipo de Conta' }).click();
  await page.getByRole('option', { name: 'Conta Poupança' }).click();
  const conta = `${Date.now() % 100000}-1`;
  await page.getByRole('textbox', { name: 'Conta', exact: true }).fill(conta);
  await page.getByLabel('Agência').fill('4321');
  await page.getByRole('button', { name: 'Salvar' }).click();

  // spec 2 §2: after the save it goes to /.
  await expect(page.getByText('Dados da conta salvos com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await abrirPeloMenu(page, 'Minha Conta');
  await expect(page.getByRole('combobox', { name: 'Banco' })).toHaveValue(nomeBanco);
  await expect(page.getByRole('combobox', { name: 'Tipo de Conta' })).toHaveText('Conta Poupança');
  await expect(page.getByRole('textbox', { name: 'Conta', exact: true })).toHaveValue(conta);
  await expect(page.getByLabel('Agência')).toHaveValue('4321');
});

test('[fornecedor novo] fica em Minha Conta até salvar os Dados; depois o email de login trava', async ({
  page,
  criar,
  unico,
}, info) => {
  // A supplier signed up and validated through the API (the sign-up screens have their own spec).
  await entrar(page, await criar.cadastro({ tipo: 'fornecedor', nome: 'Ateliê Novo' }));
  const cnpj = unico.cnpj();

  // spec 1 §2.1: held on the account page, with the banner; the e-mail is still editable.
  await expect(page).toHaveURL(/\/fornecedor\/minha-conta$/);
  await expect(page.getByText(/^Caro fornecedor, precisamos concluir o seu cadastro/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Nome Fantasia')).toHaveValue('Ateliê Novo');

  // Server-side rules answer per field and the form keeps what was typed (spec 2 §5).
  await page.getByLabel('CNPJ').fill(cnpjInvalido(cnpj));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CNPJ Inválido')).toBeVisible();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await verificarAcessibilidade(page, '/fornecedor/minha-conta (cadastro novo, com erros)');
  await fotosTablet(page, info, 'fornecedor-novo-erros');

  await page.getByLabel('Razão Social').fill('Ateliê Novo Confecções Ltda');
  await page.getByLabel('CNPJ').fill(cnpj);
  await expect(page.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await page.getByLabel('Inscrição Estadual').fill('110042490114');
  await page.getByLabel('CEP').fill('13015904');
  await expect(page.getByLabel('CEP')).toHaveValue('13015-904');
  await page.getByLabel('Logradouro').fill('Rua Barão de Jaguara');
  await page.getByLabel('Número').fill('1481');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'São Paulo' }).click();
  await page.getByRole('combobox', { name: 'Cidade' }).fill('Campinas');
  await page.getByRole('option', { name: 'Campinas' }).click();
  await page.getByLabel('Telefone').fill('1932321000');
  await page.getByLabel('Celular').fill('19991234567');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByText('Dados da conta salvos com sucesso')).toBeVisible();
  await expect(page.getByText(/^Caro fornecedor/)).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Telefone')).toHaveValue('(19) 3232-1000');
  // Verified now: the rest of the app opens (the stored user was replaced, spec 2 §4).
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByText('Produtos', { exact: true })
    .click();
  await expect(page).toHaveURL(/\/produtos$/);
});
