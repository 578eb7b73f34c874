import type { Browser, Page, TestInfo } from '@playwright/test';
import { rodadas } from '@rodada/contracts';
import { abrirSessao, diaEmSaoPaulo, mapaNomearStands, type Equipe } from './fabrica';
import { entrar, expect, test, verificarAcessibilidade, type Conta, type Fabrica } from './fixtures';

// The public stand map /mapa-stands/{rodada} (spec 1 §2.10, spec 3 §2 "Stand map", issue 11 item 5
// and its must-show): an administrador names a stand by double click (or two taps on a tablet) and
// a visitor without login sees the new name; the plan of a round with an SVG planta. Each test
// makes its own administrador and round (rounds are kept by the product: unique names).

const { MSG_RODADAS } = rodadas;

// Tablets: touch on, so a stand can be tapped as well as clicked.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** Full-page screenshots at a phone's width (390 px) and a landscape tablet's (1024 px). */
async function fotos(page: Page, info: TestInfo, nome: string) {
  for (const [largura, altura] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.screenshot({
      path: info.outputPath(`${nome}-${largura}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

/** A fresh browser context with no login (a visitor who got the shared link). */
async function visitante(browser: Browser, baseURL: string | undefined, ip: string): Promise<Page> {
  const contexto = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  return contexto.newPage();
}

/** Names a stand through the dialog that a double click or tap opened. */
async function darNome(page: Page, codigo: string, nome: string, salvar: 'Enter' | 'Salvar') {
  const dialogo = page.getByRole('dialog', { name: `Stand - ${codigo}` });
  const campo = dialogo.getByLabel('Nome');
  await campo.fill(nome);
  // Forced to upper case as it is typed (spec 1 §2.10).
  await expect(campo).toHaveValue(nome.toLocaleUpperCase('pt-BR'));
  if (salvar === 'Enter') await campo.press('Enter');
  else await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MSG_RODADAS.standSalvo)).toBeVisible();
  await expect(dialogo).toBeHidden();
}

/** The fixtures a test's round is made with. */
interface Fixturas {
  criar: Fabrica;
  equipe: Equipe;
  unico: { nome(prefixo: string): string };
  baseURL: string | undefined;
  ip: string;
}

/**
 * The test's administrador and its round (unique name from `prefixo`), with stands named through
 * the API; the round runs from today to tomorrow.
 */
async function rodadaDoTeste(
  f: Fixturas,
  opcoes: { prefixo: string; planta?: string; stands: { codigo: string; nome: string }[] },
): Promise<{ administrador: Conta; rodada: rodadas.RodadaLinha }> {
  test.slow();
  const administrador = await f.criar.administrador();
  const rodada = await f.criar.criarRodadaComoMaster({
    administrador,
    nome: f.unico.nome(opcoes.prefixo),
    local: 'Pavilhão do Mapa E2E',
    fim: diaEmSaoPaulo(1),
    ...(opcoes.planta ? { planta: opcoes.planta } : {}),
  });
  const sessao = await abrirSessao(
    { baseURL: f.baseURL ?? '', ip: f.ip },
    administrador.email,
    administrador.senha,
  );
  await mapaNomearStands(sessao, rodada.id, opcoes.stands);
  await sessao.fechar();
  return { administrador, rodada };
}

test('rodada sem planta: o administrador dá nome a stands da grade (duplo clique e dois toques) e um visitante sem login vê', async ({
  page,
  browser,
  criar,
  equipe,
  unico,
  baseURL,
  ip,
}, info) => {
  const { administrador, rodada } = await rodadaDoTeste(
    { criar, equipe, unico, baseURL, ip },
    {
      prefixo: 'Mapa Grade E2E',
      stands: [
        { codigo: 'A1', nome: 'SEBRAE' },
        { codigo: 'A2', nome: '' },
        { codigo: 'A10', nome: '' },
        { codigo: 'B1', nome: '' },
      ],
    },
  );

  await entrar(page, administrador);
  await page.goto(`/mapa-stands/${rodada.id}`);
  await expect(page.getByRole('heading', { level: 1, name: rodada.nome })).toBeVisible();
  await expect(page.getByText('Pavilhão do Mapa E2E — São Paulo/SP')).toBeVisible();
  await expect(page.getByText(/Dê dois cliques/)).toBeVisible();
  // Natural order of the codes: A2 before A10.
  const grade = page.getByRole('list', { name: 'Stands da rodada' });
  await expect(grade.getByRole('listitem')).toHaveText(['A1SEBRAE', 'A2Livre', 'A10Livre', 'B1Livre']);

  // One click opens nothing; a double click opens 'Stand - A2'; Enter saves.
  await page.getByRole('button', { name: 'Stand A2: livre' }).click();
  await page.waitForTimeout(450);
  await page.getByRole('button', { name: 'Stand A2: livre' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Stand A2: livre' }).dblclick();
  await darNome(page, 'A2', 'Confecções Maria', 'Enter');
  await expect(page.getByRole('button', { name: 'Stand A2: CONFECÇÕES MARIA' })).toBeVisible();

  // Two taps, as on a tablet at the event.
  const b1 = page.getByRole('button', { name: 'Stand B1: livre' });
  await b1.tap();
  await b1.tap();
  await darNome(page, 'B1', 'Café da Colônia', 'Salvar');

  // A visitor who got the link, in a new browser without login, sees the names.
  const pagina = await visitante(browser, baseURL, ip);
  await pagina.goto(`/mapa-stands/${rodada.id}`);
  await expect(pagina.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  const gradeVisitante = pagina.getByRole('list', { name: 'Stands da rodada' });
  await expect(gradeVisitante.getByRole('listitem')).toHaveText([
    'A1SEBRAE',
    'A2CONFECÇÕES MARIA',
    'A10Livre',
    'B1CAFÉ DA COLÔNIA',
  ]);
  // Nothing to name for a visitor.
  await expect(pagina.getByRole('button', { name: /^Stand / })).toHaveCount(0);
  await expect(pagina.getByText(/Dê dois cliques/)).toHaveCount(0);
  const whatsapp = pagina.getByRole('link', { name: 'Compartilhar no WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*mapa-stands%2F${rodada.id}`),
  );
  await verificarAcessibilidade(pagina, 'mapa de stands sem planta (visitante)');
  await fotos(pagina, info, 'mapa-grade-visitante');
  await fotos(page, info, 'mapa-grade-administrador');
  await pagina.context().close();
});

/** A small pavilion: four stands in a row, an aisle with an id that is no stand, a script and a handler. */
const PLANTA = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="260" viewBox="0 0 600 260">
  <script>window.invadido = true</script>
  <rect x="0" y="0" width="600" height="260" fill="#fbfaf7"/>
  <text x="300" y="30" font-size="18" text-anchor="middle" fill="#2f3b4c">Pavilhão E2E</text>
  ${['A01', 'A02', 'A03', 'A04']
    .map(
      (codigo, i) =>
        `<rect id="${codigo}" x="${30 + i * 140}" y="50" width="120" height="90" fill="#f4f7fb" stroke="#5b7aa6" stroke-width="2"${i === 0 ? ' onclick="window.invadido = true"' : ''}/>`,
    )
    .join('\n  ')}
  <rect id="corredor" x="30" y="170" width="540" height="50" fill="#f1efe9"/>
</svg>`;

test('rodada com planta SVG: códigos e nomes sobre os stands, sem script; o administrador dá nome pela planta', async ({
  page,
  browser,
  criar,
  equipe,
  unico,
  baseURL,
  ip,
}, info) => {
  const { administrador, rodada } = await rodadaDoTeste(
    { criar, equipe, unico, baseURL, ip },
    {
      prefixo: 'Mapa Planta E2E',
      planta: PLANTA,
      stands: [
        { codigo: 'A01', nome: 'CONFECÇÕES MARIA' },
        { codigo: 'A02', nome: '' },
        { codigo: 'Z99', nome: 'FORA DA PLANTA' },
      ],
    },
  );

  // The visitor: each stand's code and name over it, the long name in two lines, no script.
  const pagina = await visitante(browser, baseURL, ip);
  await pagina.goto(`/mapa-stands/${rodada.id}`);
  const rotulo = (codigo: string) => pagina.locator(`[data-rotulo-stand="${codigo}"] text`);
  await expect(rotulo('A01')).toHaveText(['A01', 'CONFECÇÕES', 'MARIA']);
  await expect(rotulo('A02')).toHaveText(['A02']);
  await expect(pagina.locator('[data-rotulo-stand="corredor"]')).toHaveCount(0);
  await expect(pagina.locator('[data-testid="planta"] script')).toHaveCount(0);
  await pagina.locator('#A01').click();
  expect(await pagina.evaluate(() => (window as { invadido?: boolean }).invadido)).toBeUndefined();
  const fora = pagina.getByRole('list', { name: MSG_RODADAS.foraDaPlanta });
  await expect(fora.getByRole('listitem')).toHaveText(['Z99FORA DA PLANTA']);
  await verificarAcessibilidade(pagina, 'mapa de stands com planta (visitante)');
  await fotos(pagina, info, 'mapa-planta-visitante');

  // The administrador names A02 by double click and A03 (no stand yet) by two taps.
  await entrar(page, administrador);
  await page.goto(`/mapa-stands/${rodada.id}`);
  await page.locator('#A02').dblclick();
  await darNome(page, 'A02', 'Sebrae', 'Enter');
  await expect(page.locator('[data-rotulo-stand="A02"] text')).toHaveText(['A02', 'SEBRAE']);
  await page.locator('#A03').tap();
  await page.locator('#A03').tap();
  await darNome(page, 'A03', 'Moda Bella Vista', 'Salvar');
  await expect(page.locator('[data-rotulo-stand="A03"] text')).toHaveText(['A03', 'MODA BELLA', 'VISTA']);
  await fotos(page, info, 'mapa-planta-administrador');

  // The visitor's map shows the new names after a reload.
  await pagina.reload();
  await expect(pagina.locator('[data-rotulo-stand="A02"] text')).toHaveText(['A02', 'SEBRAE']);
  await pagina.context().close();
});
