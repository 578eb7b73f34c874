import { describe, expect, it } from 'vitest';
import { mostraCarrinho } from './barra-superior';
import { ajustarFaixa } from './filtro';

describe('barra superior (spec 1 §2.3)', () => {
  it.each([
    [null, null, '/', true],
    [{ tipo: 'cliente' as const }, null, '/', true],
    [{ tipo: 'representante' as const }, null, '/pedidos', true],
    [{ tipo: 'fornecedor' as const }, null, '/', false],
    [{ tipo: 'fornecedor' as const }, { permitir_pedidos: false }, '/', false],
    [{ tipo: 'fornecedor' as const }, { permitir_pedidos: true }, '/', true],
    [{ tipo: 'master' as const }, { permitir_pedidos: true }, '/', false],
    [{ tipo: 'administrador' as const }, null, '/', false],
    [{ tipo: 'cliente' as const }, null, '/checkout', false],
  ])('carrinho para %j com rodada %j em %s: %s', (usuario, rodada, caminho, esperado) => {
    expect(mostraCarrinho(usuario, rodada, caminho)).toBe(esperado);
  });
});

describe('filtro de preço (spec 1 §4)', () => {
  it('mantém valorInicial <= valorFinal movendo o outro limite', () => {
    expect(ajustarFaixa(100, 300, 'inicial')).toEqual([100, 300]);
    expect(ajustarFaixa(350, 300, 'inicial')).toEqual([350, 350]);
    expect(ajustarFaixa(200, 150, 'final')).toEqual([150, 150]);
  });
});
