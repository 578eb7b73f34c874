import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { acoesDe, autorizar } from './autorizar.js';
import {
  podeAlterarVinculo,
  podeGerirRepresentante,
  podeVerRepresentante,
  podeVerVinculo,
  proximoStatusDoVinculo,
  type RepresentanteGerido,
  type VinculoRecurso,
  type VinculoStatus,
} from './representante.policy.js';

const TIPOS = Object.keys(ATORES) as Tipo[];

describe('representantes: quem vê', () => {
  const CASOS: ReadonlyArray<readonly [string, number, readonly Tipo[]]> = [
    ['o próprio representante', 30, ['master', 'administrador', 'cliente', 'representante']],
    ['outro representante', 31, ['master', 'administrador', 'cliente']],
  ];
  const linhas = CASOS.flatMap(([nome, id, veem]) =>
    TIPOS.map((tipo) => ({ tipo, nome, id, ve: veem.includes(tipo) })),
  );
  it.each(linhas)('$tipo, $nome: vê → $ve', ({ tipo, id, ve }) => {
    expect(podeVerRepresentante(ATORES[tipo], { id })).toBe(ve);
  });
});

describe('representantes: quem gere (editar, resetar a senha, excluir; ADR 007)', () => {
  const CASOS: ReadonlyArray<readonly [string, RepresentanteGerido, readonly Tipo[]]> = [
    [
      'cadastrou-se sozinho, em nenhuma rodada',
      { id: 31, criado_por: null, rodada_administrador_ids: [] },
      ['master'],
    ],
    [
      'numa rodada do administrador',
      { id: 31, criado_por: null, rodada_administrador_ids: [11, 10] },
      ['master', 'administrador'],
    ],
    [
      'cadastrado pelo administrador',
      { id: 31, criado_por: 2, rodada_administrador_ids: [] },
      ['master', 'administrador'],
    ],
    [
      'cadastrado por outro, rodada de outro administrador',
      { id: 31, criado_por: 98, rodada_administrador_ids: [11] },
      ['master'],
    ],
    ['o próprio representante', { id: 30, criado_por: 4, rodada_administrador_ids: [] }, ['master']],
  ];
  const linhas = CASOS.flatMap(([nome, r, gerem]) =>
    TIPOS.map((tipo) => ({ tipo, nome, r, gere: gerem.includes(tipo) })),
  );
  it.each(linhas)('$tipo, $nome: gere → $gere', ({ tipo, r, gere }) => {
    expect(podeGerirRepresentante(ATORES[tipo], r)).toBe(gere);
  });
});

describe('vínculo cliente × representante: só as duas partes alteram', () => {
  const CASOS: ReadonlyArray<readonly [string, VinculoRecurso, readonly Tipo[]]> = [
    [
      'do próprio cliente com o próprio representante',
      { cliente_id: 40, representante_id: 30, status: 1 },
      ['cliente', 'representante'],
    ],
    [
      'do próprio cliente com outro representante',
      { cliente_id: 40, representante_id: 31, status: 1 },
      ['cliente'],
    ],
    [
      'de outro cliente com o próprio representante',
      { cliente_id: 41, representante_id: 30, status: 0 },
      ['representante'],
    ],
    ['de outro cliente com outro representante', { cliente_id: 41, representante_id: 31, status: 2 }, []],
  ];
  const linhas = CASOS.flatMap(([nome, v, quem]) =>
    TIPOS.map((tipo) => ({ tipo, nome, v, esperado: quem.includes(tipo) })),
  );
  it.each(linhas)('$tipo, vínculo $nome → $esperado', ({ tipo, v, esperado }) => {
    expect(podeAlterarVinculo(ATORES[tipo], v)).toBe(esperado);
  });

  it('um ator sem o id do próprio papel nunca passa', () => {
    const semId = { ...ATORES.cliente, clienteId: null };
    expect(podeAlterarVinculo(semId, { cliente_id: 40, representante_id: 30, status: 1 })).toBe(false);
  });
});

describe('transições do vínculo (spec 2 §6)', () => {
  const CASOS: ReadonlyArray<
    readonly ['cliente' | 'representante', VinculoStatus, 0 | 1, VinculoStatus | null]
  > = [
    // The cliente: Vincular only at 2 (confirms at once), Desvincular only at 1.
    ['cliente', 2, 1, 1],
    ['cliente', 0, 1, null],
    ['cliente', 1, 1, null],
    ['cliente', 1, 0, 2],
    ['cliente', 0, 0, null],
    ['cliente', 2, 0, null],
    // The representante drops a pending or confirmed link, and never links itself here.
    ['representante', 1, 0, 2],
    ['representante', 0, 0, 2],
    ['representante', 2, 0, null],
    ['representante', 2, 1, null],
    ['representante', 0, 1, null],
  ];
  it.each(CASOS)('%s, status %i, ação %i → %s', (quem, status, acao, esperado) => {
    expect(proximoStatusDoVinculo(quem, status, acao)).toBe(esperado);
  });
});

