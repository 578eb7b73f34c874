import { NavLink } from 'react-router';
import {
  Badge,
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckroomIcon from '@mui/icons-material/CheckroomOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { avisar } from '../../lib/avisos';
import { useEstadoLocal } from '../../lib/estado-local';
import { motivoDoBloqueio } from '../guarda';
import { useInterface } from '../../lib/interface';
import { itensDoMenu, ofereceChrome, type Contador, type Icone } from '../menus';

export const LARGURA_MENU = 248;

const ICONES: Record<Icone, SvgIconComponent> = {
  dashboard: DashboardIcon,
  loja: StorefrontIcon,
  rodadas: EventIcon,
  mapa: MapIcon,
  clientes: PeopleIcon,
  pedidos: ReceiptIcon,
  fornecedores: FactoryIcon,
  notificacoes: NotificationsIcon,
  remessas: LocalShippingIcon,
  comissoes: PaymentsIcon,
  relatorios: AssessmentIcon,
  ajuda: HelpIcon,
  representantes: BadgeIcon,
  empresas: BusinessIcon,
  produtos: CheckroomIcon,
  financeiro: AccountBalanceIcon,
  impressoes: PrintIcon,
  administradores: AdminIcon,
  usuarios: ManageAccountsIcon,
  banners: ViewCarouselIcon,
};

/** The role's menu (spec 1 §2.2): permanent from tablet landscape up, a drawer below. */
export function MenuLateral({ contadores }: { contadores: Partial<Record<Contador, number>> }) {
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const aberto = useInterface((s) => s.menuAberto);
  const definirMenu = useInterface((s) => s.definirMenu);
  const tema = useTheme();
  const fixo = useMediaQuery(tema.breakpoints.up('md'));
  if (!usuario) return null;

  const itens = itensDoMenu(usuario.tipo, rodada);
  const conteudo = (
    <Box component="nav" aria-label="Menu principal">
      <Toolbar />
      <List>
        {itens.map((i) => {
          const Icone = ICONES[i.icone];
          const n = i.contador ? contadores[i.contador] : undefined;
          return (
            <ListItem key={i.rotulo} disablePadding>
              <ListItemButton
                component={NavLink}
                to={i.destino}
                end={i.destino === '/'}
                disabled={i.desativado}
                aria-disabled={i.desativado}
                onClick={(e) => {
                  // A held user (temporary password, account to complete) is told why, not ignored.
                  const motivo = motivoDoBloqueio(usuario, i.destino);
                  if (motivo) {
                    e.preventDefault();
                    avisar(motivo, 'error');
                  }
                  if (!fixo) definirMenu(false);
                }}
                sx={{ minHeight: 48, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemIcon>
                  <Badge badgeContent={n} color="secondary" max={99}>
                    <Icone />
                  </Badge>
                </ListItemIcon>
                <ListItemText primary={i.rotulo} />
              </ListItemButton>
            </ListItem>
          );
        })}
        {ofereceChrome(usuario.tipo, navigator.userAgent) && (
          <ListItem disablePadding>
            <ListItemButton
              component="a"
              href="https://www.google.com/chrome/"
              target="_blank"
              rel="noopener"
            >
              <ListItemIcon>
                <DownloadIcon />
              </ListItemIcon>
              <ListItemText primary="Baixar o Google Chrome" secondary="Recomendado para a Rodada" />
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </Box>
  );

  return (
    <Drawer
      variant={fixo ? 'permanent' : 'temporary'}
      open={fixo || aberto}
      onClose={() => definirMenu(false)}
      sx={{
        width: LARGURA_MENU,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: LARGURA_MENU, boxSizing: 'border-box' },
      }}
    >
      {conteudo}
    </Drawer>
  );
}
