import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  Button,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { MSG_PRODUTOS as MSG } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erroDeCarga, mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useMidia, useSalvarMidia } from '../api/midia';
import { GaleriaFotos, type FotoDaGaleria } from '../components/galeria-fotos';
import { GaleriaVideo, type VideoDaGaleria } from '../components/galeria-video';

/** Goes back in the app's history, or to /produtos when the page was opened directly (a new tab). */
function useVoltar() {
  const navegar = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navegar(-1) : navegar('/produtos'));
  };
}

/**
 * /produtos/:id/galeria, 'Galeria do Produto' (spec 3 §2 "Product gallery"): tabs Fotos and Vídeo
 * over a copy of the product's gallery; new photos and the video are sent as they are chosen, and
 * 'Salvar' fixes the order and removals ('Mídia do produto salva com sucesso'). After saving the
 * master goes to /produtos, the others go back (spec 3 §2, §6).
 */
export default function GaleriaPage() {
  const { id } = useParams();
  const produtoId = idDaRota(id);
  const navegar = useNavigate();
  const voltar = useVoltar();
  const tipo = useEstadoLocal((s) => s.usuario?.tipo);
  const midia = useMidia(produtoId);
  const salvar = useSalvarMidia(produtoId ?? 0);
  const [aba, setAba] = useState<'fotos' | 'video'>('fotos');
  const [fotos, setFotos] = useState<FotoDaGaleria[] | null>(null);
  const [video, setVideo] = useState<VideoDaGaleria | null>(null);
  const [enviando, setEnviando] = useState(0);

  // The page edits a copy of the gallery as loaded; a refetch does not undo what was changed.
  const dados = midia.data;
  useEffect(() => {
    if (!dados || fotos !== null) return;
    setFotos(dados.fotos.map((foto) => ({ foto, nova: false })));
    setVideo(dados.video ? { video: dados.video, novo: false } : null);
  }, [dados, fotos]);

  const aoEnviar = (sim: boolean) => setEnviando((n) => Math.max(0, n + (sim ? 1 : -1)));

  function gravar() {
    if (!fotos) return;
    salvar.mutate(
      { fotos: fotos.map((f) => f.foto.id), video: video?.video.id ?? null },
      {
        onSuccess: (r) => {
          avisar(r.msg, 'success');
          if (tipo === 'master') void navegar('/produtos');
          else voltar();
        },
        onError: (erro) => {
          const msg = mensagemDeErro(erro, MSG.erroSalvarMidia);
          if (msg) avisar(msg, 'error');
        },
      },
    );
  }

  const falhaCarga = produtoId === null ? MSG.erroCarregarMidia : erroDeCarga(midia, MSG.erroCarregarMidia);
  const podeEditar = dados?.acoes.editar ?? false;
  const ocupado = salvar.isPending || enviando > 0;

  let conteudo;
  if (falhaCarga) {
    conteudo = (
      <Alert
        severity="error"
        action={
          produtoId === null ? undefined : (
            <Button color="inherit" onClick={() => void midia.refetch()}>
              Tentar novamente
            </Button>
          )
        }
      >
        {falhaCarga}
      </Alert>
    );
  } else if (!dados || fotos === null || produtoId === null) {
    conteudo = <LinearProgress aria-label="Carregando" />;
  } else {
    conteudo = (
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Tabs
          value={aba}
          onChange={(_e, v: 'fotos' | 'video') => setAba(v)}
          aria-label="Mídia do produto"
          sx={{ mb: 2 }}
        >
          <Tab value="fotos" label="Fotos" id="galeria-aba-fotos" aria-controls="galeria-painel-fotos" />
          <Tab value="video" label="Vídeo" id="galeria-aba-video" aria-controls="galeria-painel-video" />
        </Tabs>
        <div
          role="tabpanel"
          id="galeria-painel-fotos"
          aria-labelledby="galeria-aba-fotos"
          hidden={aba !== 'fotos'}
        >
          <GaleriaFotos
            produtoId={produtoId}
            fotos={fotos}
            aoMudar={(atualizar) => setFotos((f) => atualizar(f ?? []))}
            aoEnviar={aoEnviar}
            desativado={!podeEditar || salvar.isPending}
          />
        </div>
        <div
          role="tabpanel"
          id="galeria-painel-video"
          aria-labelledby="galeria-aba-video"
          hidden={aba !== 'video'}
        >
          <GaleriaVideo
            produtoId={produtoId}
            video={video}
            aoMudar={setVideo}
            aoEnviar={aoEnviar}
            desativado={!podeEditar || salvar.isPending}
          />
        </div>
      </Paper>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, width: '100%', mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Galeria do Produto
        </Typography>
        {dados && (
          <Typography variant="body2" color="text.secondary">
            {dados.codigo} - {dados.descricao}
          </Typography>
        )}
      </div>
      {conteudo}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={voltar} disabled={salvar.isPending}>
          Voltar
        </Button>
        {dados && fotos !== null && podeEditar && (
          <Button
            variant="contained"
            onClick={gravar}
            disabled={ocupado}
            startIcon={
              salvar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            Salvar
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
