import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { rodadas } from '@rodada/contracts';
import { CampoBusca, useBuscaAdiada } from '../../../components/campo-busca';
import { COLUNA_ACOES, TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { maxLengthDoEsquema } from '../../../lib/contrato-campo';
import { erroDeCarga, mensagemDeErro } from '../../../lib/formulario';
import {
  useAdicionarParticipantes,
  useCandidatos,
  type Chamadas,
  type LinhaParticipante,
  type ResultadoAdicao,
  type TipoParticipante,
} from '../api/participantes';
import { LARGURA_SELECAO } from './larguras';

/** What the selection dialog needs to know of its kind. */
export interface SelecaoProps<L extends LinhaParticipante, C extends { id: number }> {
  aberto: boolean;
  /** 'Seleção de Fornecedores' (spec 3 §2). */
  titulo: string;
  tipo: TipoParticipante;
  chamadas: Chamadas<L, C>;
  rodadaId: number;
  /** The candidates' columns (the checkbox column comes first). */
  colunas: ColunaTabela<C>[];
  nomeDe: (c: C) => string;
  placeholderBusca: string;
  /** spec 3 §8: 'Erro ao carregar fornecedores', 'Erro ao salvar o fornecedor'. */
  mensagens: { carregar: string; salvar: string };
  onFechar: () => void;
}

/** The text of one add's outcome: the server's success, or the name with why it failed. */
function textoDoResultado(r: ResultadoAdicao, falha: string): string | null {
  if (r.ok) return r.msg;
  const msg = mensagemDeErro(r.erro, falha);
  return msg === null ? null : `${r.nome}: ${msg}`;
}

/**
 * 'Seleção de Fornecedores / Clientes / Representantes' (spec 3 §2 "an add dialog", §9 "1200 px
 * selection"): the active records not yet in the round, searched and paginated on the server; the
 * user ticks any number (the ticks survive paging and searching) and 'Adicionar' adds them one by
 * one, listing each outcome: '{nome} adicionado a rodada com sucesso' or the name with the reason
 * it was refused (spec 3 §8). Added records leave the list; refused ones stay ticked, to retry.
 * Full screen on a phone.
 */
export function DialogoSelecao<L extends LinhaParticipante, C extends { id: number }>(
  props: SelecaoProps<L, C>,
) {
  const id = useId();
  const tema = useTheme();
  const celular = useMediaQuery(tema.breakpoints.down('sm'), { noSsr: true });
  const adicionar = useAdicionarParticipantes(props.chamadas, props.rodadaId);
  return (
    <Dialog
      open={props.aberto}
      // While the chosen are being added the dialog stays, so their outcomes are seen.
      onClose={adicionar.isPending ? undefined : props.onFechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      fullScreen={celular}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: celular ? undefined : LARGURA_SELECAO } } }}
    >
      <DialogTitle id={`${id}-titulo`}>{props.titulo}</DialogTitle>
      {/* Mounted only while open: each opening starts with no search, no ticks, no outcomes. */}
      <ConteudoSelecao {...props} adicionar={adicionar} />
    </Dialog>
  );
}

function ConteudoSelecao<L extends LinhaParticipante, C extends { id: number }>({
  titulo,
  tipo,
  chamadas,
  rodadaId,
  colunas,
  nomeDe,
  placeholderBusca,
  mensagens,
  onFechar,
  adicionar,
}: SelecaoProps<L, C> & { adicionar: ReturnType<typeof useAdicionarParticipantes<L, C>> }) {
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const candidatos = useCandidatos(
    tipo,
    chamadas,
    rodadaId,
    { page: pagina, paginacao: porPagina, ...(buscaAplicada ? { busca: buscaAplicada } : {}) },
    true,
  );
  const [escolhidos, setEscolhidos] = useState<ReadonlyMap<number, string>>(new Map());
  const [resultados, setResultados] = useState<{ id: number; ok: boolean; texto: string }[]>([]);

  const alternar = (c: C) =>
    setEscolhidos((atual) => {
      const novo = new Map(atual);
      if (novo.has(c.id)) novo.delete(c.id);
      else novo.set(c.id, nomeDe(c));
      return novo;
    });

  const confirmar = async () => {
    const lista = [...escolhidos].map(([idEscolhido, nome]) => ({ id: idEscolhido, nome }));
    const feitos = await adicionar.mutateAsync(lista);
    setResultados(
      feitos.flatMap((r) => {
        const texto = textoDoResultado(r, mensagens.salvar);
        return texto === null ? [] : [{ id: r.id, ok: r.ok, texto }];
      }),
    );
    // The added leave the selection; the refused stay ticked, to try again.
    setEscolhidos((atual) => {
      const novo = new Map(atual);
      for (const r of feitos) if (r.ok) novo.delete(r.id);
      return novo;
    });
  };

  const colunaEscolha: ColunaTabela<C> = {
    id: COLUNA_ACOES,
    titulo: 'Selecionar',
    largura: 56,
    render: (c) => (
      <Checkbox
        checked={escolhidos.has(c.id)}
        onChange={() => alternar(c)}
        disabled={adicionar.isPending}
        slotProps={{ input: { 'aria-label': `Selecionar ${nomeDe(c)}` } }}
        sx={{ my: -1 }}
      />
    ),
  };

  const quantos = escolhidos.size;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <CampoBusca
            valor={busca}
            aoMudar={setBusca}
            placeholder={placeholderBusca}
            maxLength={maxLengthDoEsquema(rodadas.participantesQuery, 'busca')}
            sx={{ maxWidth: { sm: 420 } }}
          />
          {resultados.length > 0 && (
            <Stack
              spacing={1}
              role="status"
              aria-label="Resultado da adição"
              sx={{ maxHeight: 220, overflowY: 'auto' }}
            >
              {resultados.map((r) => (
                <Alert key={r.id} severity={r.ok ? 'success' : 'error'} sx={{ py: 0 }}>
                  {r.texto}
                </Alert>
              ))}
            </Stack>
          )}
          <TabelaDados
            rotulo={titulo}
            colunas={[colunaEscolha, ...colunas]}
            linhas={candidatos.data?.data ?? []}
            chave={(c) => c.id}
            total={candidatos.data?.total ?? 0}
            pagina={pagina}
            porPagina={porPagina}
            onPageChange={mudarPagina}
            onPageSizeChange={mudarPorPagina}
            carregando={candidatos.isFetching}
            erro={erroDeCarga(candidatos, mensagens.carregar)}
            onTentarNovamente={() => void candidatos.refetch()}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
          {quantos === 0 ? 'Nenhum selecionado' : quantos === 1 ? '1 selecionado' : `${quantos} selecionados`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onFechar} disabled={adicionar.isPending}>
            Fechar
          </Button>
          <Button
            variant="contained"
            startIcon={<Add />}
            loading={adicionar.isPending}
            disabled={quantos === 0}
            onClick={() => void confirmar()}
          >
            Adicionar
          </Button>
        </Box>
      </DialogActions>
    </>
  );
}
