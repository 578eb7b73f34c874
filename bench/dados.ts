import { users } from '../apps/api/src/db/schema/index.js';
import { hashSenha } from '../apps/api/src/lib/crypto.js';
import type { Deps } from '../apps/api/src/lib/deps.js';

/** Inserts `n` users of every role (one shared hash), in chunks, to load the lists. */
export async function gerarUsuarios(deps: Deps, n: number): Promise<void> {
  const hash = await hashSenha('bench123');
  const tipos = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;
  for (let inicio = 0; inicio < n; inicio += 1000) {
    const lote = Array.from({ length: Math.min(1000, n - inicio) }, (_, i) => {
      const k = inicio + i;
      return {
        tipo: tipos[k % tipos.length]!,
        nome: `Usuário de carga ${k}`,
        email: `carga${k}@bench.rodada`,
        password: hash,
        email_validado: true,
        verificado: true,
      };
    });
    await deps.db.insert(users).values(lote);
  }
}
