import type { Tipo } from './roles.js';

/**
 * Role rules of spec 3 §6 and spec 2 §6 as data: which roles may perform each action. The server
 * answers 403 for a role outside the list (each endpoint names its capability or its roles); the web
 * uses the same map for menus and buttons. Object ownership is checked separately by the policies
 * in @rodada/domain.
 */
export const CAPACIDADES = {
  'rodadas.listar': ['master', 'administrador', 'fornecedor', 'representante', 'cliente'],
  'rodadas.criar': ['master'],
  'rodadas.editar': ['master', 'administrador'],
  'rodadas.stands': ['administrador'],
  'rodadas.mapa.editar': ['administrador'],
  'rodadas.participantes.ver': ['master', 'administrador', 'representante'],
  'rodadas.participantes.editar': ['master', 'administrador'],
  'empresas.gerir': ['cliente'],
  'produtos.gerir': ['fornecedor', 'master'],
  'produtos.homologar': ['master'],
  'produtos.excluir': ['fornecedor', 'master'],
  'pedidos.listar': ['fornecedor', 'representante', 'cliente', 'administrador'],
  'pedidos.criar': ['fornecedor'],
  'pedidos.copiar': ['fornecedor'],
  'pedidos.editar': ['fornecedor', 'representante'],
  'pedidos.cancelar': ['fornecedor', 'representante', 'cliente'],
  'pedidos.entregar': ['representante'],
  'relatorios.ver': ['administrador', 'fornecedor', 'representante'],
  'checkout.finalizar': ['cliente', 'representante', 'fornecedor'],
  'banners.gerir': ['master'],
  'dashboard.ver': ['administrador', 'fornecedor', 'representante', 'master'],
  'clientes.listar': ['master', 'administrador', 'fornecedor', 'representante', 'cliente'],
  'clientes.adicionar': ['administrador', 'representante', 'fornecedor'],
  'clientes.editar': ['master', 'administrador', 'representante', 'fornecedor'],
  'clientes.excluir': ['fornecedor'],
  'clientes.ativar': ['master', 'administrador', 'representante'],
  'fornecedores.listar': ['representante', 'administrador', 'master'],
  'fornecedores.adicionar': ['representante', 'administrador'],
  'fornecedores.editar': ['representante', 'administrador', 'master'],
  'fornecedores.avaliar': ['representante'],
  'fornecedores.gerir': ['administrador', 'master'],
  'representantes.listar': ['cliente', 'administrador', 'master'],
  'representantes.adicionar': ['administrador'],
  'representantes.editar': ['administrador', 'master'],
  'administradores.gerir': ['master'],
  'logistica.gerir': ['representante'],
  'usuarios.gerir': ['master'],
  'impressoes.fila': ['fornecedor'],
  'senha.alterar': ['master', 'administrador', 'fornecedor', 'representante', 'cliente'],
  'logo.alterar': ['fornecedor'],
  'notificacoes.ver': ['master', 'administrador', 'fornecedor', 'representante', 'cliente'],
  'sala-virtual.entrar': ['cliente', 'representante', 'fornecedor'],
} as const satisfies Record<string, readonly Tipo[]>;

export type Capacidade = keyof typeof CAPACIDADES;

/** Whether a role holds a capability. */
export function pode(tipo: Tipo, capacidade: Capacidade): boolean {
  return (CAPACIDADES[capacidade] as readonly Tipo[]).includes(tipo);
}
