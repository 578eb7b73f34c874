import { useEffect, useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { pode, rodadas, type Tipo } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erroDeCarga, useAvisarErroDeCarga } from '../../../lib/formulario';
import { useRodadas } from '../api/rodadas';
import { AcoesDaRodada } from '../components/acoes-rodada';
import { CaixaAtiva } from '../components/caixa-ativa';
import { dataDaRodada, DialogoDetalhesRodada } from '../components/dialogo-detalhes-rodada';
import { paraSelecionada, selecaoDesatualizada } from '../components/selecao';

type Rodada = rodadas.RodadaLinha;
const { MSG_RODADAS: MSG } = rodadas;
const TITULO = 'Rodadas';

/** 'Cidade/UF' of a round. */
const cidadeUf = (r: Rodada) => `${r.cidade_nome}/${r.estado_sigla}`;

/** The name cell: the name, its state chips, and on a phone the columns the card leaves out. */
function CelulaNome({ r, comAdministrador }: { r: Rodada; comAdministrador: boolean }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {r.nome}
      </Typography>
      {(!r.permitir_pedidos || !r.aberta) && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {/* spec 3 §1: a round that does not permit orders is 'Apenas consulta'. */}
          {!r.permitir_pedidos && <Chip size="small" label="Apenas consulta" />}
          {!r.aberta && <Chip size="small" variant="outlined" label="Encerrada" />}
        </Stack>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}
      >
        {dataDaRodada(r.data_inicio)} a {dataDaRodada(r.data_fim)}
        <br />
        {r.local} · {cidadeUf(r)}
      </Typography>
      {comAdministrador && (
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
          Administrador: {r.administrador_nome}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /rodadas (spec 3 §2 "Rounds list", every role): the caller's rounds, newest start first,
 * searched and paginated on the server; Nome, Data Início, Data Término, Local (with city and
 * state), Administrador (not for the administrador, who is it), Ativa and the row's actions. The
 * red banner says orders and reports load from the selected round. 'Ativa' selects the round on
 * this device (CaixaAtiva); 'Adicionar' is the master's (spec 3 §6).
 */
export default function RodadasPage() {
  const tipo: Tipo | null = useEstadoLocal((s) => s.usuario?.tipo ?? null);
  const selecionada = useEstadoLocal((s) => s.rodada);
  const atualizarSelecionada = useEstadoLocal((s) => s.atualizarRodadaSelecionada);
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useRodadas({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  // Kept while the dialog fades out, so its content does not vanish mid-animation.
  const [detalhes, setDetalhes] = useState<Rodada | null>(null);
  const [detalhesAberto, setDetalhesAberto] = useState(false);

  useAvisarErroDeCarga(lista, MSG.erroListarRodadas);

  // The device's copy of the selected round follows the server (a renamed round, moved dates).
  const linhas = lista.data?.rodadas.data;
  useEffect(() => {
    const atual = selecionada && linhas?.find((r) => r.id === selecionada.id);
    if (selecionada && atual && selecaoDesatualizada(selecionada, atual)) {
      atualizarSelecionada(paraSelecionada(atual));
    }
  }, [linhas, selecionada, atualizarSelecionada]);

  if (!tipo) return null;
  const comAdministrador = tipo !== 'administrador';
  const detalhar = (r: Rodada) => {
    setDetalhes(r);
    setDetalhesAberto(true);
  };

  const colunas: ColunaTabela<Rodada>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      render: (r) => <CelulaNome r={r} comAdministrador={comAdministrador} />,
    },
    {
      id: 'data_inicio',
      titulo: 'Data Início',
      ocultarAbaixo: 'sm',
      render: (r) => dataDaRodada(r.data_inicio),
    },
    {
      id: 'data_fim',
      titulo: 'Data Término',
      ocultarAbaixo: 'sm',
      render: (r) => dataDaRodada(r.data_fim),
    },
    {
      id: 'local',
      titulo: 'Local',
      ocultarAbaixo: 'sm',
      render: (r) => (
        <Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {r.local}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {cidadeUf(r)}
          </Typography>
        </Box>
      ),
    },
    ...(comAdministrador
      ? [
          {
            id: 'administrador',
            titulo: 'Administrador',
            ocultarAbaixo: 'md' as const,
            render: (r: Rodada) => r.administrador_nome,
          },
        ]
      : []),
    {
      id: 'ativa',
      titulo: 'Ativa',
      align: 'center',
      largura: 72,
      render: (r) => <CaixaAtiva rodada={r} />,
    },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 72,
      render: (r) => <AcoesDaRodada rodada={r} tipo={tipo} aoDetalhar={detalhar} />,
    },
  ];

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={TITULO}
        subtitulo={selecionada ? `Rodada selecionada: ${selecionada.nome}` : 'Nenhuma rodada selecionada'}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome, local, cidade ou administrador',
          contrato: rodadas.listarRodadas,
        }}
        adicionar={pode(tipo, 'rodadas.criar') ? '/rodadas/adicionar' : null}
      />
      {/* spec 3 §2: the red banner. A note, not an alert: it is no error and needs no announcing. */}
      <Alert severity="error" variant="filled" role="note">
        {MSG.bannerRodada}
      </Alert>
      <TabelaDados
        rotulo={TITULO}
        colunas={colunas}
        linhas={linhas ?? []}
        chave={(r) => r.id}
        total={lista.data?.rodadas.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erroDeCarga(lista, MSG.erroListarRodadas)}
        onTentarNovamente={() => void lista.refetch()}
      />
      <DialogoDetalhesRodada
        rodada={detalhes}
        aberto={detalhesAberto}
        onFechar={() => setDetalhesAberto(false)}
      />
    </Stack>
  );
}
