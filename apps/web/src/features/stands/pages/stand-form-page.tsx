import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { rodadas } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useStand, useStands } from '../api/stands';
import { StandFormulario } from '../components/stand-formulario';

const { MSG_RODADAS: MSG } = rodadas;

/**
 * /rodadas/:rodada_id/stands/adicionar and /rodadas/:rodada_id/stands/:stand_id/editar: 'Cadastro
 * de Stand' (spec 3 §2 "Stand form"). The round's name comes with its first stands page (which also
 * says whether the caller may add: rodada.acoes.gerir_stands, false once the round closed). A stand
 * that cannot be loaded shows 'Erro ao carregar o stand' and goes back to the list.
 */
export default function StandFormPage() {
  const { rodada_id, stand_id } = useParams();
  const rodadaId = idDaRota(rodada_id);
  const editando = stand_id !== undefined;
  const standId = editando ? idDaRota(stand_id) : null;
  const navegar = useNavigate();
  const lista = `/rodadas/${rodada_id ?? ''}/stands`;
  const rodada = useStands(rodadaId, { page: 1, paginacao: 1 });
  const stand = useStand(rodadaId, standId);

  const erroCarga = stand.isError ? stand.error : editando && standId === null ? true : null;
  useEffect(() => {
    if (!erroCarga) return;
    const msg = mensagemDeErro(erroCarga, MSG.erroCarregarStand);
    if (msg !== null) avisar(MSG.erroCarregarStand, 'error');
    void navegar(lista, { replace: true });
  }, [erroCarga, navegar, lista]);

  const infoRodada = rodada.data?.rodada ?? null;
  let conteudo;
  if (rodadaId === null || rodada.isError) {
    conteudo = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to="/rodadas">
            Voltar
          </Button>
        }
      >
        {rodadaId === null
          ? 'Rodada não encontrada'
          : (mensagemDeErro(rodada.error, MSG.erroBuscarRodada) ?? MSG.erroBuscarRodada)}
      </Alert>
    );
  } else if (!editando && infoRodada) {
    conteudo = infoRodada.acoes.gerir_stands ? (
      <StandFormulario rodadaId={rodadaId} standId={null} edicao={null} somenteLeitura={false} />
    ) : (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={lista}>
            Voltar
          </Button>
        }
      >
        {MSG.rodadaEncerrada}
      </Alert>
    );
  } else if (editando && stand.data && standId !== null) {
    const { stand: dados, fornecedores, clientes, representantes } = stand.data;
    conteudo = (
      // Keyed by the stand, not by the load: a refetch must not remount the form and lose what was typed.
      <StandFormulario
        key={dados.id}
        rodadaId={rodadaId}
        standId={standId}
        edicao={{ ...dados, fornecedores, clientes, representantes }}
        somenteLeitura={!dados.acoes.editar}
      />
    );
  } else {
    conteudo = <LinearProgress aria-label="Carregando" />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Cadastro de Stand
        </Typography>
        {infoRodada && (
          <Typography variant="body2" color="text.secondary">
            {infoRodada.nome}
          </Typography>
        )}
      </div>
      {conteudo}
    </Stack>
  );
}
