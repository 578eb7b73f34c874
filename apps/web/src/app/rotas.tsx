import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, type RouteObject } from 'react-router';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { ROTAS_WEB, type RotaWeb } from '@rodada/contracts/leve';
import { useEstadoLocal } from '../lib/estado-local';
import { temCookieDeSessao } from '../lib/sessao';
import { decidirAcesso } from './guarda';
import { LimiteDeErro } from './limite-de-erro';
import { telaSobDemanda } from './tela-sob-demanda';
import { TITULOS } from './titulos';

const TelaProvisoria = telaSobDemanda(() => import('./tela-provisoria'));
// Out of the first load of / (issue 13 §8): only a screen that needs a round shows it.
const AvisoSemRodada = telaSobDemanda(async () => {
  const { AvisoSemRodada: Aviso } = await import('../components/aviso-sem-rodada');
  return { default: () => <Aviso /> };
});

/** Screens already built; every other route of the table shows the temporary page. */
const PAGINAS: Record<string, ComponentType> = {
  // The storefront and its shared product (spec 1 §2.5, spec 3 §2; issue 13 §1).
  '/': telaSobDemanda(() => import('../features/loja/pages/loja-page')),
  '/shared/:produto': telaSobDemanda(() => import('../features/loja/pages/loja-page')),
  '/fornecedores': telaSobDemanda(() => import('../features/fornecedores/pages/fornecedores-page')),
  '/fornecedores/adicionar': telaSobDemanda(
    () => import('../features/fornecedores/pages/fornecedor-form-page'),
  ),
  '/fornecedores/:fornecedor_id/editar': telaSobDemanda(
    () => import('../features/fornecedores/pages/fornecedor-form-page'),
  ),
  '/clientes': telaSobDemanda(() => import('../features/clientes/pages/clientes-page')),
  '/clientes/adicionar': telaSobDemanda(() => import('../features/clientes/pages/cliente-form-page')),
  '/clientes/:cliente_id/editar': telaSobDemanda(
    () => import('../features/clientes/pages/cliente-form-page'),
  ),
  '/rodadas/:rodada_id/stands': telaSobDemanda(() => import('../features/stands/pages/stands-page')),
  '/rodadas/:rodada_id/stands/adicionar': telaSobDemanda(
    () => import('../features/stands/pages/stand-form-page'),
  ),
  '/rodadas/:rodada_id/stands/:stand_id/editar': telaSobDemanda(
    () => import('../features/stands/pages/stand-form-page'),
  ),
  '/produtos/:id/galeria': telaSobDemanda(() => import('../features/produtos/pages/galeria-page')),
  '/mapa-stands/:rodada': telaSobDemanda(() => import('../features/mapa/pages/mapa-stands-page')),
  '/ajuda': telaSobDemanda(() => import('../features/ajuda/pages/ajuda-page')),
  '/alterar-senha': telaSobDemanda(() => import('../features/conta/pages/alterar-senha-page')),
  '/usuarios': telaSobDemanda(() => import('../features/usuarios/pages/usuarios-page')),
  '/checkout': telaSobDemanda(() => import('../features/checkout/pages/checkout-page')),
  '/empresas': telaSobDemanda(() => import('../features/empresas/pages/empresas-page')),
  '/empresas/cadastrar': telaSobDemanda(() => import('../features/empresas/pages/empresa-cadastrar-page')),
  '/empresas/:id/editar': telaSobDemanda(() => import('../features/empresas/pages/empresa-editar-page')),
  '/cliente/minha-conta': telaSobDemanda(() => import('../features/conta/pages/cliente-minha-conta-page')),
  '/administrador/minha-conta': telaSobDemanda(
    () => import('../features/conta/pages/administrador-minha-conta-page'),
  ),
  '/fornecedor/minha-conta': telaSobDemanda(
    () => import('../features/conta/pages/fornecedor-minha-conta-page'),
  ),
  '/representante/minha-conta': telaSobDemanda(
    () => import('../features/conta/pages/representante-minha-conta-page'),
  ),
  '/alterar-logo': telaSobDemanda(() => import('../features/conta/pages/alterar-logo-page')),
  '/administradores': telaSobDemanda(() => import('../features/administradores/pages/administradores-page')),
  '/administradores/adicionar': telaSobDemanda(
    () => import('../features/administradores/pages/administrador-form-page'),
  ),
  '/administradores/:administrador_id/editar': telaSobDemanda(
    () => import('../features/administradores/pages/administrador-form-page'),
  ),
  '/rodadas': telaSobDemanda(() => import('../features/rodadas/pages/rodadas-page')),
  '/rodadas/adicionar': telaSobDemanda(() => import('../features/rodadas/pages/rodada-form-page')),
  '/rodadas/:id/editar': telaSobDemanda(() => import('../features/rodadas/pages/rodada-form-page')),
  '/representantes': telaSobDemanda(() => import('../features/representantes/pages/representantes-page')),
  '/representantes/adicionar': telaSobDemanda(
    () => import('../features/representantes/pages/representante-form-page'),
  ),
  '/representantes/:representante_id/editar': telaSobDemanda(
    () => import('../features/representantes/pages/representante-form-page'),
  ),
  '/rodadas/:rodada_id/fornecedores': telaSobDemanda(
    () => import('../features/participantes/pages/fornecedores-rodada-page'),
  ),
  '/rodadas/:rodada_id/clientes': telaSobDemanda(
    () => import('../features/participantes/pages/clientes-rodada-page'),
  ),
  '/rodadas/:rodada_id/representantes': telaSobDemanda(
    () => import('../features/participantes/pages/representantes-rodada-page'),
  ),
  '/notificacoes': telaSobDemanda(() => import('../features/notificacoes/pages/notificacoes-page')),
  '/produtos/adicionar': telaSobDemanda(() => import('../features/produtos/pages/produto-form-page')),
  '/produtos/:id/editar': telaSobDemanda(() => import('../features/produtos/pages/produto-form-page')),
  '/produtos': telaSobDemanda(() => import('../features/produtos/pages/produtos-page')),
  '/banners': telaSobDemanda(() => import('../features/banners/pages/banners-page')),
  '/banners/adicionar': telaSobDemanda(() => import('../features/banners/pages/banner-form-page')),
  '/banners/:banner_id/editar': telaSobDemanda(() => import('../features/banners/pages/banner-form-page')),
  // The order form; its mode comes from the route (spec 3 §2 "Order form", §4).
  '/pedidos/adicionar': telaSobDemanda(async () => ({
    default: (await import('../features/pedidos/formulario/pedido-form-page')).NovoPedidoPage,
  })),
  '/pedidos/:id/editar': telaSobDemanda(async () => ({
    default: (await import('../features/pedidos/formulario/pedido-form-page')).EditarPedidoPage,
  })),
  '/pedidos/:id/copiar': telaSobDemanda(async () => ({
    default: (await import('../features/pedidos/formulario/pedido-form-page')).CopiarPedidoPage,
  })),
  '/pedidos': telaSobDemanda(() => import('../features/pedidos/lista/pedidos-page')),
};

