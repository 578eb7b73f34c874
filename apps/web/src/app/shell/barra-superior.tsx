import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  TextField,
  Toolbar,
  Tooltip,
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
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import EventIcon from '@mui/icons-material/EventOutlined';
import type { UsuarioLogado } from '@rodada/contracts';
import { avisar } from '../../lib/avisos';
import { filtrosAtivos, ilhaDisponivel, mostraCarrinho, useEstadoLocal } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { caminhoMinhaConta } from '../../lib/sessao';
import { motivoDoBloqueio } from '../guarda';
import { sair } from './use-sessao';

/** Shop routes: the search box and the filter button live there (spec 1 §2.3). */
const ROTAS_LOJA = ['/', '/showroom-rodada'];
const naLojaEm = (caminho: string) => ROTAS_LOJA.includes(caminho) || caminho.startsWith('/shared/');

/** Whether the cart button shows (spec 1 §2.3); it lives in lib for the shop's cards too. */
export { mostraCarrinho };

function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Rodada, ir para a loja"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
        Rodada
      </Typography>
    </Box>
  );
}

/** The user menu (spec 1 §2.3): Minha Conta, Alterar Logo, Alterar Senha, Ilha de Impressão, Sair. */
function MenuUsuario({ usuario }: { usuario: UsuarioLogado }) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const remota = useEstadoLocal((s) => s.impressaoRemota);
  const definirRemota = useEstadoLocal((s) => s.definirImpressaoRemota);
  // spec 1 §4: the island exists only while the selected round is happening.
  const ilha = ilhaDisponivel(useEstadoLocal((s) => s.rodada));
  const idMotivoIlha = useId();
  const navegar = useNavigate();
  const conta = caminhoMinhaConta(usuario.tipo);
  const ir = (caminho: string) => {
    setAncora(null);
    // A held user (temporary password, account to complete) is told why, not ignored.
    const motivo = motivoDoBloqueio(usuario, caminho);
    if (motivo) avisar(motivo, 'error');
    else void navegar(caminho);
  };
  return (
    <>
      <Tooltip title={usuario.nome}>
        <IconButton
          color="inherit"
          aria-label="Menu do usuário"
          aria-haspopup="menu"
          onClick={(e) => setAncora(e.currentTarget)}
        >
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{usuario.nome}</Typography>
          <Typography variant="body2" color="text.secondary">
            {usuario.email}
          </Typography>
        </Box>
        <Divider />
        {conta && (
          <MenuItem onClick={() => ir(conta)}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            Minha Conta
          </MenuItem>
        )}
        {usuario.tipo === 'fornecedor' && (
          <MenuItem onClick={() => ir('/alterar-logo')}>
            <ListItemIcon>
              <ImageIcon fontSize="small" />
            </ListItemIcon>
            Alterar Logo
          </MenuItem>
        )}
        <MenuItem onClick={() => ir('/alterar-senha')}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          Alterar Senha
        </MenuItem>
        <MenuItem
          onClick={() => definirRemota(!remota)}
          role="menuitemcheckbox"
          aria-checked={remota && ilha}
          aria-label="Ilha de Impressão"
          aria-describedby={ilha ? undefined : idMotivoIlha}
          disabled={!ilha}
        >
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary="Ilha de Impressão"
            // Why the switch is off and cannot be turned on.
            secondary={ilha ? undefined : 'Só durante a rodada selecionada'}
            slotProps={{ secondary: { id: idMotivoIlha } }}
          />
          <Switch edge="end" checked={remota && ilha} tabIndex={-1} aria-hidden sx={{ ml: 1 }} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAncora(null);
            void sair().then(() => navegar('/'));
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The shop's product search (spec 1 §2.3): in the bar from a tablet up; on a phone, where the bar
 * has no room for it, behind an icon that opens it over the whole bar.
 */
function BuscaProdutos({ autoFocus }: { autoFocus?: boolean }) {
  const termo = useEstadoLocal((s) => s.filtro.termoPesquisa);
  const definirFiltro = useEstadoLocal((s) => s.definirFiltro);
  return (
    <TextField
      size="small"
      type="search"
      placeholder="Pesquisar produtos"
      autoFocus={autoFocus}
      value={termo}
      // spec 1 §5: the search term has leading spaces trimmed.
      onChange={(e) => definirFiltro({ termoPesquisa: e.target.value.trimStart() })}
      slotProps={{
        htmlInput: { 'aria-label': 'Pesquisar produtos' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        width: autoFocus ? 'auto' : 260,
        flex: autoFocus ? 1 : undefined,
        bgcolor: 'background.paper',
        borderRadius: 1,
      }}
    />
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
      <Toolbar sx={{ gap: 1 }}>
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
        <Logo />
        {import.meta.env.DEV && localStorage.getItem('devOff') === null && (
          <Chip label="Development" size="small" color="secondary" sx={{ ml: 1 }} />
        )}
        {rodada && (
          <Chip
            icon={<EventIcon />}
            label={rodada.permitir_pedidos ? rodada.nome : `${rodada.nome} · Apenas consulta`}
            component={RouterLink}
            to="/rodadas"
            clickable
            sx={{
              ml: 1,
              maxWidth: 280,
              display: { xs: 'none', sm: 'inline-flex' },
              bgcolor: 'rgba(255,255,255,0.16)',
              color: 'inherit',
              '& .MuiChip-icon': { color: 'inherit' },
            }}
          />
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
