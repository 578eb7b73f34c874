/**
 * Routes that still show the temporary page (issue 3, item 8), with a role that may open them and
 * the title it shows. Each issue that builds a screen removes its route from here; the list must
 * end empty.
 */
export const TELAS_PROVISORIAS: {
  caminho: string;
  papel: 'master' | 'administrador' | 'fornecedor' | 'representante' | 'cliente';
  titulo: string;
}[] = [
  { caminho: '/relatorios', papel: 'representante', titulo: 'Relatórios' },
  { caminho: '/banners', papel: 'master', titulo: 'Banners' },
  { caminho: '/banners/adicionar', papel: 'master', titulo: 'Novo Banner' },
  { caminho: '/banners/1/editar', papel: 'master', titulo: 'Editar Banner' },
  { caminho: '/representantes/entregas', papel: 'representante', titulo: 'Entregas' },
  { caminho: '/entregas/adicionar', papel: 'representante', titulo: 'Nova Entrega' },
  { caminho: '/remessas', papel: 'representante', titulo: 'Remessas' },
  { caminho: '/remessas/adicionar', papel: 'representante', titulo: 'Cadastro de Remessa' },
  { caminho: '/remessas/1/editar', papel: 'representante', titulo: 'Cadastro de Remessa' },
  { caminho: '/comissoes', papel: 'representante', titulo: 'Comissões' },
  { caminho: '/comissoes/adicionar', papel: 'representante', titulo: 'Recebimento de Comissões' },
  { caminho: '/comissoes/1/editar', papel: 'representante', titulo: 'Recebimento de Comissões' },
  { caminho: '/faturamento', papel: 'representante', titulo: 'Faturamento' },
  { caminho: '/faturamento/1/gerar-promissorias', papel: 'representante', titulo: 'Gerar Promissórias' },
  { caminho: '/pedidos/adicionar', papel: 'fornecedor', titulo: 'Novo Pedido' },
  { caminho: '/pedidos/1/editar', papel: 'fornecedor', titulo: 'Editar Pedido' },
  { caminho: '/pedidos/1/copiar', papel: 'fornecedor', titulo: 'Copiar Pedido' },
  { caminho: '/dashboard', papel: 'fornecedor', titulo: 'Dashboard' },
  { caminho: '/showroom-rodada', papel: 'cliente', titulo: 'Showroom' },
  { caminho: '/impressoes', papel: 'fornecedor', titulo: 'Impressões' },
];
