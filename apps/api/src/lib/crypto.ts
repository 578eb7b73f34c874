import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** SHA-256 hex of a secret, for tokens and codes stored at rest. */
export function sha256(valor: string): string {
  return createHash('sha256').update(valor).digest('hex');
}

/** A new API token: 256 random bits, base64url. */
export function novoToken(): string {
  return randomBytes(32).toString('base64url');
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Argon2id (a const enum in the typings, unreadable under verbatimModuleSyntax).
const opcoes = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashSenha(senha: string): Promise<string> {
  return hash(senha, opcoes);
}

/** Checks a password against its argon2id hash (false on a malformed hash). */
export async function conferirSenha(hashArmazenado: string, senha: string): Promise<boolean> {
  try {
    return await verify(hashArmazenado, senha);
  } catch {
    return false;
  }
}

// No 0/O, 1/l/I: a temporary password is read off a screen and typed on a tablet.
const ALFABETO_SENHA = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random temporary password (spec D1): shown once, replaced at the next login. 10 characters
 * from a 56-symbol alphabet (~58 bits), drawn without modulo bias.
 */
export function gerarSenhaTemporaria(tamanho = 10): string {
  let senha = '';
  while (senha.length < tamanho) {
    for (const b of randomBytes(tamanho * 2)) {
      // 56 * 4 = 224: bytes at or above it would favour the first symbols.
      if (b < 224 && senha.length < tamanho) senha += ALFABETO_SENHA[b % 56];
    }
  }
  return senha;
}

/** A 6-character validation or reset code (spec 1 §5), upper-case letters and digits, unambiguous. */
export function gerarCodigo(): string {
  const alfabeto = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let codigo = '';
  while (codigo.length < 6) {
    for (const b of randomBytes(12)) {
      // 32 * 8 = 256: every byte maps evenly.
      if (codigo.length < 6) codigo += alfabeto[b % 32];
    }
  }
  return codigo;
}
