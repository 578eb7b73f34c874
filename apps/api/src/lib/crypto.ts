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
