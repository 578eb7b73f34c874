import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { acoesDe, autorizar } from './autorizar.js';
import { podeGerirAdministrador } from './administrador.policy.js';

const TIPOS = Object.keys(ATORES) as Tipo[];

describe('administradores (manutenção do master, spec 2 §2)', () => {
  const CASOS = [
    ['o próprio administrador', 10],
    ['outro administrador', 11],
  ] as const;
  const linhas = CASOS.flatMap(([nome, id]) =>
    TIPOS.map((tipo) => ({ tipo, nome, id, gere: tipo === 'master' })),
  );
  it.each(linhas)('$tipo, $nome: vê, edita e exclui → $gere', ({ tipo, id, gere }) => {
    expect(podeGerirAdministrador(ATORES[tipo], { id })).toBe(gere);
    expect(acoesDe(ATORES[tipo], 'administrador', { id })).toEqual({ editar: gere, excluir: gere });
  });

  it('o administrador não chega à própria linha da manutenção (a conta dele é o perfil): 404', () => {
    expect(autorizar(ATORES.administrador, 'administrador.editar', { id: 10 })).toEqual({
      permitido: false,
      status: 404,
    });
  });
});
