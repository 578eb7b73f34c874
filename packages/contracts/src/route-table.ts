import type { Tipo } from './roles.js';

/**
 * The web route table of spec 1 §2.1, as data: one source of truth for the web guards and menus
 * and for the server's role checks. `public` routes need no login.
 */
export interface RotaWeb {
  path: string;
  roles: readonly Tipo[] | 'public';
  /** Needs a chosen round (spec 1 §2.1: the dashboard). */
  precisaRodada?: boolean;
}

const todos: readonly Tipo[] = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'];

export const ROTAS_WEB: readonly RotaWeb[] = [
  { path: '/', roles: 'public' },
  { path: '/shared/:produto', roles: 'public' },
  { path: '/mapa-stands/:rodada', roles: 'public' },
  { path: '/relatorios', roles: ['administrador', 'fornecedor', 'representante'] },
  { path: '/checkout', roles: ['cliente', 'representante', 'fornecedor'] },
  { path: '/alterar-senha', roles: todos },
  { path: '/alterar-logo', roles: ['fornecedor'] },
  { path: '/notificacoes', roles: todos },
  { path: '/banners', roles: ['master'] },
  { path: '/banners/adicionar', roles: ['master'] },
  { path: '/banners/:banner_id/editar', roles: ['master'] },
  { path: '/clientes', roles: todos },
  { path: '/clientes/adicionar', roles: ['administrador', 'representante', 'fornecedor'] },
  { path: '/clientes/:cliente_id/editar', roles: ['administrador', 'representante', 'master', 'fornecedor'] },
  { path: '/fornecedores', roles: ['representante', 'administrador', 'master'] },
  { path: '/fornecedores/adicionar', roles: ['representante', 'administrador'] },
  { path: '/fornecedores/:fornecedor_id/editar', roles: ['representante', 'administrador', 'master'] },
  { path: '/representantes/entregas', roles: ['representante'] },
  { path: '/entregas/adicionar', roles: ['representante'] },
  { path: '/administradores', roles: ['master'] },
  { path: '/administradores/adicionar', roles: ['master'] },
  { path: '/administradores/:administrador_id/editar', roles: ['master'] },
  { path: '/administrador/minha-conta', roles: ['administrador'] },
  { path: '/rodadas', roles: todos },
  { path: '/rodadas/adicionar', roles: ['master'] },
  { path: '/rodadas/:id/editar', roles: ['master', 'administrador'] },
  { path: '/rodadas/:rodada_id/stands', roles: ['administrador', 'master'] },
  { path: '/rodadas/:rodada_id/stands/adicionar', roles: ['administrador', 'master'] },
  { path: '/rodadas/:rodada_id/stands/:stand_id/editar', roles: ['administrador', 'master'] },
  { path: '/rodadas/:rodada_id/fornecedores', roles: ['administrador', 'representante', 'master'] },
  { path: '/rodadas/:rodada_id/clientes', roles: ['administrador', 'representante', 'master'] },
  { path: '/rodadas/:rodada_id/representantes', roles: ['administrador', 'representante', 'master'] },
  { path: '/fornecedor/minha-conta', roles: ['fornecedor'] },
  { path: '/empresas', roles: ['cliente'] },
  { path: '/empresas/cadastrar', roles: ['cliente'] },
  { path: '/empresas/:id/editar', roles: ['cliente'] },
  { path: '/representantes', roles: ['cliente', 'administrador', 'master'] },
  { path: '/representantes/adicionar', roles: ['administrador'] },
  { path: '/representantes/:representante_id/editar', roles: ['administrador', 'master'] },
  { path: '/cliente/minha-conta', roles: ['cliente'] },
  { path: '/representante/minha-conta', roles: ['representante'] },
  { path: '/remessas', roles: ['representante'] },
  { path: '/remessas/adicionar', roles: ['representante'] },
  { path: '/remessas/:id/editar', roles: ['representante'] },
  { path: '/comissoes', roles: ['representante'] },
  { path: '/comissoes/adicionar', roles: ['representante'] },
  { path: '/comissoes/:id/editar', roles: ['representante'] },
  { path: '/faturamento', roles: ['representante'] },
  { path: '/faturamento/:id/gerar-promissorias', roles: ['representante'] },
  { path: '/produtos', roles: ['fornecedor', 'master'] },
  { path: '/produtos/adicionar', roles: ['fornecedor', 'master'] },
  { path: '/produtos/:id/editar', roles: ['fornecedor', 'master'] },
  { path: '/produtos/:id/galeria', roles: ['fornecedor', 'master'] },
  { path: '/pedidos', roles: ['fornecedor', 'representante', 'cliente', 'administrador'] },
  { path: '/pedidos/adicionar', roles: ['fornecedor'] },
  { path: '/pedidos/:id/editar', roles: ['fornecedor', 'representante'] },
  { path: '/pedidos/:id/copiar', roles: ['fornecedor'] },
  { path: '/ajuda', roles: ['fornecedor'] },
  {
    path: '/dashboard',
    roles: ['administrador', 'fornecedor', 'representante', 'master'],
    precisaRodada: true,
  },
  { path: '/showroom-rodada', roles: ['cliente'] },
  { path: '/usuarios', roles: ['master'] },
  { path: '/impressoes', roles: ['fornecedor'] },
];

/** Whether `tipo` may open the web route `path` (a pattern of ROTAS_WEB). */
export function podeAbrirRota(rota: RotaWeb, tipo: Tipo | null): boolean {
  if (rota.roles === 'public') return true;
  return tipo !== null && rota.roles.includes(tipo);
}
