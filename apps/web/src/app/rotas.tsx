import { Suspense, lazy, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useNavigate, type RouteObject } from 'react-router';
import { LinearProgress } from '@mui/material';
import { ROTAS_WEB, type RotaWeb } from '@rodada/contracts';
import { useEstadoLocal } from '../lib/estado-local';
import { temCookieDeSessao } from '../lib/sessao';
import { decidirAcesso } from './guarda';
import { TITULOS } from './titulos';

const TelaProvisoria = lazy(() => import('./tela-provisoria'));

/** Screens already built; every other route of the table shows the temporary page. */
const PAGINAS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/fornecedores': lazy(() => import('../features/fornecedores/pages/fornecedores-page')),
  '/fornecedores/adicionar': lazy(() => import('../features/fornecedores/pages/fornecedor-form-page')),
  '/fornecedores/:fornecedor_id/editar': lazy(
    () => import('../features/fornecedores/pages/fornecedor-form-page'),
  ),
  '/clientes': lazy(() => import('../features/clientes/pages/clientes-page')),
  '/clientes/adicionar': lazy(() => import('../features/clientes/pages/cliente-form-page')),
  '/clientes/:cliente_id/editar': lazy(() => import('../features/clientes/pages/cliente-form-page')),
  '/ajuda': lazy(() => import('../features/ajuda/pages/ajuda-page')),
  '/alterar-senha': lazy(() => import('../features/conta/pages/alterar-senha-page')),
  '/usuarios': lazy(() => import('../features/usuarios/pages/usuarios-page')),
  '/empresas': lazy(() => import('../features/empresas/pages/empresas-page')),
  '/empresas/cadastrar': lazy(() => import('../features/empresas/pages/empresa-cadastrar-page')),
  '/empresas/:id/editar': lazy(() => import('../features/empresas/pages/empresa-editar-page')),
  '/cliente/minha-conta': lazy(() => import('../features/conta/pages/cliente-minha-conta-page')),
  '/administrador/minha-conta': lazy(() => import('../features/conta/pages/administrador-minha-conta-page')),
  '/fornecedor/minha-conta': lazy(() => import('../features/conta/pages/fornecedor-minha-conta-page')),
  '/representante/minha-conta': lazy(() => import('../features/conta/pages/representante-minha-conta-page')),
  '/alterar-logo': lazy(() => import('../features/conta/pages/alterar-logo-page')),
  '/administradores': lazy(() => import('../features/administradores/pages/administradores-page')),
  '/administradores/adicionar': lazy(
    () => import('../features/administradores/pages/administrador-form-page'),
  ),
  '/administradores/:administrador_id/editar': lazy(
    () => import('../features/administradores/pages/administrador-form-page'),
  ),
  '/representantes': lazy(() => import('../features/representantes/pages/representantes-page')),
  '/representantes/adicionar': lazy(() => import('../features/representantes/pages/representante-form-page')),
  '/representantes/:representante_id/editar': lazy(
    () => import('../features/representantes/pages/representante-form-page'),
  ),
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
    if (decisao.tipo === 'entrar') {
      ultimoCaminhoPermitido = local.pathname + local.search;
      const titulo = TITULOS[rota.path];
      document.title = titulo ? `${titulo} · Rodada` : 'Rodada';
    } else if (decisao.tipo === 'voltar' && !voltou.current) {
      voltou.current = true;
      void navegar(ultimoCaminhoPermitido ?? '/', { replace: true });
    }
  }, [decisao.tipo, local.pathname, local.search, navegar, rota.path]);

  if (decisao.tipo === 'redirecionar') return <Navigate to={decisao.para} replace />;
  if (decisao.tipo === 'voltar') return null;
  const Pagina = PAGINAS[rota.path];
  return (
    <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
      {Pagina ? <Pagina /> : <TelaProvisoria titulo={TITULOS[rota.path] ?? 'Rodada'} />}
    </Suspense>
  );
}

/** Every route of the table, each lazily loaded and guarded; unknown paths go to / (spec 1 §2.1). */
export const rotasFilhas: RouteObject[] = [
  ...ROTAS_WEB.map((rota) => ({
    path: rota.path,
    element: <Guarda rota={rota} />,
  })),
  { path: '*', element: <Navigate to="/" replace /> },
];
