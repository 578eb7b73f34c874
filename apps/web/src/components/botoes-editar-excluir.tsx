import { Link as RouterLink } from 'react-router';
import { IconButton, Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';

/**
 * The Editar and Excluir icon buttons of a table row. `editar` is a route or a handler; a row that
 * cannot be deleted gets `bloqueio`, the reason shown in the disabled button's tooltip.
 */
export function BotoesEditarExcluir({
  rotuloEditar,
  rotuloExcluir,
  editar,
  aoExcluir,
  bloqueio,
}: {
  rotuloEditar: string;
  rotuloExcluir: string;
  editar: { para: string } | { aoClicar: () => void };
  aoExcluir: () => void;
  bloqueio?: string | null | undefined;
}) {
  return (
    <>
      <Tooltip title="Editar">
        {'para' in editar ? (
          <IconButton component={RouterLink} to={editar.para} aria-label={rotuloEditar}>
            <Edit />
          </IconButton>
        ) : (
          <IconButton aria-label={rotuloEditar} onClick={editar.aoClicar}>
            <Edit />
          </IconButton>
        )}
      </Tooltip>
      <Tooltip title={bloqueio ?? 'Excluir'}>
        {/* A disabled button fires no events: the span keeps the tooltip working. */}
        <span>
          <IconButton aria-label={rotuloExcluir} color="error" disabled={!!bloqueio} onClick={aoExcluir}>
            <Delete />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
