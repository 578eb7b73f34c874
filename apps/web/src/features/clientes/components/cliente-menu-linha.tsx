import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import ToggleOn from '@mui/icons-material/ToggleOnOutlined';
import ToggleOff from '@mui/icons-material/ToggleOffOutlined';
import { clientes, pode, type Tipo } from '@rodada/contracts';
import { useImprimir } from '../../../components/botao-imprimir';

type Cliente = clientes.ClienteLista;

/** An action of the row menu that needs a confirmation. */
export interface AcaoCliente {
  tipo: 'ativar' | 'desativar' | 'excluir';
  cliente: Cliente;
}

/**
 * The row menu of /clientes (spec 2 §2, §6): Detalhes and Imprimir (the ficha) for everyone;
 * Editar for whoever edits customers; Ativar/Desativar for master, administrador and
 * representante; Excluir for the supplier only.
 */
export function ClienteMenuLinha({
  cliente: c,
  tipo,
  aoDetalhar,
  aoPedir,
}: {
  cliente: Cliente;
  tipo: Tipo | null;
  aoDetalhar: (c: Cliente) => void;
  aoPedir: (a: AcaoCliente) => void;
}) {
  const id = useId();
  const navegar = useNavigate();
  const { imprimindo, imprimir } = useImprimir();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const fechar = () => setAncora(null);
  const escolher = (fn: () => void) => () => {
    fechar();
    fn();
  };
  const edita = tipo !== null && pode(tipo, 'clientes.editar');
  const ativa = tipo !== null && pode(tipo, 'clientes.ativar');
  const exclui = tipo !== null && pode(tipo, 'clientes.excluir');

  return (
    <>
      <Tooltip title="Ações">
        <IconButton
          aria-label={`Ações de ${c.nome}`}
          aria-haspopup="menu"
          aria-expanded={ancora ? true : undefined}
          aria-controls={ancora ? id : undefined}
          onClick={(e) => setAncora(e.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu id={id} anchorEl={ancora} open={ancora !== null} onClose={fechar}>
        {edita && (
          <MenuItem onClick={escolher(() => void navegar(`/clientes/${c.id}/editar`))}>
            <ListItemIcon>
              <Edit fontSize="small" />
            </ListItemIcon>
            <ListItemText>Editar</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={escolher(() => aoDetalhar(c))}>
          <ListItemIcon>
            <Visibility fontSize="small" />
          </ListItemIcon>
          <ListItemText>Detalhes</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={imprimindo}
          onClick={escolher(
            () =>
              void imprimir(
                clientes.imprimirFichaCliente,
                { params: { id: c.id }, titulo: `Ficha de ${c.nome}` },
                clientes.MSG_CLIENTES.erroImprimir,
              ),
          )}
        >
          <ListItemIcon>
            <Print fontSize="small" />
          </ListItemIcon>
          <ListItemText>Imprimir</ListItemText>
        </MenuItem>
        {(ativa || exclui) && <Divider />}
        {ativa && (
          <MenuItem onClick={escolher(() => aoPedir({ tipo: c.ativo ? 'desativar' : 'ativar', cliente: c }))}>
            <ListItemIcon>
              {c.ativo ? <ToggleOff fontSize="small" /> : <ToggleOn fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{c.ativo ? 'Desativar' : 'Ativar'}</ListItemText>
          </MenuItem>
        )}
        {exclui && (
          <MenuItem
            onClick={escolher(() => aoPedir({ tipo: 'excluir', cliente: c }))}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon>
              <Delete fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>Excluir</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
