import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { podeLerArquivoPrivado } from './arquivo.policy.js';

describe('podeLerArquivoPrivado: master, quem guardou e o administrador da rodada (ADR 008)', () => {
  it.each([
    ['master', null, [], true],
    ['administrador', null, [10], true],
    ['administrador', null, [11], false],
    ['administrador', null, [], false],
    ['fornecedor', 'proprio', [], true],
    ['fornecedor', 'outro', [10], false],
    ['cliente', 'proprio', [], true],
    ['cliente', 'outro', [], false],
    ['representante', 'outro', [10], false],
    ['representante', null, [], false],
  ] as const)('%s, arquivo de %s, rodadas dos administradores %j → %s', (tipo, dono, admins, esperado) => {
    const ator = ATORES[tipo];
    const userId = dono === 'proprio' ? ator.userId : dono === 'outro' ? ator.userId + 1000 : null;
    expect(podeLerArquivoPrivado(ator, { user_id: userId, administradores: admins })).toBe(esperado);
  });
});
