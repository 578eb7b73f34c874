#!/usr/bin/env node
// Browser tests use Debian's Chromium (never a downloaded browser). Installs it when missing and
// we may (root with apt-get), otherwise stops with the command to run.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure Chromium exists; exits with a clear message when it cannot be installed. */
export function garantirChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  const temApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !temApt) {
    console.error(
      `Chromium não encontrado em ${CHROMIUM}. Instale-o com:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'ou aponte CHROMIUM_PATH para um Chromium existente.',
    );
    process.exit(1);
  }
  console.log('Instalando o Chromium do Debian (apt-get install chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) garantirChromium();
