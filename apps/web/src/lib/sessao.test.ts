import { describe, expect, it } from 'vitest';
import { caminhoMinhaConta, destinoAposLogin, exigeCadastroCompleto, temCookieDeSessao } from './sessao';

describe('sessão no aparelho', () => {
  it('reconhece o cookie de login', () => {
    expect(temCookieDeSessao('a=1; rodada_sessao=1')).toBe(true);
    expect(temCookieDeSessao('a=1; outra_rodada_sessao=1')).toBe(false);
    expect(temCookieDeSessao('')).toBe(false);
  });

  it('master não tem Minha Conta', () => {
    expect(caminhoMinhaConta('master')).toBeNull();
    expect(caminhoMinhaConta('cliente')).toBe('/cliente/minha-conta');
  });

  it('só fornecedor, representante e cliente ficam presos em minha-conta sem cadastro completo', () => {
    expect(exigeCadastroCompleto({ tipo: 'cliente', verificado: false })).toBe(true);
    expect(exigeCadastroCompleto({ tipo: 'administrador', verificado: false })).toBe(false);
    expect(exigeCadastroCompleto({ tipo: 'fornecedor', verificado: true })).toBe(false);
  });

  it.each([
    // [tipo, verificado, caminho atual, novo cadastro, destino]
    ['cliente', true, '/', false, null],
    ['cliente', true, '/showroom-rodada', false, null],
    ['cliente', true, '/pedidos', false, '/cliente/minha-conta'],
    ['cliente', false, '/', false, '/cliente/minha-conta'],
    ['cliente', false, '/cliente/minha-conta', false, null],
    ['cliente', true, '/', true, '/checkout'],
    ['fornecedor', true, '/produtos', false, '/fornecedor/minha-conta'],
    ['administrador', false, '/rodadas', false, '/administrador/minha-conta'],
    ['master', true, '/usuarios', false, '/rodadas'],
    ['master', true, '/', false, null],
  ] as const)('%s (verificado %s) em %s, novo cadastro %s → %s', (tipo, verificado, atual, novo, destino) => {
    expect(destinoAposLogin({ tipo, verificado }, atual, { novoCadastro: novo })).toBe(destino);
  });
});
