import { useEffect, useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import { representantes } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, erroDeCarga } from '../../../lib/formulario';
import { useClienteId, useRelacionarRepresentante, useRepresentantesDoCliente } from '../api/representantes';
import { DialogoDetalhesRepresentante } from './dialogo-detalhes';
import { ImprimirRepresentantes } from './imprimir-lista';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';

type Representante = representantes.RepresentanteDoCliente;
/** The screen's title, also the table's name and the print preview's. */
const TITULO = 'Minhas Representações';
const { MSG_REPRESENTANTES: MSG, VINCULO_STATUS, VINCULO_ROTULO } = representantes;

/** The link chip (spec 2 §3): Pendente red, Confirmado green; none when not linked. */
function ChipDoVinculo({ status }: { status: Representante['status'] }) {
  const rotulo = VINCULO_ROTULO[status];
  if (!rotulo) return null;
  return (
    <Chip size="small" label={rotulo} color={status === VINCULO_STATUS.confirmado ? 'success' : 'error'} />
  );
}

/** A pending Vincular or Desvincular, behind its confirmation dialog. */
interface Pedido {
  acao: 0 | 1;
  representante: Representante;
}

/**
 * 'Minhas Representações' (cliente; spec 2 §2 "Representatives", §4 "Representative link (client
 * view)", §6): every representative with the client's link chip, searched and paginated on the
 * server, its links first. The row menu has Detalhes, Vincular (only when not linked) and
 * Desvincular (only when confirmed), as the row's `acoes` say (ADR 013), each link change behind a
 * confirmation.
 */
export function ListaDoCliente() {
  const clienteId = useClienteId();
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useRepresentantesDoCliente(clienteId, {
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const relacionar = useRelacionarRepresentante(clienteId);
  const [detalhes, setDetalhes] = useState<number | null>(null);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  // spec 2 §8: 'Erro ao buscar representantes'.
  const erroLista = lista.isError ? lista.error : null;
  useEffect(() => {
    if (erroLista && mensagemDeErro(erroLista, MSG.erroBuscar) !== null) avisar(MSG.erroBuscar, 'error');
  }, [erroLista]);

  const pedir = (acao: 0 | 1, representante: Representante) => {
    setPedido({ acao, representante });
    setConfirmando(true);
  };

  const confirmar = async () => {
    if (!pedido) return;
    try {
      const { msg } = await relacionar.mutateAsync({
        representante: pedido.representante.id,
        acao: pedido.acao,
      });
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, pedido.acao === 1 ? MSG.erroVincular : MSG.erroDesvincular);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const acoesDa = (r: Representante): AcaoDaLinha[] => [
    { rotulo: 'Detalhes', icone: <InfoOutlined fontSize="small" />, aoEscolher: () => setDetalhes(r.id) },
    ...(r.acoes.vincular
      ? [{ rotulo: 'Vincular', icone: <LinkIcon fontSize="small" />, aoEscolher: () => pedir(1, r) }]
      : []),
    ...(r.acoes.desvincular
      ? [
          {
            rotulo: 'Desvincular',
            icone: <LinkOff fontSize="small" />,
            aoEscolher: () => pedir(0, r),
            perigo: true,
          },
        ]
      : []),
  ];

  const colunas: ColunaTabela<Representante>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      render: (r) => (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {r.nome}
          </Typography>
          <ChipDoVinculo status={r.status} />
        </Stack>
      ),
    },
    { id: 'cidade', titulo: 'Cidade', render: (r) => r.local ?? r.cidade ?? '—' },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 72,
      render: (r) => <MenuDaLinha nome={r.nome} acoes={acoesDa(r)} />,
    },
  ];

  const alvo = pedido?.representante.nome ?? '';
  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={TITULO}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome ou cidade',
          contrato: representantes.listarRepresentantesDoCliente,
        }}
        imprimir={<ImprimirRepresentantes titulo={TITULO} busca={buscaAplicada} />}
      />
      <Box>
        <TabelaDados
          rotulo={TITULO}
          colunas={colunas}
          linhas={lista.data?.representantes.data ?? []}
          chave={(r) => r.id}
          total={lista.data?.representantes.total ?? 0}
          pagina={pagina}
          porPagina={porPagina}
          onPageChange={mudarPagina}
          onPageSizeChange={mudarPorPagina}
          carregando={lista.isFetching}
          textoVazio="Nenhum representante encontrado"
          erro={erroDeCarga(lista, MSG.erroBuscar)}
          onTentarNovamente={() => void lista.refetch()}
        />
      </Box>

      <DialogoDetalhesRepresentante id={detalhes} onFechar={() => setDetalhes(null)} />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo={pedido?.acao === 0 ? 'Desvincular representante' : 'Vincular representante'}
        mensagem={
          pedido?.acao === 0
            ? `Desvincular-se de ${alvo}? Ele deixará de atender a sua loja.`
            : `Vincular-se a ${alvo}? Ele passará a atender a sua loja.`
        }
        textoConfirmar={pedido?.acao === 0 ? 'Desvincular' : 'Vincular'}
        perigo={pedido?.acao === 0}
        ocupado={relacionar.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Stack>
  );
}