/** The last path the user was allowed on: where a forbidden route sends them back (spec 1 §2.1). */
let ultimoCaminhoPermitido: string | null = null;

/** Applies the guards of spec 1 §2.1 around one route's screen. */
function Guarda({ rota }: { rota: RotaWeb }) {
  const usuario = useEstadoLocal((s) => s.usuario);
  const temRodada = useEstadoLocal((s) => s.rodada !== null);
  const local = useLocation();
  const navegar = useNavigate();
  const decisao = decidirAcesso({
    rota,
    caminho: local.pathname,
    usuario,
    temCookie: temCookieDeSessao(),
    temRodada,
  });
  const voltou = useRef(false);

  useEffect(() => {
    if (decisao.tipo === 'entrar' || decisao.tipo === 'precisaRodada') {
      ultimoCaminhoPermitido = local.pathname + local.search;
      // A supplier's shop is its own products, 'Meus Produtos' (spec 1 §2.2, §2.5); a customer's
      // orders are 'Meus Pedidos' (its menu item).
      const titulo =
        rota.path === '/' && usuario?.tipo === 'fornecedor'
          ? 'Meus Produtos'
          : rota.path === '/pedidos' && usuario?.tipo === 'cliente'
            ? 'Meus Pedidos'
            : TITULOS[rota.path];
      document.title = titulo ? `${titulo} · Rodada` : 'Rodada';
    } else if (decisao.tipo === 'voltar' && !voltou.current) {
      voltou.current = true;
      void navegar(ultimoCaminhoPermitido ?? '/', { replace: true });
    }
  }, [decisao.tipo, local.pathname, local.search, navegar, rota.path, usuario?.tipo]);

  if (decisao.tipo === 'redirecionar') return <Navigate to={decisao.para} replace />;
  if (decisao.tipo === 'voltar') return null;
  if (decisao.tipo === 'precisaRodada') {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h4" component="h1">
          {TITULOS[rota.path] ?? 'Rodada'}
        </Typography>
        <Suspense fallback={null}>
          <AvisoSemRodada />
        </Suspense>
      </Stack>
    );
  }
  const Pagina = PAGINAS[rota.path];
  return (
    <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
      {Pagina ? <Pagina /> : <TelaProvisoria titulo={TITULOS[rota.path] ?? 'Rodada'} />}
    </Suspense>
  );
}

/**
 * Every route of the table, each lazily loaded and guarded, with the Portuguese error screen inside
 * the shell (ADR 010); unknown paths go to / (spec 1 §2.1).
 */
export const rotasFilhas: RouteObject[] = [
  ...ROTAS_WEB.map((rota) => ({
    path: rota.path,
    element: (
      <LimiteDeErro>
        <Guarda rota={rota} />
      </LimiteDeErro>
    ),
  })),
  { path: '*', element: <Navigate to="/" replace /> },
];
