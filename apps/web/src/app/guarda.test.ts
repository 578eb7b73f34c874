import { describe, expect, it } from 'vitest';
import { MSG, ROTAS_WEB, type RotaWeb } from '@rodada/contracts';
import { decidirAcesso, motivoDoBloqueio } from './guarda';

const rota = (path: string): RotaWeb => ROTAS_WEB.find((r) => r.path === path)!;
const cliente = { tipo: 'cliente' as const, verificado: true };
const base = { temCookie: true, temRodada: false };

describe('guardas de rota (spec 1 §2.1)', () => {
  it('rotas públicas abrem para qualquer um', () => {
    expect(
      decidirAcesso({ ...base, rota: rota('/'), caminho: '/', usuario: null, temCookie: false }),
    ).toEqual({
      tipo: 'entrar',
    });
    expect(
      decidirAcesso({
        ...base,
        rota: rota('/mapa-stands/:rodada'),
        caminho: '/mapa-stands/1',
        usuario: null,
      }),
    ).toEqual({ tipo: 'entrar' });
  });

  it('rota protegida exige o cookie de login e o usuário guardado', () => {
    const pedidos = rota('/pedidos');
    expect(decidirAcesso({ ...base, rota: pedidos, caminho: '/pedidos', usuario: null })).toEqual({
      tipo: 'redirecionar',
      para: '/',
    });
    expect(
      decidirAcesso({ ...base, rota: pedidos, caminho: '/pedidos', usuario: cliente, temCookie: false }),
    ).toEqual({ tipo: 'redirecionar', para: '/' });
    expect(decidirAcesso({ ...base, rota: pedidos, caminho: '/pedidos', usuario: cliente })).toEqual({
      tipo: 'entrar',
    });
  });

  it('papel fora da lista volta ao caminho anterior', () => {
    expect(
      decidirAcesso({ ...base, rota: rota('/usuarios'), caminho: '/usuarios', usuario: cliente }),
    ).toEqual({
      tipo: 'voltar',
    });
  });

  it('o dashboard sem rodada escolhida vai para /', () => {
    const fornecedor = { tipo: 'fornecedor' as const, verificado: true };
    expect(
      decidirAcesso({ ...base, rota: rota('/dashboard'), caminho: '/dashboard', usuario: fornecedor }),
    ).toEqual({ tipo: 'precisaRodada' });
    expect(
      decidirAcesso({
        ...base,
        rota: rota('/dashboard'),
        caminho: '/dashboard',
        usuario: fornecedor,
        temRodada: true,
      }),
    ).toEqual({ tipo: 'entrar' });
  });

  it('senha temporária (spec D1): fica preso em /alterar-senha, em qualquer rota e papel', () => {
    for (const tipo of ['master', 'administrador', 'fornecedor', 'representante', 'cliente'] as const) {
      const temporario = { tipo, verificado: true, trocar_senha: true };
      for (const caminho of ['/', '/pedidos', '/usuarios', '/ajuda', '/mapa-stands/:rodada']) {
        expect(
          decidirAcesso({ ...base, rota: rota(caminho), caminho, usuario: temporario }),
          `${tipo} em ${caminho}`,
        ).toEqual({ tipo: 'redirecionar', para: '/alterar-senha' });
      }
      expect(
        decidirAcesso({
          ...base,
          rota: rota('/alterar-senha'),
          caminho: '/alterar-senha',
          usuario: temporario,
        }),
      ).toEqual({ tipo: 'entrar' });
    }
  });

  it('a senha temporária vem antes do cadastro incompleto; trocada, volta a valer minha-conta', () => {
    const novo = { tipo: 'cliente' as const, verificado: false, trocar_senha: true };
    expect(
      decidirAcesso({
        ...base,
        rota: rota('/cliente/minha-conta'),
        caminho: '/cliente/minha-conta',
        usuario: novo,
      }),
    ).toEqual({ tipo: 'redirecionar', para: '/alterar-senha' });
    expect(
      decidirAcesso({ ...base, rota: rota('/alterar-senha'), caminho: '/alterar-senha', usuario: novo }),
    ).toEqual({ tipo: 'entrar' });
    expect(
      decidirAcesso({
        ...base,
        rota: rota('/alterar-senha'),
        caminho: '/alterar-senha',
        usuario: { ...novo, trocar_senha: false },
      }),
    ).toEqual({ tipo: 'redirecionar', para: '/cliente/minha-conta' });
  });

  it('sem o cookie de login a senha temporária não prende (não há sessão)', () => {
    const temporario = { tipo: 'cliente' as const, verificado: true, trocar_senha: true };
    expect(
      decidirAcesso({ ...base, rota: rota('/'), caminho: '/', usuario: temporario, temCookie: false }),
    ).toEqual({ tipo: 'entrar' });
  });

  it('/alterar-senha abre para os cinco papéis', () => {
    for (const tipo of ['master', 'administrador', 'fornecedor', 'representante', 'cliente'] as const) {
      expect(
        decidirAcesso({
          ...base,
          rota: rota('/alterar-senha'),
          caminho: '/alterar-senha',
          usuario: { tipo, verificado: true, trocar_senha: false },
        }),
      ).toEqual({ tipo: 'entrar' });
    }
  });

  it('usuário não verificado fica preso em /{tipo}/minha-conta, até na loja', () => {
    const novo = { tipo: 'representante' as const, verificado: false };
    expect(decidirAcesso({ ...base, rota: rota('/'), caminho: '/', usuario: novo })).toEqual({
      tipo: 'redirecionar',
      para: '/representante/minha-conta',
    });
    expect(
      decidirAcesso({
        ...base,
        rota: rota('/representante/minha-conta'),
        caminho: '/representante/minha-conta',
        usuario: novo,
      }),
    ).toEqual({ tipo: 'entrar' });
  });
});

describe('motivoDoBloqueio: o menu diz por que não abre (spec 1 §2.1, spec D1)', () => {
  const naoVerificado = { tipo: 'cliente' as const, verificado: false };
  it('não verificado: só a própria conta abre; o resto mostra a mensagem do servidor', () => {
    expect(motivoDoBloqueio(naoVerificado, '/empresas')).toBe(MSG.cadastroIncompleto);
    expect(motivoDoBloqueio(naoVerificado, '/')).toBe(MSG.cadastroIncompleto);
    expect(motivoDoBloqueio(naoVerificado, '/cliente/minha-conta')).toBeNull();
  });
  it('verificado, administrador não verificado e visitante: nada bloqueado', () => {
    expect(motivoDoBloqueio(cliente, '/empresas')).toBeNull();
    expect(motivoDoBloqueio({ tipo: 'administrador', verificado: false }, '/clientes')).toBeNull();
    expect(motivoDoBloqueio(null, '/empresas')).toBeNull();
  });
  it('senha temporária: só /alterar-senha abre', () => {
    const temporaria = { ...cliente, trocar_senha: true };
    expect(motivoDoBloqueio(temporaria, '/empresas')).toBe(MSG.trocarSenhaObrigatoria);
    expect(motivoDoBloqueio(temporaria, '/alterar-senha')).toBeNull();
  });
});