describe('vínculo: quem vê (e é oferecido)', () => {
  const CASOS: ReadonlyArray<readonly [string, VinculoRecurso, readonly Tipo[]]> = [
    [
      'sem vínculo, representante ativo',
      { cliente_id: 40, representante_id: 30, status: 2, representante_ativo: true },
      ['cliente', 'representante'],
    ],
    [
      'sem vínculo, representante desativado',
      { cliente_id: 40, representante_id: 30, status: 2, representante_ativo: false },
      [],
    ],
    [
      'confirmado, representante desativado',
      { cliente_id: 40, representante_id: 30, status: 1, representante_ativo: false },
      ['cliente', 'representante'],
    ],
    [
      'pendente, representante desativado',
      { cliente_id: 40, representante_id: 30, status: 0, representante_ativo: false },
      ['cliente', 'representante'],
    ],
    [
      'sem vínculo, atividade não informada',
      { cliente_id: 40, representante_id: 31, status: 2 },
      ['cliente'],
    ],
    ['de outros', { cliente_id: 41, representante_id: 31, status: 1 }, []],
  ];
  const linhas = CASOS.flatMap(([nome, v, quem]) =>
    TIPOS.map((tipo) => ({ tipo, nome, v, esperado: quem.includes(tipo) })),
  );
  it.each(linhas)('$tipo, $nome → $esperado', ({ tipo, v, esperado }) => {
    expect(podeVerVinculo(ATORES[tipo], v)).toBe(esperado);
  });

  it('acoes do cliente: Vincular só sem vínculo, Desvincular só confirmado', () => {
    const v = (status: VinculoStatus): VinculoRecurso => ({ cliente_id: 40, representante_id: 31, status });
    expect(acoesDe(ATORES.cliente, 'vinculo', v(2))).toEqual({ vincular: true, desvincular: false });
    expect(acoesDe(ATORES.cliente, 'vinculo', v(1))).toEqual({ vincular: false, desvincular: true });
    expect(acoesDe(ATORES.cliente, 'vinculo', v(0))).toEqual({ vincular: false, desvincular: false });
    // Another client's link: invisible, so nothing is offered, and acting on it answers 404.
    const alheio = { ...v(1), cliente_id: 41 };
    expect(acoesDe(ATORES.cliente, 'vinculo', alheio)).toEqual({ vincular: false, desvincular: false });
    expect(autorizar(ATORES.cliente, 'vinculo.desvincular', alheio)).toEqual({
      permitido: false,
      status: 404,
    });
  });

  it('acoes do representante: desfaz o próprio lado pendente ou confirmado, nunca vincula', () => {
    const v = (status: VinculoStatus): VinculoRecurso => ({ cliente_id: 41, representante_id: 30, status });
    expect(acoesDe(ATORES.representante, 'vinculo', v(0))).toEqual({ vincular: false, desvincular: true });
    expect(acoesDe(ATORES.representante, 'vinculo', v(1))).toEqual({ vincular: false, desvincular: true });
    expect(acoesDe(ATORES.representante, 'vinculo', v(2))).toEqual({ vincular: false, desvincular: false });
  });
});

describe('representante: acoes de quem gere', () => {
  const r = { id: 31, criado_por: 2, rodada_administrador_ids: [], user_id: 7 };
  it('o administrador que cadastrou edita, reseta e exclui, mas não muda o email de login (ADR 007)', () => {
    expect(acoesDe(ATORES.administrador, 'representante', r)).toEqual({
      editar: true,
      excluir: true,
      resetar_senha: true,
      alterar_email: false,
    });
  });
  it('o master faz tudo; o cliente só vê', () => {
    expect(Object.values(acoesDe(ATORES.master, 'representante', r)).every(Boolean)).toBe(true);
    expect(Object.values(acoesDe(ATORES.cliente, 'representante', r)).some(Boolean)).toBe(false);
    expect(autorizar(ATORES.cliente, 'representante.editar', r)).toEqual({ permitido: false, status: 404 });
  });
});
