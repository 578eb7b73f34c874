import { useId, useState, type ReactNode } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';

/** One entry of a row menu. */
export interface AcaoDaLinha {
  rotulo: string;
  icone: ReactNode;
  aoEscolher: () => void;
  perigo?: boolean;
}

/**
 * The row menu of the representatives list (spec 2 §2 "row menu"): a '⋮' button named after the
 * row that opens its actions; choosing one closes the menu first, so a dialog opened by it gets
 * the focus.
 */
export function MenuDaLinha({ nome, acoes }: { nome: string; acoes: readonly AcaoDaLinha[] }) {
  const id = useId();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Ações">
        <IconButton
          aria-label={`Ações de ${nome}`}
          aria-haspopup="menu"
          aria-controls={ancora ? id : undefined}
          aria-expanded={ancora ? true : undefined}
          onClick={(e) => setAncora(e.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu
        id={id}
        anchorEl={ancora}
        open={ancora !== null}
        onClose={() => setAncora(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {acoes.map((a) => (
          <MenuItem
            key={a.rotulo}
            onClick={() => {
              setAncora(null);
              a.aoEscolher();
            }}
            sx={a.perigo ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={a.perigo ? { color: 'error.main' } : undefined}>{a.icone}</ListItemIcon>
            <ListItemText>{a.rotulo}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
