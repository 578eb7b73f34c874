import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { representantes } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { useRepresentante } from '../api/representantes';
import { mensagemDeErro } from '../../../lib/formulario';
import { RepresentanteFormulario } from '../components/representante-formulario';
import { idDaRota } from '../../../lib/rota';

const { MSG_REPRESENTANTES: MSG } = representantes;

/**
 * /representantes/adicionar (administrador) and /representantes/:representante_id/editar
 * (administrador, master): 'Cadastro de Representante' (spec 2 §2, §5). The param means edit; a
 * representative that cannot be loaded shows 'Erro ao editar representante' and goes back to the
 * list (spec 2 §8).
 */
export default function RepresentanteFormPage() {
  const { representante_id } = useParams();
  const editando = representante_id !== undefined;
  const id = editando ? idDaRota(representante_id) : null;
  const navegar = useNavigate();
  const carregado = useRepresentante(id);

  const erroCarga = carregado.isError ? carregado.error : editando && id === null ? true : null;
  useEffect(() => {
    if (erroCarga && mensagemDeErro(erroCarga, MSG.erroEditar) !== null) {
      avisar(MSG.erroEditar, 'error');
      void navegar('/representantes', { replace: true });
    }
  }, [erroCarga, navegar]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Cadastro de Representante
      </Typography>
      {!editando ? (
        <RepresentanteFormulario representante={null} />
      ) : carregado.data ? (
        // Keyed by the representative, not by the load: a refetch (after a refused save, or on
        // focus) must not remount the form and lose what was typed and the server's field errors.
        <RepresentanteFormulario key={carregado.data.id} representante={carregado.data} />
      ) : (
        <LinearProgress aria-label="Carregando" />
      )}
    </Stack>
  );
}
