import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { pode } from './autorizar.js';
import {
  podeAlterarDatasDaRodada,
  podeEditarRodada,
  podeGerirRodada,
  podeVerParticipantes,
  podeVerRodada,
  rodadaAberta,
} from './rodada.policy.js';

const HOJE = '2026-03-10';

describe('rodadaAberta: aberta enquanto data_fim é hoje ou depois (domain.md)', () => {
  it.each([
    ['2026-03-11', true],
    ['2026-03-10', true],
    ['2026-03-09', false],
    ['2027-01-01', true],
    ['2025-12-31', false],
    ['', false],
    ['10/03/2026', false],
    ['2026-02-30', false],
  ])('data_fim %j em %s → %s', (dataFim, esperado) => {
    expect(rodadaAberta({ data_fim: dataFim }, HOJE)).toBe(esperado);
  });

  it('um hoje malformado fecha a rodada', () => {
    expect(rodadaAberta({ data_fim: '2026-03-11' }, '10/03/2026')).toBe(false);
  });
});

describe('podeEditarRodada: master e administrador (enquanto aberta)', () => {
  it.each([
    ['master', 10, '2026-03-10', true],
    ['master', 11, '2026-03-10', true],
    ['master', 10, '2026-03-09', false],
    ['administrador', 10, '2026-03-10', true],
    ['administrador', 10, '2026-04-01', true],
    ['administrador', 10, '2026-03-09', false],
    ['administrador', 11, '2026-03-10', false],
    ['administrador', null, '2026-03-10', false],
    ['fornecedor', 10, '2026-03-10', false],
    ['representante', 10, '2026-03-10', false],
    ['cliente', 10, '2026-03-10', false],
    ['fornecedor', 11, '2026-03-09', false],
    ['representante', 11, '2026-03-09', false],
    ['cliente', 11, '2026-03-09', false],
  ] as const)('%s, rodada do administrador %s com fim em %s → %s', (tipo, adminId, dataFim, esperado) => {
    expect(podeEditarRodada(ATORES[tipo], { administrador_id: adminId, data_fim: dataFim }, HOJE)).toBe(
      esperado,
    );
  });
});

describe('podeVerRodada: master todas, administrador as suas, os demais as de que participam', () => {
  it.each([
    ['master', 10, false, true],
    ['master', 11, false, true],
    ['administrador', 10, false, true],
    ['administrador', 11, false, false],
    ['administrador', 11, true, false],
    ['fornecedor', 10, true, true],
    ['fornecedor', 10, false, false],
    ['representante', 10, true, true],
    ['representante', 10, false, false],
    ['cliente', 11, true, true],
    ['cliente', 11, false, false],
  ] as const)(
    '%s, rodada do administrador %i, participante %s → %s',
    (tipo, adminId, participante, esperado) => {
      expect(podeVerRodada(ATORES[tipo], { administrador_id: adminId, participante })).toBe(esperado);
    },
  );
});

describe('rodada: stands e participantes (spec 3 §6; master como o administrador da rodada)', () => {
  const r = (adminId: number, participante: boolean, dataFim = '2026-03-10') => ({
    administrador_id: adminId,
    participante,
    data_inicio: '2026-03-01',
    data_fim: dataFim,
    hoje: HOJE,
  });
  it.each([
    ['master', 11, false, true],
    ['administrador', 10, false, true],
    ['administrador', 11, false, false],
    ['representante', 10, true, false],
    ['fornecedor', 10, true, false],
    ['cliente', 10, true, false],
  ] as const)(
    '%s, rodada do administrador %i, participante %s: gere → %s',
    (tipo, adminId, part, esperado) => {
      expect(podeGerirRodada(ATORES[tipo], { administrador_id: adminId })).toBe(esperado);
      expect(pode(ATORES[tipo], 'rodada.gerir_stands', r(adminId, part))).toBe(esperado);
      expect(pode(ATORES[tipo], 'rodada.gerir_participantes', r(adminId, part))).toBe(esperado);
      expect(pode(ATORES[tipo], 'stand.editar', { rodada: r(adminId, part) })).toBe(esperado);
      // Closed: nobody changes anything, but who managed it still sees it.
      expect(pode(ATORES[tipo], 'rodada.gerir_stands', r(adminId, part, '2026-03-09'))).toBe(false);
      expect(pode(ATORES[tipo], 'participante.excluir', { rodada: r(adminId, part, '2026-03-09') })).toBe(
        false,
      );
      expect(pode(ATORES[tipo], 'rodada.ver_stands', r(adminId, part, '2026-03-09'))).toBe(esperado);
    },
  );

  it.each([
    ['master', false, true],
    ['administrador', false, true],
    ['representante', true, true],
    ['representante', false, false],
    ['fornecedor', true, false],
    ['cliente', true, false],
  ] as const)('%s, participante %s: vê os participantes → %s', (tipo, part, esperado) => {
    expect(podeVerParticipantes(ATORES[tipo], { administrador_id: 10, participante: part })).toBe(esperado);
    expect(pode(ATORES[tipo], 'participante.ver', { rodada: r(10, part) })).toBe(esperado);
    expect(pode(ATORES[tipo], 'participante.excluir', { rodada: r(10, part) })).toBe(
      esperado && tipo !== 'representante',
    );
  });

  it('datas e administrador só o master, e só com a rodada aberta', () => {
    expect(pode(ATORES.master, 'rodada.alterar_datas', r(10, false))).toBe(true);
    expect(pode(ATORES.master, 'rodada.alterar_administrador', r(10, false, '2026-03-09'))).toBe(false);
    expect(pode(ATORES.administrador, 'rodada.alterar_datas', r(10, false))).toBe(false);
    expect(podeAlterarDatasDaRodada(ATORES.administrador, r(10, false), HOJE)).toBe(false);
  });
});
