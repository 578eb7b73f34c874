import { entrar, expect, test } from './fixtures';

const DIA_S = 24 * 60 * 60;

// ADR 002: the login dialog (same origin) receives the device cookie that exempts this tablet from
// the venue's login limits; logging out ends the session but keeps the tablet known.
test('[representante] entrar pelo diálogo grava o cookie do aparelho; Sair o mantém', async ({
  page,
  context,
}) => {
  await entrar(page, 'representante');
  const aparelho = (await context.cookies()).find((c) => c.name === 'rodada_aparelho');
  expect(aparelho).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Plain http here: Secure exactly like the session cookie.
  const sessao = (await context.cookies()).find((c) => c.name === 'api_token');
  expect(aparelho!.secure).toBe(sessao!.secure);
  expect(aparelho!.expires - Date.now() / 1000).toBeGreaterThan(399 * DIA_S);
  // HttpOnly: the page's scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('rodada_aparelho');

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  const depois = await context.cookies();
  expect(depois.find((c) => c.name === 'api_token')).toBeUndefined();
  expect(depois.find((c) => c.name === 'rodada_aparelho')?.value).toBe(aparelho!.value);

  // The same tablet logs in again with the same device cookie.
  await entrar(page, 'representante');
  expect((await context.cookies()).find((c) => c.name === 'rodada_aparelho')?.value).toBe(aparelho!.value);
});
