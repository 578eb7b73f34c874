import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import { rodadas } from '@rodada/contracts';
import { formatarMoeda, paraCentavos } from '@rodada/domain';
import { BarraLista } from '../../../components/barra-lista';
import { BotaoImprimir } from '../../../components/botao-imprimir';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { COLUNA_ACOES, TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { erroDeCarga, mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useExcluirStand, useStands } from '../api/stands';
import { DialogoCopiarStands } from '../components/dialogo-copiar-stands';

type Stand = rodadas.StandLista;
const { MSG_RODADAS: MSG } = rodadas;
const TITULO = 'Stands';

/** The round is missing, or not the caller's to manage (404, 403). */
const semRodada = (e: unknown) => e instanceof ApiError && (e.httpStatus === 404 || e.httpStatus === 403);

/** A stand's value in reais, pt-BR ('R$ 1.500,00'; spec D14: from the decimal string, never a float). */
const emReais = (valor: string) => formatarMoeda(paraCentavos(valor));

/**
 * /rodadas/:rodada_id/stands (spec 3 §2 "Stands list"): the round's stands with Nome, Proprietário,
 * Tipo and Valor (R$), searched and paginated on the server; Imprimir, Voltar (to /rodadas),
 * Copiar (only with no stands and the round open) and Adicionar (open round only); each row's
 * Editar and Excluir (with a confirmation) only where its `acoes` allow (ADR 013: the server says
 * the round is open and the caller manages it).
 */
export default function StandsPage() {
  const { rodada_id } = useParams();
  const rodadaId = idDaRota(rodada_id);
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useStands(rodadaId, {
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const excluir = useExcluirStand(rodadaId);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [alvo, setAlvo] = useState<Stand | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [copiando, setCopiando] = useState(false);

  // A missing round has its own message below; any other failure is announced once.
  const erroLista = lista.isError && !semRodada(lista.error) ? lista.error : null;
  useEffect(() => {
    const msg = erroLista ? mensagemDeErro(erroLista, MSG.erroListarStands) : null;
    if (msg) avisar(msg, 'error');
  }, [erroLista]);

  const rodada = lista.data?.rodada ?? null;
  const total = lista.data?.stands.total ?? 0;
  const gerir = rodada?.acoes.gerir_stands ?? false;
  // spec 3 §2: Copiar only when the round has no stands at all (not merely none matching a search).
  const podeCopiar = gerir && !buscaAplicada && !lista.isPlaceholderData && lista.isSuccess && total === 0;
  const base = `/rodadas/${rodada_id ?? ''}/stands`;

  const confirmarExclusao = async () => {
    if (!alvo) return;
    try {
      const { msg } = await excluir.mutateAsync(alvo.id);
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG.erroExcluirStand);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const colunas: ColunaTabela<Stand>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      render: (s) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {s.nome ?? 'Sem nome'}
          </Typography>
          {s.codigo && (
            <Typography variant="caption" color="text.secondary">
              Código {s.codigo}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'proprietario',
      titulo: 'Proprietário',
      render: (s) => <Box sx={{ overflowWrap: 'anywhere' }}>{s.proprietario_nome ?? '—'}</Box>,
    },
    { id: 'tipo', titulo: 'Tipo', render: (s) => s.tipo },
    {
      id: 'valor',
      titulo: 'Valor',
      align: 'right',
      render: (s) => <Box sx={{ whiteSpace: 'nowrap' }}>{emReais(s.valor)}</Box>,
    },
    {
      id: COLUNA_ACOES,
      titulo: 'Ações',
      align: 'right',
      largura: 104,
      render: (s) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {s.acoes.editar && (
            <Tooltip title="Editar">
              <IconButton
                component={RouterLink}
                to={`${base}/${s.id}/editar`}
                aria-label={`Editar ${s.nome ?? 'stand'}`}
              >
                <Edit />
              </IconButton>
            </Tooltip>
          )}
          {s.acoes.excluir && (
            <Tooltip title="Excluir">
              <IconButton
                color="error"
                aria-label={`Excluir ${s.nome ?? 'stand'}`}
                onClick={() => {
                  setAlvo(s);
                  setConfirmando(true);
                }}
              >
                <Delete />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];

  if (rodadaId === null || semRodada(lista.error)) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to="/rodadas">
            Voltar
          </Button>
        }
      >
        Rodada não encontrada
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      {/* Voltar above the title, so the toolbar keeps room for Copiar, Imprimir and Adicionar on a phone. */}
      <Box>
        <Button
          size="small"
          startIcon={<ArrowBack />}
          component={RouterLink}
          to="/rodadas"
          sx={{ ml: -0.5, mb: 0.5 }}
        >
          Voltar
        </Button>
        <BarraLista
          titulo={TITULO}
          subtitulo={
            rodada ? `${rodada.nome}${rodada.aberta ? '' : ' · Rodada encerrada: só consulta'}` : undefined
          }
          busca={{
            valor: busca,
            aoMudar: setBusca,
            placeholder: 'Nome, código ou proprietário',
            contrato: rodadas.listarStands,
          }}
          imprimir={
            <>
              {podeCopiar && (
                <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setCopiando(true)}>
                  Copiar
                </Button>
              )}
              <BotaoImprimir
                contrato={rodadas.imprimirStands}
                params={{ id: rodadaId }}
                query={buscaAplicada ? { busca: buscaAplicada } : {}}
                mensagemDeErro={MSG.erroImprimirStands}
                titulo={rodada ? `Stands · ${rodada.nome}` : TITULO}
              />
            </>
          }
          adicionar={gerir ? `${base}/adicionar` : null}
        />
      </Box>

      <TabelaDados
        rotulo={TITULO}
        colunas={colunas}
        linhas={lista.data?.stands.data ?? []}
        chave={(s) => s.id}
        total={total}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erroDeCarga(lista, MSG.erroListarStands)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir stand"
        mensagem={`Excluir o stand ${alvo?.nome ?? alvo?.codigo ?? ''}? Esta ação não pode ser desfeita.`}
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmarExclusao()}
      />
      <DialogoCopiarStands rodadaId={rodadaId} aberto={copiando} onFechar={() => setCopiando(false)} />
    </Stack>
  );
}
