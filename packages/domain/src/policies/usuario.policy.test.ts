import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { acoesDe, autorizar } from './autorizar.js';
import { podeAgirSobreUsuario, podeGerirUsuario } from './usuario.policy.js';

const TIPOS = Object.keys(ATORES) as Tipo[];

describe('usuários (tela do master, spec D12)', () => {
  const linhas = TIPOS.map((tipo) => ({ tipo, gere: tipo === 'master' }));
  it.each(linhas)('$tipo vê e edita o login de outro → $gere', ({ tipo, gere }) => {
    expect(podeGerirUsuario(ATORES[tipo], { id: 99 })).toBe(gere);
    expect(podeAgirSobreUsuario(ATORES[tipo], { id: 99 })).toBe(gere);
  });

  it.each(TIPOS)('%s nunca reseta, inativa nem exclui o próprio login', (tipo) => {
    const ator = ATORES[tipo];
    expect(podeAgirSobreUsuario(ator, { id: ator.userId })).toBe(false);
  });

  it('acoes: o master edita o próprio login, mas não reseta, ativa nem exclui', () => {
    expect(acoesDe(ATORES.master, 'usuario', { id: ATORES.master.userId })).toEqual({
      editar: true,
      excluir: false,
      resetar_senha: false,
      ativar: false,
    });
    expect(acoesDe(ATORES.master, 'usuario', { id: 99 })).toEqual({
      editar: true,
      excluir: true,
      resetar_senha: true,
      ativar: true,
    });
  });

  it('quem não é master não vê nenhum login (404); o master no próprio recebe 403', () => {
    expect(autorizar(ATORES.administrador, 'usuario.resetar_senha', { id: 99 })).toEqual({
      permitido: false,
      status: 404,
    });
    expect(autorizar(ATORES.master, 'usuario.excluir', { id: ATORES.master.userId })).toEqual({
      permitido: false,
      status: 403,
    });
  });
});
