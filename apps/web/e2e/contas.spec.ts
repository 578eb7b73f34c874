import type { Page, TestInfo } from '@playwright/test';
import { MSG, MSG_CONTAS } from '@rodada/contracts';
import { expect, sair, test, verificarAcessibilidade } from './fixtures';
import { codigoDoEmail, emailsPara, esperarEmail } from './sink-smtp';

// Spec 1 §4 "Registration" and "Password reset", §5, §8: the codes travel by real SMTP to the sink
// started by the Playwright globalSetup (sink-smtp.ts).

/** A screenshot with transitions fast-forwarded, so dialogs are caught fully drawn. */
async function foto(page: Page, info: TestInfo, nome: string) {
  await page.screenshot({ path: info.outputPath(nome), animations: 'disabled' });
}

/** Opens the login dialog from the shop. */
async function abrirLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  return page.getByRole('dialog', { name: 'Entrar na Rodada' });
}

/** Fills and sends the sign-up form, accepts the terms; answers the code dialog. */
async function cadastrar(page: Page, dados: { tipo: string; nome: string; email: string; senha: string }) {
  const login = await abrirLogin(page);
  await login.getByRole('button', { name: 'Criar conta' }).click();
  const cadastro = page.getByRole('dialog', { name: 'Criar conta' });
  await cadastro.getByRole('combobox', { name: 'Tipo de conta' }).click();
  await page.getByRole('option', { name: dados.tipo }).click();
  await cadastro.getByLabel('Nome').fill(dados.nome);
  await cadastro.getByLabel('Email').fill(dados.email);
  await cadastro.getByLabel('Senha', { exact: true }).fill(dados.senha);
  await cadastro.getByLabel('Confirmar senha').fill(dados.senha);
  await cadastro.getByRole('button', { name: 'Continuar' }).click();
  const termos = page.getByRole('dialog', { name: 'Termos de Uso' });
  await termos.getByLabel('Li e Aceito').check();
  await termos.getByRole('button', { name: 'Criar conta' }).click();
  return page.getByRole('dialog', { name: 'Código de validação' });
}

