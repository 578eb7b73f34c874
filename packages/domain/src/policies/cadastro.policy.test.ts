import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import {
  administradorAlcanca,
  cadastrouOLogin,
  podeAlterarEmailDeLogin,
  type CadastroGerido,
} from './cadastro.policy.js';

const TIPOS = Object.keys(ATORES) as Tipo[];

/** Registered by the administrador of ATORES (user 2), in no round. */
const DO_ADMIN: CadastroGerido = { criado_por: 2, rodada_administrador_ids: [] };
/** In a round of the administrador 10 (and of the 11), registered by someone else. */
const NA_RODADA: CadastroGerido = { criado_por: 99, rodada_administrador_ids: [11, 10] };
/** Signed up alone, in another administrador's round. */
const ALHEIO: CadastroGerido = { criado_por: null, rodada_administrador_ids: [11] };
/** Registered by the representante of ATORES (user 4). */
const DO_REPRESENTANTE: CadastroGerido = { criado_por: 4, rodada_administrador_ids: [] };

describe('administradorAlcanca: as rodadas que organiza e quem cadastrou', () => {
  it.each([
    ['cadastrado por ele', DO_ADMIN, true],
    ['numa rodada dele', NA_RODADA, true],
    ['de outra rodada, sem cadastro dele', ALHEIO, false],
    ['cadastrado por um representante', DO_REPRESENTANTE, false],
  ] as const)('%s → %s', (_nome, c, esperado) => {
    expect(administradorAlcanca(ATORES.administrador, c)).toBe(esperado);
  });

  it.each(TIPOS.filter((t) => t !== 'administrador'))('%s nunca alcança por esta regra', (tipo) => {
    for (const c of [DO_ADMIN, NA_RODADA, ALHEIO, DO_REPRESENTANTE]) {
      expect(administradorAlcanca(ATORES[tipo], c)).toBe(false);
    }
  });

  it('um administrador sem id de perfil não alcança nem o que cadastrou', () => {
    const semId: Ator = { ...ATORES.administrador, administradorId: null };
    expect(administradorAlcanca(semId, DO_ADMIN)).toBe(false);
    expect(administradorAlcanca(semId, NA_RODADA)).toBe(false);
  });

  it('cadastrouOLogin compara o usuário, nunca o id de perfil; null não casa com nada', () => {
    expect(cadastrouOLogin(ATORES.representante, DO_REPRESENTANTE)).toBe(true);
    expect(cadastrouOLogin(ATORES.representante, DO_ADMIN)).toBe(false);
    // The administrador's profile id 10 is not its user id 2.
    expect(cadastrouOLogin(ATORES.administrador, { criado_por: 10, rodada_administrador_ids: [] })).toBe(
      false,
    );
    expect(cadastrouOLogin(ATORES.master, ALHEIO)).toBe(false);
  });
});

describe('podeAlterarEmailDeLogin: só o próprio usuário ou o master (ADR 007)', () => {
  const linhas = TIPOS.flatMap((tipo) => [
    { tipo, alvo: 'o próprio login', user_id: ATORES[tipo].userId, esperado: true },
    { tipo, alvo: 'o login de outro', user_id: 77, esperado: tipo === 'master' },
  ]);
  it.each(linhas)('$tipo, $alvo → $esperado', ({ tipo, user_id, esperado }) => {
    expect(podeAlterarEmailDeLogin(ATORES[tipo], { user_id })).toBe(esperado);
  });
});
