import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { banners } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useBanner } from '../api/banners';
import { BannerFormulario } from '../components/banner-formulario';

const { MSG_BANNERS } = banners;

/**
 * /banners/adicionar and /banners/:banner_id/editar (master; spec 3 §2 "Banners"): 'Novo Banner'
 * or 'Editar Banner'. A banner that cannot be loaded says 'Erro ao abrir a edição do banner' (or
 * why: not found, no connection) and goes back to /banners.
 */
export default function BannerFormPage() {
  const { banner_id } = useParams();
  const editando = banner_id !== undefined;
  const id = editando ? idDaRota(banner_id) : null;
  const navegar = useNavigate();
  const carregado = useBanner(id);

  const erroCarga = carregado.isError ? carregado.error : editando && id === null ? true : null;
  useEffect(() => {
    if (!erroCarga) return;
    const msg = mensagemDeErro(erroCarga, MSG_BANNERS.erroAbrirEdicao);
    if (msg === null) return;
    avisar(msg, 'error');
    void navegar('/banners', { replace: true });
  }, [erroCarga, navegar]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {editando ? 'Editar Banner' : 'Novo Banner'}
      </Typography>
      {!editando ? (
        <BannerFormulario banner={null} />
      ) : carregado.data ? (
        <BannerFormulario key={carregado.data.id} banner={carregado.data} />
      ) : (
        <LinearProgress aria-label="Carregando" />
      )}
    </Stack>
  );
}