test('[visitante] cria conta de cliente: formulário, termos, Aguarde..., código por email e entra sozinho', async ({
  page,
  criar,
  unico,
}, info) => {
  const email = unico.email('lojista');
  // Deleted after the test, as the accounts the fixture makes.
  criar.descartar(email);
  const login = await abrirLogin(page);
  await login.getByRole('button', { name: 'Criar conta' }).click();
  await expect(login).toBeHidden();
  const cadastro = page.getByRole('dialog', { name: 'Criar conta' });

  // Spec 1 §5: the form's messages, before anything is sent.
  await cadastro.getByRole('button', { name: 'Continuar' }).click();
  await expect(cadastro.getByText('Campo obrigatório').first()).toBeVisible();
  await cadastro.getByLabel('Nome').fill('Al');
  await cadastro.getByLabel('Email').fill('lojista.sem.arroba');
  await cadastro.getByLabel('Senha', { exact: true }).fill('segredo9');
  await cadastro.getByLabel('Confirmar senha').fill('outra999');
  await cadastro.getByRole('button', { name: 'Continuar' }).click();
  await expect(cadastro.getByText('O nome deve ter no mínimo 3 caracteres')).toBeVisible();
  await expect(cadastro.getByText('Email inválido')).toBeVisible();
  await expect(cadastro.getByText('As senhas devem ser iguais')).toBeVisible();
  await foto(page, info, 'cadastro-erros.png');

  await cadastro.getByRole('combobox', { name: 'Tipo de conta' }).click();
  await expect(page.getByRole('option')).toHaveText(['Representante', 'Fornecedor', 'Cliente (lojista)']);
  await page.getByRole('option', { name: 'Cliente (lojista)' }).click();
  await cadastro.getByLabel('Nome').fill('Boutique Ana Maria');
  await cadastro.getByLabel('Email').fill(email);
  await cadastro.getByLabel('Confirmar senha').fill('segredo9');
  await expect(cadastro.getByText('As senhas devem ser iguais')).toBeHidden();
  await verificarAcessibilidade(page, 'diálogo de cadastro');
  await foto(page, info, 'cadastro-formulario.png');
  // Tablet held upright, then a phone: the dialog takes the width and the password fields stack.
  await page.setViewportSize({ width: 768, height: 1024 });
  await foto(page, info, 'cadastro-formulario-tablet.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await foto(page, info, 'cadastro-formulario-celular.png');
  await page.setViewportSize({ width: 1280, height: 720 });
  await cadastro.getByRole('button', { name: 'Continuar' }).click();

  const termos = page.getByRole('dialog', { name: 'Termos de Uso' });
  await expect(termos.getByText('Lei Geral de Proteção de Dados')).toBeVisible();
  const aceitar = termos.getByRole('button', { name: 'Criar conta' });
  await expect(aceitar).toBeDisabled();
  await termos.getByLabel('Li e Aceito').check();
  await expect(aceitar).toBeEnabled();
  await foto(page, info, 'cadastro-termos.png');

  // Hold the answer a moment so the saving dialog can be seen.
  await page.route('**/api/usuarios/salvar', async (rota) => {
    await new Promise((ok) => setTimeout(ok, 1500));
    await rota.continue();
  });
  await aceitar.click();
  const salvando = page.getByRole('dialog', { name: 'Aguarde...' });
  await expect(salvando.getByText('Só um momento, estamos criando sua conta')).toBeVisible();
  await foto(page, info, 'cadastro-salvando.png');

  const codigo = page.getByRole('dialog', { name: 'Código de validação' });
  await expect(codigo.getByText(MSG_CONTAS.contaCriada)).toBeVisible();
  const validar = codigo.getByRole('button', { name: 'Validar' });
  await expect(validar).toBeDisabled();
  await expect(codigo.getByRole('button', { name: 'Reenviar' })).toBeHidden();

  const mail = await esperarEmail(email);
  expect(mail.assunto).toBe('Rodada: seu código de validação');
  expect(mail.texto).toContain('Olá, Boutique Ana Maria!');
  expect(mail.html).toContain('Boutique Ana Maria');
  const campo = codigo.getByLabel('Código');
  await campo.fill(codigoDoEmail(mail).slice(0, 5));
  await expect(validar).toBeDisabled();
  // Spec 1 §5: at most 6 characters, typed in any case.
  await campo.fill(`${codigoDoEmail(mail).toLowerCase()}XYZ`);
  await expect(campo).toHaveValue(codigoDoEmail(mail));
  await expect(validar).toBeEnabled();
  await foto(page, info, 'cadastro-codigo.png');
  await validar.click();

  // Spec 1 §2.1: a new customer goes to /checkout, and an unverified one is held on its account page.
  await expect(codigo).toBeHidden();
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect(page.getByText(MSG_CONTAS.contaValidada)).toBeVisible();
  const guardado = await page.evaluate(() => localStorage.getItem('rodada'));
  expect(JSON.parse(guardado ?? '{}').state?.usuario).toMatchObject({
    email,
    tipo: 'cliente',
    verificado: false,
    cliente_nome: 'Boutique Ana Maria',
  });

  // Issue 4: the new account is completed on minha-conta and lands where the spec says (spec 2 §2:
  // with an empty cart, the shop).
  const form = page.getByRole('form', { name: 'Dados da conta' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Razão Social').fill('Boutique Ana Maria Modas Ltda');
  await form.getByLabel('Nome Fantasia').fill('Boutique Ana Maria');
  await form.getByLabel('CNPJ').fill(unico.cnpj());
  await form.getByLabel('Inscrição Estadual').fill('ISENTO');
  await form.getByLabel('CEP').fill('95020000');
  await form.getByLabel('Rua').fill('Rua Sinimbu');
  await form.getByLabel('Número').fill('1200');
  await form.getByLabel('Bairro').fill('Centro');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Rio Grande do Sul', exact: true }).click();
  await form.getByRole('combobox', { name: 'Cidade' }).fill('Caxias do Sul');
  await page.getByRole('option', { name: 'Caxias do Sul', exact: true }).click();
  await form.getByLabel('Celular').fill('54999991100');
  await form.getByLabel('Nome do Responsável').fill('Ana Maria Souza');
  await form.getByLabel('CPF do Responsável').fill('52998224725');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da conta salvos com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const completo = await page.evaluate(() => localStorage.getItem('rodada'));
  expect(JSON.parse(completo ?? '{}').state?.usuario?.verificado).toBe(true);
});

test('[visitante] email já cadastrado aparece no campo email e o formulário guarda o que foi digitado', async ({
  page,
}) => {
  const login = await abrirLogin(page);
  await login.getByRole('button', { name: 'Criar conta' }).click();
  const cadastro = page.getByRole('dialog', { name: 'Criar conta' });
  await cadastro.getByRole('combobox', { name: 'Tipo de conta' }).click();
  await page.getByRole('option', { name: 'Fornecedor' }).click();
  await cadastro.getByLabel('Nome').fill('Malhas Repetidas');
  await cadastro.getByLabel('Email').fill('fornecedor@rodada.test');
  await cadastro.getByLabel('Senha', { exact: true }).fill('segredo9');
  await cadastro.getByLabel('Confirmar senha').fill('segredo9');
  await cadastro.getByRole('button', { name: 'Continuar' }).click();
  const termos = page.getByRole('dialog', { name: 'Termos de Uso' });
  await termos.getByLabel('Li e Aceito').check();
  await termos.getByRole('button', { name: 'Criar conta' }).click();

  await expect(termos).toBeHidden();
  await expect(cadastro.getByText('Este email já está cadastrado')).toBeVisible();
  await expect(cadastro.getByLabel('Nome')).toHaveValue('Malhas Repetidas');
  await expect(cadastro.getByLabel('Email')).toHaveValue('fornecedor@rodada.test');
});

test('[visitante] código errado mostra a mensagem por 3 s e oferece Reenviar; o novo código valida a conta', async ({
  page,
  criar,
  unico,
}, info) => {
  const email = unico.email('representante');
  criar.descartar(email);
  const codigo = await cadastrar(page, {
    tipo: 'Representante',
    nome: 'Rafael Representações',
    email,
    senha: 'rafael123',
  });
  const primeiro = codigoDoEmail(await esperarEmail(email));
  await codigo.getByLabel('Código').fill(primeiro === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await codigo.getByRole('button', { name: 'Validar' }).click();
  const erro = codigo.getByRole('alert');
  await expect(erro).toHaveText(MSG_CONTAS.codigoInvalido);
  const reenviar = codigo.getByRole('button', { name: 'Reenviar' });
  await expect(reenviar).toBeVisible();
  await foto(page, info, 'codigo-errado.png');
  // Spec 1 §8, §9: the message clears after 3 s.
  await expect(erro).toBeHidden({ timeout: 5000 });

  await reenviar.click();
  await expect(codigo.getByText(MSG_CONTAS.codigoReenviado)).toBeVisible();
  const segundo = codigoDoEmail(await esperarEmail(email, 1));
  expect(emailsPara(email)).toHaveLength(2);

  // Leave without validating; the login answers status 2 and opens the code dialog (spec 1 §4),
  // which logs in by itself once the code is valid, since the login dialog knew the password.
  await codigo.getByRole('button', { name: 'Cancelar' }).click();
  const login = await abrirLogin(page);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Senha').fill('rafael123');
  await foto(page, info, 'login-com-links.png');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(codigo.getByText(MSG.contaNaoValidada)).toBeVisible();
  await codigo.getByLabel('Código').fill(segundo);
  await codigo.getByRole('button', { name: 'Validar' }).click();

  // Not a customer: an unverified representative is held on their own account page.
  await expect(page).toHaveURL(/\/representante\/minha-conta$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
});

test('[representante] redefine a senha pelo código do email e entra com a nova senha', async ({
  page,
  criar,
}, info) => {
  // A representative of this test only: its password changes for good.
  const { email, senha: senhaAntiga } = await criar.representante();
  const antes = emailsPara(email).length;
  const login = await abrirLogin(page);
  await login.getByLabel('Email').fill(email);
  await login.getByRole('button', { name: 'Esqueci minha senha' }).click();

  const reset = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await expect(reset.getByLabel('Email')).toHaveValue(email);
  await reset.getByLabel('Email').fill('');
  await reset.getByRole('button', { name: 'Enviar código' }).click();
  await expect(reset.getByText('O email é obrigatório')).toBeVisible();
  await reset.getByLabel('Email').fill(email);
  await foto(page, info, 'reset-email.png');
  await reset.getByRole('button', { name: 'Enviar código' }).click();

  let codigo = page.getByRole('dialog', { name: 'Código para nova senha' });
  await expect(codigo.getByText(MSG_CONTAS.resetSolicitado)).toBeVisible();
  const primeiro = await esperarEmail(email, antes);
  expect(primeiro.assunto).toBe('Rodada: código para criar uma nova senha');
  await codigo.getByRole('button', { name: 'Cancelar' }).click();

  // Spec 1 §4, §8: asking again while the code is valid answers status 2; the code dialog opens
  // with the server's message and 'Reenviar'.
  const login2 = await abrirLogin(page);
  await login2.getByLabel('Email').fill(email);
  await login2.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page
    .getByRole('dialog', { name: 'Esqueci minha senha' })
    .getByRole('button', { name: 'Enviar código' })
    .click();
  codigo = page.getByRole('dialog', { name: 'Código para nova senha' });
  await expect(codigo.getByText(MSG_CONTAS.codigoJaEnviado)).toBeVisible();
  await foto(page, info, 'reset-ja-enviado.png');
  await codigo.getByRole('button', { name: 'Reenviar' }).click();
  const novo = codigoDoEmail(await esperarEmail(email, antes + 1));
  await codigo.getByLabel('Código').fill(novo);
  await codigo.getByRole('button', { name: 'Validar' }).click();

  const senha = page.getByRole('dialog', { name: 'Nova senha' });
  await senha.getByLabel('Nova senha', { exact: true }).fill('12345');
  await senha.getByLabel('Confirmar nova senha').fill('54321');
  await senha.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(senha.getByText('Precisa ter 6 ou mais caracteres')).toBeVisible();
  await expect(senha.getByText('As senhas devem ser iguais')).toBeVisible();
  await foto(page, info, 'reset-nova-senha.png');
  await senha.getByLabel('Nova senha', { exact: true }).fill('nova-senha-42');
  await senha.getByLabel('Confirmar nova senha').fill('nova-senha-42');
  await senha.getByRole('button', { name: 'Salvar e entrar' }).click();

  await expect(senha).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect(page.getByText(MSG_CONTAS.senhaAlterada)).toBeVisible();

  // Out, then in again by hand: the old password fails, the new one works.
  // 'Sair' ends the session on the server first: wait for the logged-out bar before leaving the page.
  await sair(page);
  const entrar = await abrirLogin(page);
  await entrar.getByLabel('Email').fill(email);
  await entrar.getByLabel('Senha').fill(senhaAntiga);
  await entrar.getByRole('button', { name: 'Entrar' }).click();
  await expect(entrar.getByText('Usuário ou senha inválidos')).toBeVisible();
  await entrar.getByLabel('Senha').fill('nova-senha-42');
  await entrar.getByRole('button', { name: 'Entrar' }).click();
  await expect(entrar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
});

test('[visitante] no fluxo de compra o cadastro oferece só cliente (spec 1 §5)', async ({ page }) => {
  // A visitor's cart as an older version left it in the device's store (version 1: float reais);
  // the store's migration keeps it, in integer cents (spec D14).
  await page.addInitScript(() => {
    const item = {
      id: 1,
      descricao: 'Vestido midi em viscose',
      valor: 129.9,
      quantidade_minima: 1,
      multiplo: 1,
      fornecedor_id: 1,
      quantidade: 2,
      subtotal: 259.8,
      grade: [],
      fotos: [],
    };
    localStorage.setItem('rodada', JSON.stringify({ state: { carrinho: [item] }, version: 1 }));
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Carrinho', exact: true }).click();
  const carrinho = page.getByRole('region', { name: 'Carrinho de compras' });
  await expect(carrinho.getByText('2 un. · R$ 259,80')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await login.getByRole('button', { name: 'Criar conta' }).click();
  const cadastro = page.getByRole('dialog', { name: 'Criar conta' });
  const tipo = cadastro.getByRole('combobox', { name: 'Tipo de conta' });
  await expect(tipo).toHaveText('Cliente (lojista)');
  await expect(tipo).toHaveAttribute('aria-disabled', 'true');
});
