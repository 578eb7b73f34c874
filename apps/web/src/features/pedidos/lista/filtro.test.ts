import { describe, expect, it } from 'vitest';
import { camposDoPapel, corpoDoFiltro, erroDasDatas, filtrosAtivos, filtroVazio } from './filtro';

const HOJE = '2026-11-26';

describe('filtro de pedidos (spec 3 §3 "Order filter")', () => {
  it('vazio: Todos, Nenhuma, datas de hoje à espera, sem ids; nada ativo', () => {
    const f = filtroVazio(HOJE);
    expect(f).toMatchObject({ status: 'todos', data_tipo: 'nenhuma', data_inicial: HOJE, data_final: HOJE });
    expect(filtrosAtivos(f)).toBe(0);
    expect(filtrosAtivos(null)).toBe(0);
    expect(corpoDoFiltro(f, 'fornecedor')).toEqual({ status: 'todos', data_tipo: 'nenhuma' });
  });

  it('as datas só vão com um tipo de data (Nenhuma as ignora)', () => {
    const f = { ...filtroVazio(HOJE), data_inicial: '2026-11-01' };
    expect(corpoDoFiltro(f, 'fornecedor')).not.toHaveProperty('data_inicial');
    expect(corpoDoFiltro({ ...f, data_tipo: 'entrega' }, 'fornecedor')).toEqual({
      status: 'todos',
      data_tipo: 'entrega',
      data_inicial: '2026-11-01',
      data_final: HOJE,
    });
  });

  it('selects por papel (spec 3 §6): administrador cliente, fornecedor e representante; fornecedor cliente e representante; representante cliente e fornecedor', () => {
    expect(camposDoPapel('administrador')).toEqual({ cliente: true, fornecedor: true, representante: true });
    expect(camposDoPapel('fornecedor')).toEqual({ cliente: true, fornecedor: false, representante: true });
    expect(camposDoPapel('representante')).toEqual({ cliente: true, fornecedor: true, representante: false });
    expect(camposDoPapel('cliente')).toEqual({ cliente: false, fornecedor: false, representante: false });
  });

  it('um campo que o papel não tem nunca vai; a empresa só com o cliente', () => {
    const f = {
      ...filtroVazio(HOJE),
      status: 'abertos' as const,
      cliente_id: 7,
      cliente_loja_id: 9,
      fornecedor_id: 3,
      representante_id: 4,
    };
    expect(corpoDoFiltro(f, 'fornecedor')).toEqual({
      status: 'abertos',
      data_tipo: 'nenhuma',
      cliente_id: 7,
      cliente_loja_id: 9,
      representante_id: 4,
    });
    expect(corpoDoFiltro(f, 'representante')).toEqual({
      status: 'abertos',
      data_tipo: 'nenhuma',
      cliente_id: 7,
      cliente_loja_id: 9,
      fornecedor_id: 3,
    });
    expect(corpoDoFiltro({ ...f, cliente_id: null }, 'administrador')).not.toHaveProperty('cliente_loja_id');
    expect(filtrosAtivos(f)).toBe(4);
  });

  it('datas: as duas, e a inicial não depois da final', () => {
    const f = { ...filtroVazio(HOJE), data_tipo: 'cadastro' as const };
    expect(erroDasDatas(f)).toBeNull();
    expect(erroDasDatas({ ...f, data_final: '' })).toBe('Informe as duas datas');
    expect(erroDasDatas({ ...f, data_inicial: '2026-12-01' })).toBe(
      'A data inicial não pode ser posterior à data final',
    );
    expect(erroDasDatas({ ...f, data_tipo: 'nenhuma', data_final: '' })).toBeNull();
  });
});
