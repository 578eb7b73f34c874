import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { codigoDoEmail, esperarEmail } from './sink-smtp';

/** The demo logins (apps/api/src/db/seed/demo-logins.ts), password rodada123. */
export const DEMO = {
  master: 'master@rodada.test',
  administrador: 'admin@rodada.test',
  fornecedor: 'fornecedor@rodada.test',
  representante: 'representante@rodada.test',
  cliente: 'cliente@rodada.test',
  novo: 'novo@rodada.test',
} as const;
export type Papel = keyof typeof DEMO;
export const SENHA_DEMO = 'rodada123';

/** The demo's open round (the seed creates it first on a fresh database) that permits orders. */
export const RODADA_ABERTA = {
  id: 1,
  nome: 'Moda Sul — Verão 2027',
  cidade_nome: 'Caxias do Sul',
  estado_nome: 'Rio Grande do Sul',
  local: 'Pavilhão de eventos',
  data_inicio: '2000-01-01',
  data_fim: '2099-12-31',
  permitir_pedidos: true,
  uuid: null,
};

/** Logs in through the login dialog, as a person would, from the shop. */
export async function entrar(page: Page, papel: Papel) {
  await entrarComo(page, DEMO[papel], SENHA_DEMO);
}

/** Logs in with any email and password through the login dialog, from the shop. */
export async function entrarComo(page: Page, email: string, senha: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialogo.getByLabel('Email').fill(email);
  await dialogo.getByLabel('Senha').fill(senha);
  await dialogo.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
}

/**
 * Signs a new account up and validates it through the API with the mailed code (the sign-up screens
 * have their own spec): the account exists, its email confirmed, its registration not completed.
 */
export async function cadastrarPelaApi(
  request: APIRequestContext,
  conta: { tipo: 'cliente' | 'fornecedor' | 'representante'; nome: string; email: string; senha: string },
) {
  const { tipo, nome, email, senha } = conta;
  const cadastro = await request.post('/api/usuarios/salvar', {
    data: { tipo, nome, email, password: senha, confirm_password: senha, termos: true },
  });
  expect(cadastro.ok(), await cadastro.text()).toBe(true);
  const codigo = codigoDoEmail(await esperarEmail(email));
  const validacao = await request.post('/api/password/email/codigo-ativacao', { data: { email, codigo } });
  expect(validacao.ok(), await validacao.text()).toBe(true);
}

/**
 * Puts a round in the device's store as if the user had selected it, before the app's scripts run
 * (the running app persists its own state and would overwrite a later write). The /rodadas screen
 * (its own issue) will replace this with a click on the round's 'Ativa' checkbox.
 */
export async function selecionarRodada(page: Page, rodada: object = RODADA_ABERTA) {
  await page.addInitScript((r) => {
    const guardado = JSON.parse(localStorage.getItem('rodada') ?? '{"state":{},"version":1}') as {
      state: Record<string, unknown>;
    };
    guardado.state.rodada = r;
    localStorage.setItem('rodada', JSON.stringify(guardado));
  }, rodada);
  await page.reload();
}

/** The labels of the role menu, in order. */
export async function itensDoMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  return menu.locator('.MuiListItemText-primary').allTextContents();
}

/** Client-side navigation (no reload), as a click on a link would do. */
export async function navegarNoApp(page: Page, caminho: string) {
  await page.evaluate((c) => {
    window.history.pushState({}, '', c);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, caminho);
}

/** Fails on serious or critical accessibility violations (axe-core, WCAG 2.1 AA rules). */
export async function verificarAcessibilidade(page: Page, contexto: string) {
  // A menu or list still fading out after a choice has half-transparent text: axe would flag its
  // contrast at a moment no one reads it. Wait for popovers to close (the page's own state stays).
  await page
    .waitForFunction(() => !document.querySelector('.MuiPopover-root, .MuiAutocomplete-popper'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  // A typed search reaches the server after a pause (ESPERA_BUSCA_MS, 400 ms), and the list refreshing
  // it dims its rows (aria-busy): wait for the search to leave, then for the data that will stay.
  const buscando = await page
    .locator('input[type="search"]')
    .evaluateAll((campos) => campos.some((c) => (c as HTMLInputElement).value !== ''));
  if (buscando) await page.waitForTimeout(450);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // The dimming fades out over 120 ms (none with reduced motion, but a frame may still be pending).
  await page.waitForTimeout(150);
  const resultado = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const graves = resultado.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    graves.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `violações graves de acessibilidade em ${contexto}`,
  ).toEqual([]);
}

export const test = base;
export { expect };
