#!/usr/bin/env node
// Browser tier: Debian's Chromium, a fresh build of the app, then Playwright (E2E_WORKERS browsers in
// parallel, 2 by default: apps/web/playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { garantirChromium } from './ensure-chromium.mjs';

garantirChromium();
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
