import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import { acoesDe, autorizar } from './autorizar.js';
import {
  podeEditarCliente,
  podeEscolherRepresentanteDoCliente,
  podeExcluirCliente,
  podeGerirCliente,
  podeVerCliente,
  type ClienteGerido,
  type ClienteRecurso,
} from './cliente.policy.js';

/** The cliente 40, linked to every actor above. */
const PROPRIO: ClienteRecurso = {
  id: 40,
  representante_ids: [31, 30],
  fornecedor_ids: [20],
  rodada_administrador_ids: [11, 10],
};
/** Another cliente, linked to nobody above. */
const ALHEIO: ClienteRecurso = {
  id: 41,
  representante_ids: [31],
  fornecedor_ids: [21],
  rodada_administrador_ids: [],
};
/** The cliente 40 as seen by someone with no link to it. */
const SEM_VINCULOS: ClienteRecurso = {
  id: 40,
  representante_ids: [],
  fornecedor_ids: [],
  rodada_administrador_ids: [],
};

describe('podeVerCliente e podeEditarCliente', () => {
  it.each([
    ['master', PROPRIO, true, true],
    ['administrador', PROPRIO, true, true],
    ['fornecedor', PROPRIO, true, true],
    ['representante', PROPRIO, true, true],
    ['cliente', PROPRIO, true, true],
    ['master', ALHEIO, true, true],
    ['administrador', ALHEIO, false, false],
    ['fornecedor', ALHEIO, false, false],
    ['representante', ALHEIO, false, false],
    ['cliente', ALHEIO, false, false],
    ['master', SEM_VINCULOS, true, true],
    ['administrador', SEM_VINCULOS, false, false],
    ['fornecedor', SEM_VINCULOS, false, false],
    ['representante', SEM_VINCULOS, false, false],
    ['cliente', SEM_VINCULOS, true, true],
  ] as const)('%s, cliente %o: vê %s, edita %s', (tipo, cliente, ve, edita) => {
    expect(podeVerCliente(ATORES[tipo], cliente)).toBe(ve);
    expect(podeEditarCliente(ATORES[tipo], cliente)).toBe(edita);
  });

  it('só conta o id do próprio papel', () => {
    const representanteComIdDeCliente: Ator = { ...ATORES.representante, representanteId: 99, clienteId: 40 };
    expect(podeVerCliente(representanteComIdDeCliente, SEM_VINCULOS)).toBe(false);
    expect(podeEditarCliente(representanteComIdDeCliente, SEM_VINCULOS)).toBe(false);
  });

  it('um cliente sem id não vê cliente algum', () => {
    expect(podeVerCliente({ ...ATORES.cliente, clienteId: null }, PROPRIO)).toBe(false);
  });
});

describe("podeExcluirCliente: 'Delete customer: fornecedor only' (spec 2 §6)", () => {
  it.each([
    ['master', PROPRIO, false],
    ['administrador', PROPRIO, false],
    ['fornecedor', PROPRIO, true],
    ['representante', PROPRIO, false],
    ['cliente', PROPRIO, false],
    ['fornecedor', ALHEIO, false],
  ] as const)('%s, cliente %o → %s', (tipo, cliente, esperado) => {
    expect(podeExcluirCliente(ATORES[tipo], cliente)).toBe(esperado);
  });
});

describe('podeGerirCliente e podeEscolherRepresentanteDoCliente: o formulário de cliente', () => {
  it.each([
    ['master', PROPRIO, true, true],
    ['administrador', PROPRIO, true, false],
    ['fornecedor', PROPRIO, true, false],
    ['representante', PROPRIO, true, false],
    // The cliente edits itself in /cliente/minha-conta (perfil), never on the customer form.
    ['cliente', PROPRIO, false, false],
    ['master', ALHEIO, true, true],
    ['administrador', ALHEIO, false, false],
    ['fornecedor', ALHEIO, false, false],
    ['representante', ALHEIO, false, false],
    ['cliente', ALHEIO, false, false],
  ] as const)('%s, cliente %o: gere %s, escolhe o representante %s', (tipo, cliente, gere, escolhe) => {
    expect(podeGerirCliente(ATORES[tipo], cliente)).toBe(gere);
    expect(podeEscolherRepresentanteDoCliente(ATORES[tipo], cliente)).toBe(escolhe);
  });
});

describe('acoes de um cliente (POLITICAS.cliente), por papel', () => {
  /** The cliente 40 linked to every actor, with its login (user 5, the cliente's), CNPJ and no IE. */
  const GERIDO: ClienteGerido = { ...PROPRIO, user_id: 5, cnpj: '12ABC34501DE35', ie: null };
  const tudo = (v: boolean) => ({
    editar: v,
    excluir: v,
    ativar: v,
    imprimir: v,
    alterar_email: v,
    alterar_cnpj: v,
    alterar_ie: v,
    alterar_representante: v,
  });
  it.each([
    ['master', GERIDO, { ...tudo(true), excluir: false, alterar_cnpj: false }],
    [
      'administrador',
      GERIDO,
      {
        ...tudo(true),
        excluir: false,
        alterar_email: false,
        alterar_cnpj: false,
        alterar_representante: false,
      },
    ],
    [
      'representante',
      GERIDO,
      {
        ...tudo(true),
        excluir: false,
        alterar_email: false,
        alterar_cnpj: false,
        alterar_representante: false,
      },
    ],
    [
      'fornecedor',
      GERIDO,
      {
        ...tudo(true),
        ativar: false,
        alterar_email: false,
        alterar_cnpj: false,
        alterar_representante: false,
      },
    ],
    ['cliente', GERIDO, { ...tudo(false), imprimir: true }],
    ['administrador', { ...GERIDO, rodada_administrador_ids: [] }, tudo(false)],
    [
      'master',
      { ...GERIDO, cnpj: null, ie: '110042490114' },
      { ...tudo(true), excluir: false, alterar_ie: false },
    ],
  ] as const)('%s, cliente %o → %o', (tipo, cliente, esperado) => {
    expect(acoesDe(ATORES[tipo], 'cliente', cliente)).toEqual(esperado);
  });

  it('editar um cliente invisível ou só do próprio cliente responde 404 (nada se revela)', () => {
    expect(autorizar(ATORES.fornecedor, 'cliente.editar', ALHEIO)).toEqual({ permitido: false, status: 404 });
    expect(autorizar(ATORES.cliente, 'cliente.editar', PROPRIO)).toEqual({ permitido: false, status: 404 });
    expect(autorizar(ATORES.cliente, 'cliente.imprimir', PROPRIO)).toEqual({ permitido: true });
    expect(autorizar(ATORES.representante, 'cliente.alterar_representante', PROPRIO)).toEqual({
      permitido: false,
      status: 403,
    });
  });
});
