import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { rodadas } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useRodada } from '../api/rodadas';
import { RodadaFormulario } from '../components/rodada-formulario';

const { MSG_RODADAS: MSG } = rodadas;

/**
 * /rodadas/adicionar (master) and /rodadas/:id/editar (master, administrador): 'Cadastro de Rodada'
 * (spec 3 §2). The param means edit; a round that cannot be loaded (not found, not the caller's,
 * no connection) says why ('Erro ao buscar rodada' for a server error) and goes back to /rodadas.
 */
export default function RodadaFormPage() {
  const { id: param } = useParams();
  const editando = param !== undefined;
  const id = editando ? idDaRota(param) : null;
  const navegar = useNavigate();
  const carregada = useRodada(id);

  const erroCarga = carregada.isError ? carregada.error : editando && id === null ? true : null;
  useEffect(() => {
    if (!erroCarga) return;
    const msg = mensagemDeErro(erroCarga, MSG.erroBuscarRodada);
    if (msg === null) return;
    avisar(msg, 'error');
    void navegar('/rodadas', { replace: true });
  }, [erroCarga, navegar]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Cadastro de Rodada
      </Typography>
      {!editando ? (
        <RodadaFormulario rodada={null} />
      ) : carregada.data ? (
        // Keyed by the round, not by the load: a refetch must not remount the form and lose the input.
        <RodadaFormulario key={carregada.data.id} rodada={carregada.data} />
      ) : (
        <LinearProgress aria-label="Carregando" />
      )}
    </Stack>
  );
}
