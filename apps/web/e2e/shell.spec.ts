import {
  entrar,
  expect,
  itensDoMenu,
  navegarNoApp,
  rodadaDemoAberta,
  selecionarRodadaPelaTela,
  test,
  verificarAcessibilidade,
  type Papel,
} from './fixtures';
import { rodadas } from '@rodada/contracts';

const { MSG_RODADAS } = rodadas;

// spec 1 §2.2, per role: without a selected round, and with the open round (which permits orders).
const MENUS: Record<Papel, { semRodada: string[]; comRodada: string[] }> = {
  representante: {
    semRodada: [
      'Loja',
      'Rodadas',
      'Clientes',
      'Pedidos',
      'Fornecedores',
      'Notificações',
      'Remessas',
      'Comissões',
      'Relatórios',
    ],
    comRodada: [
      'Dashboard',
      'Loja',
      'Rodadas',
      'Mapa de Stands',
      'Clientes',
      'Pedidos',
      'Fornecedores',
      'Notificações',
      'Remessas',
      'Comissões',
      'Relatórios',
    ],
  },
  administrador: {
    semRodada: ['Loja', 'Notificações', 'Rodadas', 'Clientes', 'Fornecedores', 'Representantes'],
    comRodada: [
      'Dashboard',
      'Loja',
      'Notificações',
      'Rodadas',
      'Mapa de Stands',
      'Clientes',
      'Fornecedores',
      'Representantes',
      'Pedidos',
      'Relatórios',
    ],
  },
  cliente: {
    semRodada: [
      'Loja',
      'Minhas Empresas',
      'Minhas Representações',
      'Meus Pedidos',
      'Notificações',
      'Rodadas',
      'Ajuda',
    ],
    comRodada: [
      'Loja',
      'Minhas Empresas',
      'Minhas Representações',
      'Meus Pedidos',
      'Notificações',
      'Rodadas',
      'Ajuda',
    ],
  },
  fornecedor: {
    semRodada: ['Meus Produtos', 'Produtos', 'Pedidos', 'Notificações', 'Financeiro', 'Rodadas', 'Ajuda'],
    comRodada: [
      'Dashboard',
      'Clientes',
      'Relatórios',
      'Meus Produtos',
      'Produtos',
      'Pedidos',
      'Notificações',
      'Financeiro',
      'Rodadas',
      'Mapa de Stands',
      'Impressões',
      'Ajuda',
    ],
  },
  master: {
    semRodada: [
      'Rodadas',
      'Administradores',
      'Produtos',
      'Clientes',
      'Fornecedores',
      'Representantes',
      'Usuários',
      'Notificações',
      'Banners',
      'Relatórios Master',
    ],
    comRodada: [
      'Rodadas',
      'Administradores',
      'Produtos',
      'Clientes',
      'Fornecedores',
      'Representantes',
      'Usuários',
      'Notificações',
      'Banners',
      'Relatórios Master',
    ],
  },
};

for (const [papel, menu] of Object.entries(MENUS) as [Papel, (typeof MENUS)['cliente']][]) {
  test(`[${papel}] entra e vê exatamente o seu menu, sem e com rodada selecionada`, async ({
    page,
  }, info) => {
    await entrar(page, papel);
    expect(await itensDoMenu(page)).toEqual(menu.semRodada);
    await verificarAcessibilidade(page, `loja de ${papel}`);
    await selecionarRodadaPelaTela(page, rodadaDemoAberta(), 'Não');
    expect(await itensDoMenu(page)).toEqual(menu.comRodada);
    await page.screenshot({ path: info.outputPath(`menu-${papel}.png`) });
  });
}

test('[visitante] caminho desconhecido vai para /', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
});

test('[visitante] rota protegida sem login vai para /; a tela de login acusa campos vazios', async ({
  page,
}) => {
  await page.goto('/pedidos');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialogo.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialogo.getByText('O email é obrigatório')).toBeVisible();
  await expect(dialogo.getByText('A senha é obrigatória')).toBeVisible();
  await verificarAcessibilidade(page, 'diálogo de login');
});

test("[visitante] senha errada mostra 'Usuário ou senha inválidos' por 3 s", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialogo.getByLabel('Email').fill('cliente@rodada.test');
  await dialogo.getByLabel('Senha').fill('senha-errada');
  await dialogo.getByRole('button', { name: 'Entrar' }).click();
  const erro = dialogo.getByText('Usuário ou senha inválidos');
  await expect(erro).toBeVisible();
  await expect(erro).toBeHidden({ timeout: 5000 });
});

test('[cliente] rota proibida volta ao caminho anterior', async ({ page }) => {
  await entrar(page, 'cliente');
  await navegarNoApp(page, '/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Empresas' })).toBeVisible();
  await navegarNoApp(page, '/usuarios');
  await expect(page).toHaveURL(/\/empresas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Empresas' })).toBeVisible();
});

// '[cliente] cadastro incompleto não sai de /cliente/minha-conta' lives in minha-conta.spec.ts.

test('[fornecedor] /dashboard sem rodada escolhida pede uma, com o caminho para Rodadas; com rodada abre', async ({
  page,
}) => {
  await entrar(page, 'fornecedor');
  await page.goto('/dashboard');
  await expect(page.getByText(MSG_RODADAS.semRodadaSelecionada)).toBeVisible();
  await page.getByRole('link', { name: 'Ir para Rodadas' }).click();
  await expect(page).toHaveURL(/\/rodadas$/);
  await selecionarRodadaPelaTela(page, rodadaDemoAberta(), 'Não');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('[cliente] token revogado no servidor: a próxima chamada avisa que a sessão expirou e volta a / deslogado', async ({
  page,
  request,
}) => {
  await entrar(page, 'cliente');
  await page.goto('/pedidos');
  const token = (await page.context().cookies()).find((c) => c.name === 'api_token')?.value;
  expect(token).toBeTruthy();
  // The app leaves the tab while the token is revoked: a background call (the menu's counters) would
  // otherwise meet the 401 first, and the reload would wipe its message.
  await page.goto('about:blank');
  const revogar = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revogar.ok()).toBe(true);

  await page.goto('/pedidos');
  await expect(page.getByText('Sua sessão expirou... Efetue login novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  const guardado = await page.evaluate(() => localStorage.getItem('rodada'));
  expect(JSON.parse(guardado ?? '{}').state?.usuario ?? null).toBeNull();
});

test('[fornecedor] menu do usuário: Minha Conta, Alterar Logo, Alterar Senha, Ilha de Impressão e Sair', async ({
  page,
}) => {
  await entrar(page, 'fornecedor');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Minha Conta', 'Alterar Logo', 'Alterar Senha', 'Ilha de Impressão', 'Sair']) {
    await expect(
      menu.getByRole(item === 'Ilha de Impressão' ? 'menuitemcheckbox' : 'menuitem', { name: item }),
    ).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.goto('/produtos');
  await expect(page).toHaveURL(/\/$/);
});

test('[master] sem Minha Conta no menu do usuário e sem carrinho', async ({ page }) => {
  await entrar(page, 'master');
  await expect(page.getByRole('button', { name: 'Carrinho', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Minha Conta' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Alterar Senha' })).toBeVisible();
});

test('[representante] no tablet em retrato o menu abre pelo botão', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await entrar(page, 'representante');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
});

test('[fornecedor] a página de ajuda abre com as seções', async ({ page }) => {
  await entrar(page, 'fornecedor');
  await navegarNoApp(page, '/ajuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Produtos e homologação' })).toBeVisible();
  await verificarAcessibilidade(page, 'ajuda');
});
