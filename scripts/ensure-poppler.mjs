#!/usr/bin/env node
// The PDF tests read generated PDFs back with Debian's poppler-utils (pdftotext, pdfinfo; see
// apps/api/src/test/pdf.ts). Installs it when missing and we may (root with apt-get), otherwise
// stops with the command to run.
import { execSync, spawnSync } from 'node:child_process';

const tem = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** Makes sure pdftotext and pdfinfo exist; exits with a clear message when they cannot be installed. */
export function garantirPoppler() {
  if (tem('pdftotext') && tem('pdfinfo')) return;
  const root = process.getuid?.() === 0;
  if (!root || !tem('apt-get')) {
    console.error(
      'pdftotext/pdfinfo não encontrados (usados pelos testes de PDF). Instale-os com:\n' +
        '  sudo apt-get update && sudo apt-get install -y poppler-utils',
    );
    process.exit(1);
  }
  console.log('Instalando o poppler-utils do Debian (apt-get install poppler-utils)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils', {
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) garantirPoppler();
