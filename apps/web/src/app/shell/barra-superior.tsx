import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Chip,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { UsuarioLogado } from '@rodada/contracts';
import { filtrosAtivos, mostraCarrinho, useEstadoLocal } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { telaSobDemanda } from '../tela-sob-demanda';

/** Shop routes: the search box and the filter button live there (spec 1 §2.3). */
const ROTAS_LOJA = ['/', '/showroom-rodada'];
const naLojaEm = (caminho: string) => ROTAS_LOJA.includes(caminho) || caminho.startsWith('/shared/');

/** Whether the cart button shows (spec 1 §2.3); it lives in lib for the shop's cards too. */
export { mostraCarrinho };

/**
 * The logo. `compacto`: below 390 px only the mark (its link keeps its name), so a logged-in user's
 * bar (menu, search, filters, cart, sync, user) fits a 360 px phone without hiding the user menu.
 */
function Logo({ compacto = false }: { compacto?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Rodada, ir para a loja"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography
        variant="h6"
        component="span"
        sx={{
          fontWeight: 700,
          letterSpacing: 0.5,
          ...(compacto ? { '@media (max-width: 389.95px)': { display: 'none' } } : {}),
        }}
      >
        Rodada
      </Typography>
    </Box>
  );
}

/**
 * The user menu, loaded on demand (issue 13 §8): an anonymous visitor of / never loads its Menu,
 * Tooltip and Switch. Until it arrives the same button shows, disabled.
 */
const MenuUsuarioSobDemanda = telaSobDemanda(() => import('./menu-usuario'));
function MenuUsuario({ usuario }: { usuario: UsuarioLogado }) {
  return (
    <Suspense
      fallback={
        <IconButton color="inherit" aria-label="Menu do usuário" aria-haspopup="menu" disabled>
          <AccountCircleIcon />
        </IconButton>
      }
    >
      <MenuUsuarioSobDemanda usuario={usuario} />
    </Suspense>
  );
}

/** The selected round's chip (chip-rodada.tsx), loaded on demand (issue 13 §8). */
const ChipRodadaSobDemanda = telaSobDemanda(() => import('./chip-rodada'));

/** The sync indicator (indicador-sincronizacao.tsx, issue 15 §7), loaded on demand (issue 13 §8). */
const IndicadorSobDemanda = telaSobDemanda(() => import('./indicador-sincronizacao'));

/**
 * The shop's product search (busca-produtos.tsx), loaded on demand (issue 13 §8); until it arrives
 * an empty box of its size keeps the bar still.
 */
const BuscaSobDemanda = telaSobDemanda(() => import('./busca-produtos'));
function BuscaProdutos({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Suspense
      fallback={<Box sx={{ width: autoFocus ? 'auto' : 260, flex: autoFocus ? 1 : undefined, height: 40 }} />}
    >
      <BuscaSobDemanda {...(autoFocus ? { autoFocus } : {})} />
    </Suspense>
  );
}

/** The top bar (spec 1 §2.3). */
export function BarraSuperior() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const carrinho = useEstadoLocal((s) => s.carrinho);
  const filtro = useEstadoLocal((s) => s.filtro);
  const ui = useInterface();
  const { pathname } = useLocation();
  const naLoja = naLojaEm(pathname);
  const ativos = filtrosAtivos(filtro);
  const celular = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [buscaAberta, setBuscaAberta] = useState(false);

  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      {/* A phone's bar holds up to seven buttons: narrower gaps there. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {usuario && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir menu"
            onClick={() => ui.definirMenu(!ui.menuAberto)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Logo compacto={usuario !== null} />
        {import.meta.env.DEV && localStorage.getItem('devOff') === null && (
          <Chip label="Development" size="small" color="secondary" sx={{ ml: 1 }} />
        )}
        {rodada && (
          <Suspense fallback={null}>
            <ChipRodadaSobDemanda rodada={rodada} />
          </Suspense>
        )}
        <Box sx={{ flex: 1 }} />
        {naLoja && !celular && <BuscaProdutos />}
        {naLoja && celular && (
          <IconButton color="inherit" aria-label="Pesquisar produtos" onClick={() => setBuscaAberta(true)}>
            <SearchIcon />
          </IconButton>
        )}
        {naLoja && (
          <IconButton color="inherit" aria-label="Filtros" onClick={() => ui.definirFiltro(true)}>
            <Badge badgeContent={ativos} color="secondary">
              <FilterListIcon />
            </Badge>
          </IconButton>
        )}
        {mostraCarrinho(usuario, rodada, pathname) && (
          <IconButton color="inherit" aria-label="Carrinho" onClick={() => ui.definirCarrinho(true)}>
            <Badge badgeContent={carrinho.length} color="secondary">
              <ShoppingCartIcon />
            </Badge>
          </IconButton>
        )}
        {usuario && (
          <Suspense fallback={null}>
            <IndicadorSobDemanda />
          </Suspense>
        )}
        {usuario ? (
          <MenuUsuario usuario={usuario} />
        ) : (
          <Button color="inherit" variant="outlined" onClick={() => ui.abrirLogin()} sx={{ ml: 1 }}>
            Entrar
          </Button>
        )}
      </Toolbar>
      {/* On a phone the search opens over the bar, full width (issue 9 §8). */}
      {naLoja && celular && buscaAberta && (
        <Toolbar
          sx={{ position: 'absolute', inset: 0, gap: 1, bgcolor: 'primary.main' }}
          onKeyDown={(e) => e.key === 'Escape' && setBuscaAberta(false)}
        >
          <BuscaProdutos autoFocus />
          <IconButton color="inherit" aria-label="Fechar busca" onClick={() => setBuscaAberta(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      )}
    </AppBar>
  );
}
