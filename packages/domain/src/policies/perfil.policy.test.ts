import { describe, expect, it } from 'vitest';
import type { Tipo } from '@rodada/contracts';
import { ATORES } from './atores.fixture.js';
import { acoesDe, autorizar } from './autorizar.js';
import { perfilDoAtor, podeAlterarPerfil, podeVerPerfil, type PerfilRecurso } from './perfil.policy.js';

const { master, administrador, fornecedor, representante, cliente } = ATORES;

describe('perfil.policy', () => {
  // [actor, profile, sees, changes]
  const casos: [string, (typeof ATORES)[Tipo], PerfilRecurso, boolean, boolean][] = [
    ['o próprio fornecedor', fornecedor, { papel: 'fornecedor', id: 20 }, true, true],
    ['outro fornecedor', fornecedor, { papel: 'fornecedor', id: 21 }, false, false],
    ['outro fornecedor, público', fornecedor, { papel: 'fornecedor', id: 21, publico: true }, true, false],
    ['o próprio, público', fornecedor, { papel: 'fornecedor', id: 20, publico: true }, true, true],
    ['o próprio representante', representante, { papel: 'representante', id: 30 }, true, true],
    ['o id de outro papel', representante, { papel: 'fornecedor', id: 30 }, false, false],
    ['o master', master, { papel: 'master', id: 1 }, true, true],
    ['o master e um fornecedor', master, { papel: 'fornecedor', id: 20 }, false, false],
    ['o administrador, id nulo', administrador, { papel: 'administrador', id: null }, false, false],
    ['o cliente', cliente, { papel: 'cliente', id: 40 }, true, true],
  ];
  it.each(casos)('%s', (_nome, ator, p, ve, altera) => {
    expect(podeVerPerfil(ator, p)).toBe(ve);
    expect(podeAlterarPerfil(ator, p)).toBe(altera);
  });

  it("answers 403 on another's public profile, 404 on a private one (the supplier's logo)", () => {
    const logoDeOutro = { papel: 'fornecedor', id: 21, publico: true } as const;
    expect(autorizar(fornecedor, 'perfil.alterar_logo', logoDeOutro)).toEqual({
      permitido: false,
      status: 403,
    });
    // editar stays hidden (oculto): a public profile still never tells that one may not edit it.
    expect(autorizar(fornecedor, 'perfil.editar', logoDeOutro)).toEqual({ permitido: false, status: 404 });
    expect(autorizar(fornecedor, 'perfil.alterar_logo', { ...logoDeOutro, publico: false })).toEqual({
      permitido: false,
      status: 404,
    });
    expect(autorizar(fornecedor, 'perfil.alterar_logo', { ...logoDeOutro, id: 20 })).toEqual({
      permitido: true,
    });
    expect(acoesDe(fornecedor, 'perfil', logoDeOutro)).toEqual({ editar: false, alterar_logo: false });
    expect(acoesDe(fornecedor, 'perfil', perfilDoAtor(fornecedor, 'fornecedor'))).toEqual({
      editar: true,
      alterar_logo: true,
    });
  });

  it('perfilDoAtor never marks a profile public', () => {
    expect(perfilDoAtor(fornecedor, 'fornecedor', 21)).toEqual({ papel: 'fornecedor', id: 21 });
  });
});
