import { clientes, fornecedores, representantes, users } from '../apps/api/src/db/schema/index.js';
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

/**
 * Loads the people lists of issue 5: `n` customers (every third one of the representative
 * `representanteId`), n/2 suppliers and n/10 representatives, each with its own login, in chunks.
 */
export async function gerarPessoas(deps: Deps, n: number, representanteId: number): Promise<void> {
  const hash = await hashSenha('bench123');
  const logins = async (tipo: 'cliente' | 'fornecedor' | 'representante', prefixo: string, qtd: number) => {
    const ids: number[] = [];
    for (let inicio = 0; inicio < qtd; inicio += 1000) {
      const lote = Array.from({ length: Math.min(1000, qtd - inicio) }, (_, i) => ({
        tipo,
        nome: `${prefixo} de carga ${inicio + i}`,
        email: `${prefixo.toLowerCase()}${inicio + i}@bench.rodada`,
        password: hash,
        email_validado: true,
        verificado: true,
      }));
      const criados = await deps.db.insert(users).values(lote).returning({ id: users.id });
      ids.push(...criados.map((u) => u.id));
    }
    return ids;
  };
  const emLotes = async <T>(linhas: T[], inserir: (lote: T[]) => Promise<unknown>) => {
    for (let i = 0; i < linhas.length; i += 1000) await inserir(linhas.slice(i, i + 1000));
  };

  const idsClientes = await logins('cliente', 'Cliente', n);
  await emLotes(
    idsClientes.map((user_id, k) => ({
      user_id,
      nome: `Loja de carga ${k}`,
      razao_social: `Loja de carga ${k} Ltda`,
      nome_fantasia: `Loja de carga ${k}`,
      representante_id: k % 3 === 0 ? representanteId : null,
    })),
    (lote) => deps.db.insert(clientes).values(lote),
  );
  const idsFornecedores = await logins('fornecedor', 'Fornecedor', Math.floor(n / 2));
  await emLotes(
    idsFornecedores.map((user_id, k) => ({ user_id, nome_fantasia: `Malharia de carga ${k}` })),
    (lote) => deps.db.insert(fornecedores).values(lote),
  );
  const idsRepresentantes = await logins('representante', 'Representante', Math.floor(n / 10));
  await emLotes(
    idsRepresentantes.map((user_id, k) => ({ user_id, nome_fantasia: `Representações de carga ${k}` })),
    (lote) => deps.db.insert(representantes).values(lote),
  );
}
