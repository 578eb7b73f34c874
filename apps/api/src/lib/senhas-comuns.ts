import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MSG } from '@rodada/contracts';
import { hashSenha } from './crypto.js';
import { invalido } from './errors.js';

/**
 * The common-password list (dados/senhas-comuns.txt, 20 000 entries, its source in dados/SOURCES.md).
 * Beside this file when running from src; the compiled dist does not copy .txt files, so from
 * dist/lib it is read at ../../src/lib/dados (the same folder, reached from either side).
 */
function caminhoDaLista(): string {
  const aoLado = fileURLToPath(new URL('./dados/senhas-comuns.txt', import.meta.url));
  if (existsSync(aoLado)) return aoLado;
  return fileURLToPath(new URL('../../src/lib/dados/senhas-comuns.txt', import.meta.url));
}

let lista: Set<string> | null = null;

/** The list, read once on first use (about 160 KB). */
function senhasComuns(): Set<string> {
  lista ??= new Set(readFileSync(caminhoDaLista(), 'utf8').split('\n').filter(Boolean));
  return lista;
}

/** Whether the password is one of the most common ones, ignoring case ('Password1' is 'password1'). */
export function senhaComum(senha: string): boolean {
  return senhasComuns().has(senha.toLowerCase());
}

/**
 * Hashes a password its owner chose (sign-up, reset, change: every such path calls this), refusing
 * a common one with 400 on `campo` (ADR 008). Temporary passwords are generated, never checked.
 */
export async function hashSenhaEscolhida(senha: string, campo: string): Promise<string> {
  if (senhaComum(senha)) throw invalido({ [campo]: MSG.senhaComum }, MSG.senhaComum);
  return hashSenha(senha);
}
