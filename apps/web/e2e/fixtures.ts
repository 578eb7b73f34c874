import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { abrirSessao, excluirLogin, Fabrica, type Equipe, type Sessao } from './fabrica';
import { ipDoTeste, Unicos } from './unicos';

/**
 * The browser tests' fixtures (after epic-stack's tests/playwright-utils.ts): tests run side by
 * side in several workers against one server, so each test makes its own accounts and records
 * through the API (`criar`, fabrica.ts) with unique names, e-mails and CNPJs (`unico`, unicos.ts),
 * and they are deleted after it. The demo seed is read only: its reference data (states, cities,
 * the open round) and its logins, to look at the demo's lists and menus; a test that changes an
 * account or a record makes its own. `entrar` is the one login helper.
 */

/**
 * The demo logins (apps/api/src/db/seed/demo-logins.ts), password rodada123. Only to look: no test
 * changes their data, password or status (another test may be reading it at the same moment).
 */
export const DEMO = {
  master: 'master@rodada.test',
  administrador: 'admin@rodada.test',
  fornecedor: 'fornecedor@rodada.test',
  representante: 'representante@rodada.test',
  cliente: 'cliente@rodada.test',
} as const;
export type Papel = keyof typeof DEMO;
export const SENHA_DEMO = 'rodada123';

/**
 * The demo seed's open round (apps/api/src/db/seed/demo-rodadas.ts): it permits orders, runs from
 * yesterday to two days from now, and every demo login takes part in it.
 */
export function rodadaDemoAberta(): string {
  const ano = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()),
  );
  return `Rodada de Negócios Moda Sul — Verão ${ano + 1}`;
}

/** Who logs in: a demo login by role (to read the demo's data) or any account (made by `criar`). */
export type Quem = Papel | { email: string; senha: string };

/**
 * The one login helper: through the login dialog, as a person would, from the shop. A demo role
 * logs in with the demo password; an account with its own.
 */
export async function entrar(page: Page, quem: Quem) {
  const { email, senha } = typeof quem === 'string' ? { email: DEMO[quem], senha: SENHA_DEMO } : quem;
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialogo.getByLabel('Email').fill(email);
  await dialogo.getByLabel('Senha').fill(senha);
  await dialogo.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
}

/** Logs out through the user menu ('Sair'). */
export async function sair(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
}

/**
 * Selects a round as a person does (spec 3 §4 "Selecting a round"): on /rodadas, searches its name
 * and ticks its 'Ativa' checkbox. `ilha` answers the print-island question ('Sim' or 'Não'), which
 * comes for a round that permits orders inside its date window; null when no question is expected
 * (a consultation-only round, or one outside its dates). A round already selected is left as is.
 */
export async function selecionarRodadaPelaTela(page: Page, nomeDaRodada: string, ilha: 'Sim' | 'Não' | null) {
  await page.goto('/rodadas');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nomeDaRodada);
  const ativa = page.getByRole('checkbox', { name: `Ativa: ${nomeDaRodada}`, exact: true });
  if (await ativa.isChecked()) return;
  await ativa.click();
  const pergunta = page.getByRole('dialog', { name: 'Ilha de Impressão' });
  if (ilha === null) {
    await expect(pergunta).toBeHidden();
  } else {
    await pergunta.getByRole('button', { name: ilha, exact: true }).click();
    await expect(pergunta).toBeHidden();
  }
  await expect(ativa).toBeChecked();
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

/** How many tests this worker has run (each gets its own client address). */
let testesDoTrabalhador = 0;

export const test = base.extend<
  { ip: string; unico: Unicos; criar: Fabrica },
  { unicosDoTrabalhador: Unicos; equipe: Equipe }
>({
  unicosDoTrabalhador: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use, trabalhador) => use(new Unicos(trabalhador.workerIndex)),
    { scope: 'worker' },
  ],

  /**
   * The staff that make the accounts, per worker: the demo master (it only creates) and, made on
   * first use, an administrador and a representante of this worker, deleted when it ends.
   */
  equipe: [
    async ({ unicosDoTrabalhador }, use, trabalhador) => {
      const baseURL = trabalhador.project.use.baseURL;
      if (!baseURL) throw new Error('baseURL ausente em playwright.config.ts');
      const destino = { baseURL, ip: ipDoTeste(trabalhador.workerIndex, 0) };
      const master = await abrirSessao(destino, DEMO.master, SENHA_DEMO);
      const feitos: string[] = [];
      let administrador: Promise<Sessao> | undefined;
      let representante: Promise<Sessao> | undefined;
      /** Makes one staff account with `fazer`, keeps it for the cleanup and logs it in. */
      const membro = async (fazer: (f: Fabrica) => Promise<{ email: string; senha: string }>) => {
        const fabrica = new Fabrica(destino, unicosDoTrabalhador, equipe);
        const conta = await fazer(fabrica);
        feitos.push(...fabrica.feitos);
        return abrirSessao(destino, conta.email, conta.senha);
      };
      const equipe: Equipe = {
        master,
        administrador: () => (administrador ??= membro((f) => f.administrador())),
        representante: () => (representante ??= membro((f) => f.representante())),
      };
      await use(equipe);
      for (const sessao of [representante, administrador]) if (sessao) await (await sessao).fechar();
      for (const email of feitos.reverse()) await excluirLogin(master, email);
      await master.fechar();
    },
    { scope: 'worker' },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  ip: async ({}, use, info) => use(ipDoTeste(info.workerIndex, ++testesDoTrabalhador)),

  /** The page, the `request` fixture and every browser context speak from the test's own address. */
  extraHTTPHeaders: async ({ ip }, use) => use({ 'X-Forwarded-For': ip }),

  unico: async ({ unicosDoTrabalhador }, use) => use(unicosDoTrabalhador),

  /** Makes the test's accounts and records; deletes the logins after the test. */
  criar: async ({ equipe, unico, ip, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL ausente em playwright.config.ts');
    const fabrica = new Fabrica({ baseURL, ip }, unico, equipe);
    await use(fabrica);
    await fabrica.limpar();
  },
});
export { expect };
export { cnpjInvalido } from './unicos';
export { ENDERECO_SP, SENHA_TESTE, type Conta, type Fabrica } from './fabrica';
