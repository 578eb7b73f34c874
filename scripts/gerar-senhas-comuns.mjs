#!/usr/bin/env node
// Generates apps/api/src/lib/dados/senhas-comuns.txt from the ranked password list of an npm package
// (see apps/api/src/lib/dados/SOURCES.md): the most common passwords of 6 or more characters
// (shorter ones are already refused by the 6-character minimum), lower-cased, in rank order.
// Usage: node scripts/gerar-senhas-comuns.mjs <caminho de package/src/passwords.json>
import { readFileSync, writeFileSync } from 'node:fs';

const QUANTAS = 20_000;
const origem = process.argv[2];
if (!origem) {
  console.error('uso: node scripts/gerar-senhas-comuns.mjs <passwords.json>');
  process.exit(1);
}
const lista = JSON.parse(readFileSync(origem, 'utf8'));
const vistas = new Set();
for (const senha of lista) {
  const s = String(senha).toLowerCase();
  if (s.length >= 6 && s.length <= 255 && !/\s/.test(s)) vistas.add(s);
  if (vistas.size === QUANTAS) break;
}
const destino = new URL('../apps/api/src/lib/dados/senhas-comuns.txt', import.meta.url);
writeFileSync(destino, [...vistas].join('\n') + '\n');
console.log(`${vistas.size} senhas em ${destino.pathname}`);
