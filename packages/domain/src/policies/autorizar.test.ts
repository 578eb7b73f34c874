import { describe, expect, it } from 'vitest';
import { ACOES, type TipoRecurso } from '@rodada/contracts';
import { acoesDe, autorizar, pode } from './autorizar.js';
import { ATORES } from './atores.fixture.js';
import { perfilDoAtor } from './perfil.policy.js';
import { POLITICAS } from './politicas.js';

const { master, administrador, fornecedor, representante, cliente } = ATORES;

/** A supplier carried by representante 30, in a round of administrador 10, registered by user 4. */
const FORNECEDOR = {
  id: 20,
  ativo: true,
  representante_ids: [30],
  criado_por: 4,
  verificado: true,
  rodada_administrador_ids: [10],
  user_id: 3,
};

describe('autorizar', () => {
  it('has one rule for every action of the vocabulary, and nothing else', () => {
    for (const tipo of Object.keys(ACOES) as TipoRecurso[]) {
      expect(Object.keys(POLITICAS[tipo]).sort()).toEqual([...ACOES[tipo]].sort());
    }
  });

  it('answers 404 for a missing object and for one the actor may not see', () => {
    expect(autorizar(master, 'fornecedor.editar', null)).toEqual({ permitido: false, status: 404 });
    const outro = { ...FORNECEDOR, id: 21, ativo: false, representante_ids: [] };
    expect(autorizar(representante, 'fornecedor.avaliar', outro)).toEqual({ permitido: false, status: 404 });
    expect(autorizar(fornecedor, 'fornecedor.ver', outro)).toEqual({ permitido: false, status: 404 });
  });

  it("answers the action's denial for an object the actor sees: 403, or 404 where the policy hides it", () => {
    // A representative carrying a verified supplier sees it but may not edit it, and is not told so (ADR 007).
    expect(autorizar(representante, 'fornecedor.editar', FORNECEDOR)).toEqual({
      permitido: false,
      status: 404,
    });
    // An administrador sees every supplier; rating is a representative's action: 403.
    expect(autorizar(administrador, 'fornecedor.avaliar', FORNECEDOR)).toEqual({
      permitido: false,
      status: 403,
    });
    expect(autorizar(administrador, 'fornecedor.editar', FORNECEDOR)).toEqual({ permitido: true });
  });

  it('reaches only the caller’s own profile, with or without an id in the request', () => {
    expect(pode(cliente, 'perfil.editar', perfilDoAtor(cliente, 'cliente'))).toBe(true);
    expect(pode(cliente, 'perfil.editar', perfilDoAtor(cliente, 'cliente', 40))).toBe(true);
    expect(autorizar(cliente, 'perfil.editar', perfilDoAtor(cliente, 'cliente', 41))).toEqual({
      permitido: false,
      status: 404,
    });
    // Another role's account page: no profile of that role, so nothing to reach.
    expect(pode(representante, 'perfil.ver', perfilDoAtor(representante, 'cliente'))).toBe(false);
    expect(pode(fornecedor, 'perfil.alterar_logo', perfilDoAtor(fornecedor, 'fornecedor'))).toBe(true);
    expect(pode(cliente, 'perfil.alterar_logo', perfilDoAtor(cliente, 'cliente'))).toBe(false);
  });

  it('builds acoes from the same rules, every action but ver, all false when the object is invisible', () => {
    expect(acoesDe(administrador, 'fornecedor', FORNECEDOR)).toEqual({
      editar: true,
      excluir: true,
      resetar_senha: true,
      bloquear: true,
      ativar_para_mim: false,
      avaliar: false,
      alterar_email: false,
    });
    expect(acoesDe(master, 'fornecedor', FORNECEDOR).alterar_email).toBe(true);
    const acoesDoFornecedor = acoesDe(fornecedor, 'fornecedor', { ...FORNECEDOR, id: 99 });
    expect(Object.values(acoesDoFornecedor).every((v) => !v)).toBe(true);
  });

  it('gives field abilities from the object: CNPJ and IE only while empty, e-mail to its user or the master', () => {
    const c = {
      id: 40,
      representante_ids: [30],
      fornecedor_ids: [20],
      rodada_administrador_ids: [10],
      user_id: 5,
      cnpj: '12ABC34501DE35',
      ie: null,
    };
    expect(acoesDe(representante, 'cliente', c)).toMatchObject({
      editar: true,
      excluir: false,
      ativar: true,
      alterar_cnpj: false,
      alterar_ie: true,
      alterar_email: false,
    });
    expect(acoesDe(cliente, 'cliente', c).alterar_email).toBe(false); // its own: through perfil
    expect(acoesDe(master, 'cliente', c).alterar_email).toBe(true);
    expect(acoesDe(fornecedor, 'cliente', c)).toMatchObject({ excluir: true, ativar: false });
  });

  it('answers the order status actions from the order machine', () => {
    const p = {
      fornecedor_id: 20,
      cliente_id: 40,
      representante_id: 30,
      rodada_administrador_id: 10,
      status: 0,
      rodada_permitir_pedidos: true,
    };
    expect(acoesDe(representante, 'pedido', p)).toMatchObject({
      revisar: true,
      cancelar: true,
      editar: true,
    });
    expect(acoesDe(fornecedor, 'pedido', p)).toMatchObject({ revisar: true, cancelar: false, copiar: true });
    expect(acoesDe(administrador, 'pedido', p)).toMatchObject({
      imprimir: true,
      editar: false,
      revisar: false,
    });
    expect(pode(representante, 'pedido.cancelar', { ...p, rodada_permitir_pedidos: false })).toBe(false);
  });
});
