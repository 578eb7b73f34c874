import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORTA_CEP } from './e2e/cep-falso';
import { PORTA_SMTP } from './e2e/sink-smtp';

const porta = Number(process.env.E2E_PORT ?? 3987);
const dados = path.join(tmpdir(), `rodada-e2e-${process.pid}`);
/** Tests run side by side in this many browsers (E2E_WORKERS; 2 fits a 2-core machine). */
const trabalhadores = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser tests: Debian's Chromium (no downloaded browser), against the built server on a fresh
 * PGlite folder with the demo seed. Every test makes its own accounts and records (e2e/fixtures.ts),
 * so they run in parallel, in any order.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/artifacts/results',
  // A test is one whole user flow (several screens, axe checks, screenshots): on a busy 2-core CI
  // machine the longest ones take ~30 s, so the limit leaves room; a real hang still fails.
  timeout: 60_000,
  fullyParallel: true,
  workers: trabalhadores,
  reporter: [['list']],
  // A real SMTP server receives the app's mail (sign-up and reset codes); the tests read it. A
  // ViaCEP-compatible server answers the CEP lookups (ADR 012), so no test needs the internet.
  globalSetup: ['./e2e/sink-smtp.ts', './e2e/cep-falso.ts'],
  globalTeardown: ['./e2e/sink-smtp-parar.ts', './e2e/cep-falso-parar.ts'],
  use: {
    baseURL: `http://127.0.0.1:${porta}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'on',
    // No service worker in the specs (issue 15): its cache would answer in place of page.route and the
    // server. e2e/pwa.spec.ts allows it for itself.
    serviceWorkers: 'block',
    // The app honours prefers-reduced-motion: screens are settled when tests read and check them.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dados} && node ../api/dist/server.js`,
    url: `http://127.0.0.1:${porta}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dados,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${PORTA_SMTP}`,
      CEP_URL: `http://127.0.0.1:${PORTA_CEP}/ws/{cep}/json/`,
      // Each test speaks from its own client address (X-Forwarded-For, e2e/unicos.ts): the per-IP
      // limits of ADR 002 count the tests apart, with the production figures unchanged.
      TRUST_PROXY: '1',
    },
  },
});
