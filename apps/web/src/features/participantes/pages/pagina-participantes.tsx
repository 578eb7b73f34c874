import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, IconButton, Stack, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { MSG, rodadas } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { CampoBusca, useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { COLUNA_ACOES, TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { maxLengthDoEsquema } from '../../../lib/contrato-campo';
import { avisar } from '../../../lib/avisos';
import { erroDeCarga, mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';
import {
  useImportarParticipantes,
  useParticipantes,
  useRemoverParticipante,
  type LinhaParticipante,
} from '../api/participantes';
import { CabecalhoRodada } from '../components/cabecalho-rodada';
import { DialogoImportacao } from '../components/dialogo-importacao';
import { DialogoSelecao } from '../components/dialogo-selecao';
import { LARGURA_CONFIRMACAO } from '../components/larguras';
import type { TipoDaPagina } from '../components/tipos';

/** The round's id of the URL, or null when it is not one (the page then says the round was not found). */
function idDaRodada(texto: string | undefined): number | null {
  const n = Number(texto);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * /rodadas/:rodada_id/fornecedores, /clientes, /representantes (spec 3 §2 "Round participants", §6,
 * §8 "Participants"), one page for the three kinds (`tipo`, components/tipos.tsx): the round's
 * information read-only, then its participants, searched and paginated on the server (30 per page,
 * spec 3 §9), with the kind's columns and prints. 'Adicionar' (the 'Seleção de ...' dialog) and
 * 'Importar' (CSV) show where `rodada.acoes.gerir_participantes` allows, removal (behind a
 * confirmation) where each row's `acoes.excluir` does (ADR 013): the representante and a closed
 * round get a read-only list. 'Voltar' goes back to /rodadas.
 */
export function PaginaParticipantes<L extends LinhaParticipante, C extends { id: number }>({
  tipo,
}: {
  tipo: TipoDaPagina<L, C>;
}) {
  const rodadaId = idDaRodada(useParams().rodada_id);
  if (rodadaId === null) {
    return (
      <Stack spacing={2.5}>
        <BarraLista titulo={tipo.titulo} voltar="/rodadas" />
        <Alert severity="error">{MSG.naoEncontrado}</Alert>
      </Stack>
    );
  }
  return <Lista tipo={tipo} rodadaId={rodadaId} />;
}

function Lista<L extends LinhaParticipante, C extends { id: number }>({
  tipo,
  rodadaId,
}: {
  tipo: TipoDaPagina<L, C>;
  rodadaId: number;
}) {
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useParticipantes(tipo.tipo, tipo.chamadas, rodadaId, {
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const remover = useRemoverParticipante(tipo.chamadas, rodadaId);
  const importar = useImportarParticipantes(tipo.chamadas, rodadaId);
  const [selecionando, setSelecionando] = useState(false);
  const [importando, setImportando] = useState(false);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [removendo, setRemovendo] = useState<L | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  // spec 3 §8: 'Erro ao carregar fornecedores' (and clientes, representantes).
  useAvisarErroDeCarga(lista, tipo.mensagens.carregar);
  const rodada = lista.data?.rodada ?? null;
  const gerir = rodada?.acoes.gerir_participantes ?? false;
  const linhas = lista.data?.pagina.data ?? [];

  const confirmarRemocao = async () => {
    if (!removendo) return;
    try {
      const { msg } = await remover.mutateAsync(removendo.id);
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, tipo.mensagens.excluir);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const colunaAcoes: ColunaTabela<L> = {
    id: COLUNA_ACOES,
    titulo: 'Ações',
    align: 'right',
    largura: 72,
    render: (l) =>
      l.acoes.excluir ? (
        <Tooltip title="Remover da rodada">
          <IconButton
            color="error"
            aria-label={`Remover ${tipo.nomeDaLinha(l)} da rodada`}
            onClick={() => {
              setRemovendo(l);
              setConfirmando(true);
            }}
          >
            <Delete />
          </IconButton>
        </Tooltip>
      ) : null,
  };
  // The actions column only when some row may be removed (never for the representante).
  const colunas = [...tipo.colunas(rodadaId), ...(linhas.some((l) => l.acoes.excluir) ? [colunaAcoes] : [])];

  // A failed load names its cause when the server explained it (404: a round the user cannot see).
  const erro = lista.isError
    ? (mensagemDeErro(lista.error, tipo.mensagens.carregar) ?? erroDeCarga(lista, tipo.mensagens.carregar))
    : null;
  const nome = removendo ? tipo.nomeDaLinha(removendo) : '';
  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={tipo.titulo}
        voltar="/rodadas"
        imprimir={tipo.imprimir?.(rodadaId, buscaAplicada)}
        acoes={
          gerir && (
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImportando(true)}>
              Importar
            </Button>
          )
        }
        adicionar={gerir ? () => setSelecionando(true) : null}
      />
      <CabecalhoRodada rodada={rodada} carregando={lista.isPending} />
      <CampoBusca
        valor={busca}
        aoMudar={setBusca}
        placeholder={tipo.placeholderBusca}
        maxLength={maxLengthDoEsquema(rodadas.participantesQuery, 'busca')}
        sx={{ maxWidth: { sm: 420 } }}
      />
      <TabelaDados
        rotulo={tipo.titulo}
        colunas={colunas}
        linhas={linhas}
        chave={(l) => l.id}
        total={lista.data?.pagina.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erro}
        onTentarNovamente={() => void lista.refetch()}
      />

      {gerir && (
        <>
          <DialogoSelecao
            aberto={selecionando}
            titulo={tipo.tituloSelecao}
            tipo={tipo.tipo}
            chamadas={tipo.chamadas}
            rodadaId={rodadaId}
            colunas={tipo.colunasDoCandidato}
            nomeDe={tipo.nomeDoCandidato}
            placeholderBusca={tipo.placeholderBusca}
            mensagens={tipo.mensagens}
            onFechar={() => setSelecionando(false)}
          />
          <DialogoImportacao
            aberto={importando}
            titulo={tipo.tituloImportacao}
            formato={tipo.formatoImportacao}
            enviar={(arquivo, aoProgredir) => importar.mutateAsync({ arquivo, aoProgredir })}
            mensagemDeErro={tipo.mensagens.importar}
            onFechar={() => setImportando(false)}
          />
        </>
      )}
      <DialogoConfirmacao
        aberto={confirmando}
        titulo={`Remover ${tipo.singular}`}
        mensagem={`Remover ${nome} da rodada ${rodada?.nome ?? ''}? O cadastro continua na Rodada; só deixa de participar deste evento.`}
        textoConfirmar="Remover"
        perigo
        largura={LARGURA_CONFIRMACAO}
        ocupado={remover.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmarRemocao()}
      />
    </Stack>
  );
}
