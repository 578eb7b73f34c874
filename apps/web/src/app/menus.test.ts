import { describe, expect, it } from 'vitest';
import { ROTAS_WEB, podeAbrirRota } from '@rodada/contracts';
import { MENUS, itensDoMenu, ofereceChrome } from './menus';

const rotulos = (itens: { rotulo: string }[]) => itens.map((i) => i.rotulo);
const aberta = { id: 7, permitir_pedidos: true };
const consulta = { id: 8, permitir_pedidos: false };

describe('menus do spec 1 §2.2', () => {
  it('representante: dashboard e mapa só com rodada', () => {
    expect(rotulos(itensDoMenu('representante', null))).toEqual([
      'Loja',
      'Rodadas',
      'Clientes',
      'Pedidos',
      'Fornecedores',
      'Notificações',
      'Remessas',
      'Comissões',
      'Relatórios',
    ]);
    expect(rotulos(itensDoMenu('representante', aberta)).slice(0, 4)).toEqual([
      'Dashboard',
      'Loja',
      'Rodadas',
      'Mapa de Stands',
    ]);
  });

  it('administrador: pedidos e relatórios precisam de rodada; notificações desativadas', () => {
    expect(rotulos(itensDoMenu('administrador', null))).toEqual([
      'Loja',
      'Notificações',
      'Rodadas',
      'Clientes',
      'Fornecedores',
      'Representantes',
    ]);
    expect(rotulos(itensDoMenu('administrador', consulta))).toContain('Pedidos');
    expect(itensDoMenu('administrador', null).find((i) => i.rotulo === 'Notificações')?.desativado).toBe(
      true,
    );
  });

  it('cliente: Minhas Empresas, Minhas Representações, Meus Pedidos e Ajuda desativada', () => {
    expect(rotulos(itensDoMenu('cliente', null))).toEqual([
      'Loja',
      'Minhas Empresas',
      'Minhas Representações',
      'Meus Pedidos',
      'Notificações',
      'Rodadas',
      'Ajuda',
    ]);
    expect(itensDoMenu('cliente', null).at(-1)?.desativado).toBe(true);
  });

  it('fornecedor: clientes e relatórios com rodada; impressões só quando a rodada permite pedidos', () => {
    expect(rotulos(itensDoMenu('fornecedor', null))).toEqual([
      'Meus Produtos',
      'Produtos',
      'Pedidos',
      'Notificações',
      'Financeiro',
      'Rodadas',
      'Ajuda',
    ]);
    expect(rotulos(itensDoMenu('fornecedor', consulta))).not.toContain('Impressões');
    expect(rotulos(itensDoMenu('fornecedor', aberta))).toContain('Impressões');
  });

  it('o mapa de stands aponta para a rodada selecionada', () => {
    expect(itensDoMenu('fornecedor', aberta).find((i) => i.icone === 'mapa')?.destino).toBe('/mapa-stands/7');
  });

  it('cada item ativo aponta para uma rota que o papel pode abrir (tabela do spec 1 §2.1)', () => {
    for (const [tipo, itens] of Object.entries(MENUS)) {
      for (const i of itens.filter((x) => !x.desativado)) {
        const padrao = i.caminho.replace('{rodada}', ':rodada');
        const rota = ROTAS_WEB.find((r) => r.path === padrao);
        expect(rota, `${tipo} → ${i.caminho}`).toBeDefined();
        expect(podeAbrirRota(rota!, tipo as keyof typeof MENUS), `${tipo} → ${i.caminho}`).toBe(true);
      }
    }
  });

  it('oferece o Chrome fora do Chrome e do Edge, exceto para cliente e master', () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    expect(ofereceChrome('fornecedor', firefox)).toBe(true);
    expect(ofereceChrome('fornecedor', chrome)).toBe(false);
    expect(ofereceChrome('cliente', firefox)).toBe(false);
    expect(ofereceChrome('master', firefox)).toBe(false);
  });
});
