import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import type { UsuarioLogado } from '@rodada/contracts';
import { avisar } from '../../lib/avisos';
import { ilhaDisponivel, useEstadoLocal } from '../../lib/estado-local';
import { caminhoMinhaConta } from '../../lib/sessao';
import { motivoDoBloqueio } from '../guarda';
import { sair } from './use-sessao';

/**
 * The user menu (spec 1 §2.3): Minha Conta, Alterar Logo, Alterar Senha, Ilha de Impressão, Sair.
 * Loaded on demand by barra-superior.tsx (issue 13 §8).
 */
export default function MenuUsuario({ usuario }: { usuario: UsuarioLogado }) {
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
