import type { Tipo } from '@rodada/contracts';

export type Icone =
  | 'dashboard'
  | 'loja'
  | 'rodadas'
  | 'mapa'
  | 'clientes'
  | 'pedidos'
  | 'fornecedores'
  | 'notificacoes'
  | 'remessas'
  | 'comissoes'
  | 'relatorios'
  | 'ajuda'
  | 'representantes'
  | 'empresas'
  | 'produtos'
  | 'financeiro'
  | 'impressoes'
  | 'administradores'
  | 'usuarios'
  | 'banners';

export type Contador = 'rodadas' | 'notificacoes' | 'impressoes';

/** One menu entry of spec 1 §2.2. */
export interface ItemMenu {
  rotulo: string;
  /** Path; `{rodada}` is replaced by the selected round's id. */
  caminho: string;
  icone: Icone;
  /** Shown only with a selected round. */
  precisaRodada?: boolean;
  /** Shown only when the selected round permits orders. */
  precisaPedidos?: boolean;
  /** Shown greyed out, not clickable. */
  desativado?: boolean;
  contador?: Contador;
}

const item = (rotulo: string, caminho: string, icone: Icone, extra: Partial<ItemMenu> = {}): ItemMenu => ({
  rotulo,
  caminho,
  icone,
  ...extra,
});

/**
 * The menus of spec 1 §2.2, per role, in the spec's order. Hidden items are left out. Where the spec
 * says only "some items show only when the round allows orders" (supplier), the print queue is the
 * one that does: it exists for order and report printing (docs/decisions/004-app-shell.md).
 */
export const MENUS: Record<Tipo, ItemMenu[]> = {
  representante: [
    item('Dashboard', '/dashboard', 'dashboard', { precisaRodada: true }),
    item('Loja', '/', 'loja'),
    item('Rodadas', '/rodadas', 'rodadas', { contador: 'rodadas' }),
    item('Mapa de Stands', '/mapa-stands/{rodada}', 'mapa', { precisaRodada: true }),
    item('Clientes', '/clientes', 'clientes'),
    item('Pedidos', '/pedidos', 'pedidos'),
    item('Fornecedores', '/fornecedores', 'fornecedores'),
    item('Notificações', '/notificacoes', 'notificacoes', { contador: 'notificacoes' }),
    item('Remessas', '/remessas', 'remessas'),
    item('Comissões', '/comissoes', 'comissoes'),
    item('Relatórios', '/relatorios', 'relatorios'),
  ],
  administrador: [
    item('Dashboard', '/dashboard', 'dashboard', { precisaRodada: true }),
    item('Loja', '/', 'loja'),
    item('Notificações', '/notificacoes', 'notificacoes', { desativado: true }),
    item('Rodadas', '/rodadas', 'rodadas'),
    item('Mapa de Stands', '/mapa-stands/{rodada}', 'mapa', { precisaRodada: true }),
    item('Clientes', '/clientes', 'clientes'),
    item('Fornecedores', '/fornecedores', 'fornecedores'),
    item('Representantes', '/representantes', 'representantes'),
    item('Pedidos', '/pedidos', 'pedidos', { precisaRodada: true }),
    item('Relatórios', '/relatorios', 'relatorios', { precisaRodada: true }),
  ],
  cliente: [
    item('Loja', '/', 'loja'),
    item('Minhas Empresas', '/empresas', 'empresas'),
    // Not in spec 2 §2.2's customer menu, but /representantes is the customer's 'Minhas Representações'
    // (spec 2 §2): without an entry it would be reachable only by typing the address (ADR 006).
    item('Minhas Representações', '/representantes', 'representantes'),
    item('Meus Pedidos', '/pedidos', 'pedidos'),
    item('Notificações', '/notificacoes', 'notificacoes', { contador: 'notificacoes' }),
    item('Rodadas', '/rodadas', 'rodadas'),
    item('Ajuda', '/ajuda', 'ajuda', { desativado: true }),
  ],
  fornecedor: [
    item('Dashboard', '/dashboard', 'dashboard', { precisaRodada: true }),
    item('Clientes', '/clientes', 'clientes', { precisaRodada: true }),
    item('Relatórios', '/relatorios', 'relatorios', { precisaRodada: true }),
    item('Meus Produtos', '/', 'loja'),
    item('Produtos', '/produtos', 'produtos'),
    item('Pedidos', '/pedidos', 'pedidos'),
    item('Notificações', '/notificacoes', 'notificacoes', { contador: 'notificacoes' }),
    item('Financeiro', '/financeiro', 'financeiro', { desativado: true }),
    item('Rodadas', '/rodadas', 'rodadas'),
    item('Mapa de Stands', '/mapa-stands/{rodada}', 'mapa', { precisaRodada: true }),
    item('Impressões', '/impressoes', 'impressoes', { precisaPedidos: true, contador: 'impressoes' }),
    item('Ajuda', '/ajuda', 'ajuda'),
  ],
  master: [
    item('Rodadas', '/rodadas', 'rodadas'),
    item('Administradores', '/administradores', 'administradores'),
    item('Produtos', '/produtos', 'produtos'),
    item('Clientes', '/clientes', 'clientes'),
    item('Fornecedores', '/fornecedores', 'fornecedores'),
    item('Representantes', '/representantes', 'representantes'),
    item('Usuários', '/usuarios', 'usuarios'),
    item('Notificações', '/notificacoes', 'notificacoes', { contador: 'notificacoes' }),
    item('Banners', '/banners', 'banners'),
    item('Relatórios Master', '/relatorios-master', 'relatorios', { desativado: true }),
  ],
};

/** The menu a role sees now, with `{rodada}` filled in (spec 1 §2.2 conditions). */
export function itensDoMenu(
  tipo: Tipo,
  rodada: { id: number; permitir_pedidos: boolean } | null,
): (ItemMenu & { destino: string })[] {
  return MENUS[tipo]
    .filter((i) => (!i.precisaRodada || rodada) && (!i.precisaPedidos || rodada?.permitir_pedidos))
    .map((i) => ({ ...i, destino: i.caminho.replace('{rodada}', String(rodada?.id ?? '')) }));
}

/** Whether the menus offer the Chrome download: not for cliente and master (spec 1 §2.2). */
export function ofereceChrome(tipo: Tipo, userAgent: string): boolean {
  if (tipo === 'cliente' || tipo === 'master') return false;
  return !/Chrome\/|Chromium\/|Edg\//.test(userAgent);
}
