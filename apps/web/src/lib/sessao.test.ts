import { describe, expect, it } from 'vitest';
import {
  caminhoMinhaConta,
  destinoAposLogin,
  exigeCadastroCompleto,
  exigeTrocarSenha,
  paginaInicial,
  temCookieDeSessao,
} from './sessao';

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

  it.each([
    // [tipo, verificado, caminho atual, novo cadastro]
    ['cliente', true, '/', false],
    ['cliente', true, '/pedidos', false],
    ['cliente', false, '/', false],
    ['cliente', true, '/', true],
    ['master', true, '/usuarios', false],
    ['administrador', true, '/rodadas', false],
  ] as const)(
    'senha temporária vem antes de tudo: %s (verificado %s) em %s, novo cadastro %s → /alterar-senha',
    (tipo, verificado, atual, novo) => {
      expect(destinoAposLogin({ tipo, verificado, trocar_senha: true }, atual, { novoCadastro: novo })).toBe(
        '/alterar-senha',
      );
    },
  );

  it('com senha temporária, já em /alterar-senha, fica onde está', () => {
    expect(
      destinoAposLogin({ tipo: 'fornecedor', verificado: true, trocar_senha: true }, '/alterar-senha'),
    ).toBe(null);
  });

  it('trocar_senha falso ou ausente não muda o destino', () => {
    expect(exigeTrocarSenha({ tipo: 'cliente', verificado: true })).toBe(false);
    expect(exigeTrocarSenha({ tipo: 'cliente', verificado: true, trocar_senha: false })).toBe(false);
    expect(destinoAposLogin({ tipo: 'cliente', verificado: true, trocar_senha: false }, '/pedidos')).toBe(
      '/cliente/minha-conta',
    );
  });

  it.each([
    ['cliente', true, '/'],
    ['fornecedor', true, '/'],
    ['administrador', false, '/'],
    ['representante', false, '/representante/minha-conta'],
    ['master', true, '/rodadas'],
  ] as const)('página inicial de %s (verificado %s): %s', (tipo, verificado, destino) => {
    expect(paginaInicial({ tipo, verificado })).toBe(destino);
  });
});
