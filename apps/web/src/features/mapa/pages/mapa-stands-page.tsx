import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import { rodadas } from '@rodada/contracts';
import { ApiError, ErroDeConexao } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useMapa, usePlanta, useSalvarNomeDoStand } from '../api/mapa';
import { CabecalhoMapa } from '../components/cabecalho-mapa';
import { DialogoNomeDoStand } from '../components/dialogo-nome-stand';
import { GradeDeStands } from '../components/grade-de-stands';
import { LojasDosStands } from '../components/lojas-dos-stands';
import { PlantaDoMapa } from '../components/planta-do-mapa';
import { CORES_DO_MAPA, lerPlanta, localizarStands } from '../lib/planta-svg';

const { MSG_RODADAS } = rodadas;

/** The zoom steps of the plan (1 = the width of the screen); pinch and scroll also work on tablets. */
const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** The colour key, and how to name a stand for whoever may. */
function Legenda({ podeRenomear }: { podeRenomear: boolean }) {
  const amostra = (cor: string, borda: string) => (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 18,
        height: 14,
        borderRadius: 0.5,
        bgcolor: cor,
        border: `1px solid ${borda}`,
        flexShrink: 0,
      }}
    />
  );
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {amostra(CORES_DO_MAPA.comNome, CORES_DO_MAPA.contornoComNome)}
          <Typography variant="body2">Com nome</Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {amostra('#ffffff', '#9e9e9e')}
          <Typography variant="body2">Livre</Typography>
        </Stack>
      </Stack>
      {podeRenomear && (
        <Typography variant="body2" color="text.secondary">
          Dê dois cliques (ou dois toques) em um stand para dar nome a ele.
        </Typography>
      )}
    </Stack>
  );
}

/** The zoom buttons over the plan. */
function BotoesDeZoom({ nivel, mudar }: { nivel: number; mudar: (n: number) => void }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="Diminuir">
        <span>
          <IconButton aria-label="Diminuir" onClick={() => mudar(nivel - 1)} disabled={nivel === 0}>
            <ZoomOutIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Tamanho da tela">
        <span>
          <IconButton aria-label="Tamanho da tela" onClick={() => mudar(0)} disabled={nivel === 0}>
            <FitScreenIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Aumentar">
        <span>
          <IconButton
            aria-label="Aumentar"
            onClick={() => mudar(nivel + 1)}
            disabled={nivel === ZOOMS.length - 1}
          >
            <ZoomInIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** The failure of a load, with a way to try again. */
function Falha({ mensagem, tentar }: { mensagem: string; tentar: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={tentar}>
          Tentar novamente
        </Button>
      }
    >
      {mensagem}
    </Alert>
  );
}

/**
 * The floor plan part: the plan with its labels and zoom, and under it the stands it has no element
 * for; the generated grid when the round has no plan; 'Opss... Algo deu errado' (spec 1 §8) with the
 * grid when the plan does not load.
 */
