import { useId, useState, type ReactNode } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';

/** One entry of a row menu. */
export interface AcaoDaLinha {
  rotulo: string;
  icone: ReactNode;
  aoEscolher: () => void;
  /** A destructive action: shown in the error colour. */
  perigo?: boolean;
  /** A divider above the entry (between groups of actions). */
  divisor?: boolean;
  desativado?: boolean;
}

/**
 * The row menu of the list screens (spec 2 §2 "row menu"): a '⋮' button named 'Ações de <row>'
 * that opens the row's actions; choosing one closes the menu first, so a dialog opened by it gets
 * the focus. Build `acoes` with the role's entries only.
 *
 *   <MenuDaLinha nome={r.nome} acoes={[{ rotulo: 'Detalhes', icone: <Info />, aoEscolher: abrir }]} />
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
        {/* Flat children: MUI's Menu does not accept Fragments. */}
        {acoes.flatMap((a) => [
          ...(a.divisor ? [<Divider key={`${a.rotulo}-divisor`} />] : []),
          <MenuItem
            key={a.rotulo}
            disabled={a.desativado ?? false}
            onClick={() => {
              setAncora(null);
              a.aoEscolher();
            }}
            sx={a.perigo ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={a.perigo ? { color: 'error.main' } : undefined}>{a.icone}</ListItemIcon>
            <ListItemText>{a.rotulo}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