function AreaDoMapa({
  plantaUrl,
  stands,
  podeRenomear,
  aoEscolher,
}: {
  plantaUrl: string | null;
  stands: readonly rodadas.StandDoMapa[];
  podeRenomear: boolean;
  aoEscolher: (codigo: string) => void;
}) {
  const planta = usePlanta(plantaUrl);
  const raiz = useMemo(() => (planta.data === undefined ? null : lerPlanta(planta.data)), [planta.data]);
  const fora = useMemo(() => {
    if (!raiz) return [];
    const semElemento = new Set(
      localizarStands(
        raiz,
        stands.map((s) => s.codigo),
      ).fora,
    );
    return stands.filter((s) => semElemento.has(s.codigo));
  }, [raiz, stands]);
  const [nivel, setNivel] = useState(0);
  const grade = (rotulo: string, lista: readonly rodadas.StandDoMapa[]) => (
    <GradeDeStands stands={lista} podeRenomear={podeRenomear} aoEscolher={aoEscolher} rotulo={rotulo} />
  );

  if (plantaUrl === null) {
    if (stands.length === 0) return <Typography color="text.secondary">Sem registros</Typography>;
    return grade('Stands da rodada', stands);
  }
  if (planta.isPending) {
    return <Skeleton variant="rounded" height={320} aria-label="Carregando a planta" />;
  }
  if (planta.isError || !raiz) {
    // A plan that failed to load or is no SVG: the message, and the stands still as a grid.
    const mensagem = planta.error instanceof ErroDeConexao ? planta.error.msg : MSG_RODADAS.erroPlanta;
    return (
      <Stack spacing={2}>
        <Falha mensagem={mensagem} tentar={() => void planta.refetch()} />
        {stands.length > 0 && grade('Stands da rodada', stands)}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 0.5, sm: 1 } }}>
        <BotoesDeZoom nivel={nivel} mudar={(n) => setNivel(Math.max(0, Math.min(ZOOMS.length - 1, n)))} />
        {/* Focusable, so the keyboard scrolls a zoomed plan too (WCAG 2.1.1). */}
        <Box
          tabIndex={0}
          role="region"
          aria-label="Planta do pavilhão"
          sx={{
            overflow: 'auto',
            maxHeight: { xs: '70vh', md: '80vh' },
            touchAction: 'pan-x pan-y pinch-zoom',
          }}
        >
          <PlantaDoMapa
            planta={raiz}
            stands={stands}
            podeRenomear={podeRenomear}
            zoom={ZOOMS[nivel] ?? 1}
            aoEscolher={aoEscolher}
          />
        </Box>
      </Paper>
      {fora.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {MSG_RODADAS.foraDaPlanta}
          </Typography>
          {grade(MSG_RODADAS.foraDaPlanta, fora)}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /mapa-stands/{rodada} (spec 1 §2.10, spec 3 §2 "Stand map"), public: the round's header and share
 * link, and its floor plan with each stand's code and name. The round's administrador (and the
 * master) name a stand by a double click or tap: 'Stand - {code}'.
 */
export default function MapaStandsPage() {
  const id = idDaRota(useParams().rodada);
  const mapa = useMapa(id);
  const salvar = useSalvarNomeDoStand(id);
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [erroDoCampo, setErroDoCampo] = useState<string | null>(null);

  if (id === null) return <Alert severity="error">{MSG_RODADAS.rodadaNaoEncontrada}</Alert>;
  if (mapa.isPending) return <LinearProgress aria-label="Carregando" />;
  if (mapa.isError && !mapa.data) {
    return (
      <Falha
        mensagem={mensagemDeErro(mapa.error, MSG_RODADAS.erroPlanta) ?? MSG_RODADAS.erroPlanta}
        tentar={() => void mapa.refetch()}
      />
    );
  }
  const { rodada, stands, pode_renomear } = mapa.data;
  const nomeAtual = stands.find((s) => s.codigo === escolhido)?.nome ?? null;

  const abrir = (codigo: string) => {
    setErroDoCampo(null);
    setEscolhido(codigo);
  };
  const salvarNome = (nome: string) => {
    if (escolhido === null) return;
    setErroDoCampo(null);
    salvar.mutate(
      { codigo: escolhido, nome },
      {
        onSuccess: () => {
          avisar(MSG_RODADAS.standSalvo);
          setEscolhido(null);
        },
        onError: (e) => {
          // The dialog stays open with the typed name (spec 1 §8).
          if (e instanceof ApiError && e.httpStatus === 401) return;
          setErroDoCampo(e instanceof ApiError ? (e.errors?.nome ?? null) : null);
          avisar(e instanceof ErroDeConexao ? e.msg : MSG_RODADAS.erroSalvarNomeStand, 'error');
        },
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <CabecalhoMapa rodada={rodada} />
      {mapa.isError && (
        <Alert severity="warning">
          {mensagemDeErro(mapa.error, MSG_RODADAS.erroPlanta)} O mapa pode estar desatualizado.
        </Alert>
      )}
      <Legenda podeRenomear={pode_renomear} />
      <AreaDoMapa
        plantaUrl={rodada.planta_nome}
        stands={stands}
        podeRenomear={pode_renomear}
        aoEscolher={abrir}
      />
      <LojasDosStands stands={stands} />
      <DialogoNomeDoStand
        codigo={escolhido}
        nomeAtual={nomeAtual}
        salvando={salvar.isPending}
        erroDoCampo={erroDoCampo}
        aoSalvar={salvarNome}
        aoFechar={() => setEscolhido(null)}
      />
    </Stack>
  );
}
