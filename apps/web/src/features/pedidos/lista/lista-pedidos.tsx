import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Button, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import { formatarCnpj, pedidos, type Tipo } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { BarraLista } from '../../../components/barra-lista';
import { BotaoImprimir, useImprimir } from '../../../components/botao-imprimir';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { COLUNA_ACOES, TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { ErroDeConexao } from '../../../lib/api';
import type { RodadaSelecionada } from '../../../lib/estado-local';
import { mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';
import { usePedidos } from '../api/lista';
import { useConfirmarAcaoPedido } from './confirmar-acao';
import { DialogoFiltro } from './dialogo-filtro';
import {
  AvisoOutrosNoAparelho,
  chaveDaLinha,
  estiloDaLinha,
  useColunasComAparelho,
  usePedidosDoAparelho,
} from './linhas-offline';
import { corpoDoFiltro, filtrosAtivos, type FiltroPedidos } from './filtro';
import { MenuPedido } from './menu-pedido';
import { ChipStatusPedido } from './status-pedido';
import { emReais, pedidosEmTexto, TotaisPedidos, type FiguraTotal } from './totais-pedidos';
import { dataBr, type PedidoLinha, type TotaisPedidos as Totais } from './tipos';

const MSG = pedidos.MSG_ACOES_PEDIDO;
/** spec 3 §8 "Orders": the filtered list could not be loaded. */
export const ERRO_APLICAR_FILTRO = 'Erro ao aplicar filtro';

/** An order's client as the list shows it: the store's trade name, else its legal name, else the client. */
const nomeDoCliente = (p: PedidoLinha) => p.nome_fantasia || p.razao_social || p.cliente_nome;

/** The summary of spec 3 §2: the representative's Pendentes, Entregues and Enviados; the sums for all. */
export function figurasDosTotais(t: Totais | undefined, tipo: Tipo): FiguraTotal[] {
  const z = { pedidos: 0, valor: '0' };
  const parcial = (rotulo: string, p: { pedidos: number; valor: string } = z): FiguraTotal => ({
    rotulo,
    valor: emReais(p.valor),
    detalhe: pedidosEmTexto(p.pedidos),
  });
  const pedidosFig = {
    rotulo: 'Pedidos',
    valor: String(t?.pedidos ?? 0),
    detalhe: `${t?.quantidade ?? 0} peças`,
  };
  const liquido = { rotulo: 'Valor líquido', valor: emReais(t?.valor_liquido) };
  const comissao = { rotulo: 'Comissão', valor: emReais(t?.comissao_valor) };
  if (tipo === 'representante') {
    return [
      pedidosFig,
      liquido,
      comissao,
      parcial('Pendentes', t?.pendentes),
      parcial('Entregues', t?.entregues),
      parcial('Enviados', t?.enviados),
    ];
  }
  return [
    pedidosFig,
    { rotulo: 'Valor bruto', valor: emReais(t?.valor_bruto) },
    liquido,
    ...(tipo === 'fornecedor' ? [comissao] : []),
  ];
}

/** The message of a failed load: offline, the filter's, or the server's own (spec 3 §8). */
function erroDaLista(consulta: { isError: boolean; error: unknown }, filtrado: boolean): string | null {
  if (!consulta.isError) return null;
  if (consulta.error instanceof ErroDeConexao) return consulta.error.msg;
  if (filtrado) return ERRO_APLICAR_FILTRO;
  return mensagemDeErro(consulta.error, MSG.erroListar) || MSG.erroListar;
}

/**
 * The supplier-style orders list of /pedidos (spec 3 §2 "Orders list"): the orders the caller may
 * see (in the stored round, when there is one), newest first, searched, filtered in a dialog and
 * paginated on the server; summary totals over the whole filtered set; status chips (CAN for a
 * cancelled order; the representative's Entregue chip undoes the delivery); the row menu from each
 * row's `acoes`; the list's print; 'Novo Pedido' for a supplier whose round allows orders.
 */
export function ListaPedidos({ tipo, rodada }: { tipo: Tipo; rodada: RodadaSelecionada | null }) {
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const [filtro, setFiltro] = useState<FiltroPedidos | null>(null);
  const [filtrando, setFiltrando] = useState(false);
  const [hoje] = useState(() => hojeEmSaoPaulo(new Date()));
  const corpo = filtro ? corpoDoFiltro(filtro, tipo) : null;
  const lista = usePedidos(
    {
      page: pagina,
      paginacao: porPagina,
      ...(buscaAplicada ? { busca: buscaAplicada } : {}),
      ...(rodada ? { rodada_id: rodada.id } : {}),
    },
    corpo,
  );
  const { pedir, dialogo } = useConfirmarAcaoPedido();
  const { imprimindo, imprimir } = useImprimir();
  const erro = erroDaLista(lista, corpo !== null);
  useAvisarErroDeCarga(lista, erro ?? MSG.erroListar);

  // The orders kept on this device go on top of the first page; a server row of an order whose
  // newer version waits on the device gives way to it (issue 15 §3).
  const doAparelho = usePedidosDoAparelho(rodada?.id ?? null, buscaAplicada, corpo !== null);
  const naFila = new Set(doAparelho.map((l) => l.pedido.uuid));
  const linhas: PedidoLinha[] = (lista.data?.pedidos ?? []).filter((p) => !p.uuid || !naFila.has(p.uuid));
  const totais: Totais | undefined = lista.data?.totais;
  const podeCriar = tipo === 'fornecedor' && (rodada === null || rodada.permitir_pedidos);
  const ativos = filtrosAtivos(filtro);

  const colunas: ColunaTabela<PedidoLinha>[] = [
    {
      id: 'pedido',
      titulo: 'Pedido',
      render: (p) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {`Pedido ${p.id}`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {dataBr(p.data)}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'cliente',
      titulo: 'Cliente',
      render: (p) => (
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {nomeDoCliente(p)}
          {p.cnpj && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', whiteSpace: 'nowrap' }}
            >
              {formatarCnpj(p.cnpj)}
            </Typography>
          )}
        </Box>
      ),
    },
    ...(tipo === 'fornecedor'
      ? []
      : [
          {
            id: 'fornecedor',
            titulo: 'Fornecedor',
            ocultarAbaixo: 'md' as const,
            render: (p: PedidoLinha) => p.fornecedor_nome,
          },
        ]),
    ...(tipo === 'representante'
      ? []
      : [
          {
            id: 'representante',
            titulo: 'Representante',
            ocultarAbaixo: 'lg' as const,
            render: (p: PedidoLinha) => p.representante_nome ?? '—',
          },
        ]),
    {
      id: 'entrega',
      titulo: 'Entrega',
      ocultarAbaixo: 'lg',
      render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{dataBr(p.entrega)}</Box>,
    },
    { id: 'quantidade', titulo: 'Peças', align: 'right', ocultarAbaixo: 'md', render: (p) => p.quantidade },
    {
      id: 'valor',
      titulo: 'Valor',
      align: 'right',
      render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{emReais(p.valor_liquido)}</Box>,
    },
    {
      id: 'status',
      titulo: 'Status',
      render: (p) => (
        <ChipStatusPedido
          status={p.status}
          aoClicar={p.acoes.desfazer_entrega ? () => pedir('desfazer_entrega', p.id) : undefined}
          dica="Desfazer entrega"
        />
      ),
    },
    {
      id: COLUNA_ACOES,
      titulo: 'Opções',
      align: 'right',
      largura: 72,
      render: (p) => (
        <MenuPedido
          pedido={p}
          imprimindo={imprimindo}
          aoImprimir={() =>
            void imprimir(
              pedidos.imprimirPedido,
              { params: { id: p.id }, titulo: `Pedido ${p.id}` },
              MSG.erroImprimir,
            )
          }
          aoInformarEntrega={() => pedir('entregar', p.id)}
          aoCancelar={() => pedir('cancelar', p.id)}
        />
      ),
    },
  ];

  const colunasDaLista = useColunasComAparelho(colunas);
  const titulo = tipo === 'cliente' ? 'Meus Pedidos' : 'Pedidos';
  const subtitulo = rodada
    ? `${rodada.nome}${rodada.permitir_pedidos ? '' : ' · Apenas consulta'}`
    : undefined;
  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={titulo}
        subtitulo={subtitulo}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Número, cliente, CNPJ ou fornecedor',
          contrato: pedidos.listarPedidos,
        }}
        filtros={
          <Badge badgeContent={ativos} color="primary" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            <Button
              variant="outlined"
              startIcon={<FilterList />}
              onClick={() => setFiltrando(true)}
              aria-label={ativos ? `Filtrar (${ativos} ativos)` : 'Filtrar'}
            >
              Filtrar
            </Button>
          </Badge>
        }
        imprimir={
          <BotaoImprimir
            contrato={pedidos.imprimirPedidos}
            query={{ ...(corpo ?? {}), ...(buscaAplicada ? { busca: buscaAplicada } : {}) }}
            mensagemDeErro={MSG.erroImprimirLista}
            titulo="Pedidos"
          />
        }
        acoes={
          podeCriar ? (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/pedidos/adicionar">
              Novo Pedido
            </Button>
          ) : undefined
        }
      />
      <AvisoOutrosNoAparelho mostrados={doAparelho.length} />
      <TotaisPedidos
        rotulo="Totais dos pedidos"
        figuras={figurasDosTotais(totais, tipo)}
        carregando={!lista.data && lista.isFetching}
      />
      <TabelaDados
        rotulo={titulo}
        colunas={colunasDaLista}
        linhas={linhas}
        linhasNoTopo={pagina === 1 ? doAparelho : []}
        estiloDaLinha={estiloDaLinha}
        chave={chaveDaLinha}
        total={lista.data?.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        textoVazio={corpo || buscaAplicada ? 'Nenhum pedido encontrado' : 'Nenhum pedido ainda'}
        erro={erro}
        onTentarNovamente={() => void lista.refetch()}
      />
      <DialogoFiltro
        aberto={filtrando}
        tipo={tipo}
        rodadaId={rodada?.id ?? null}
        hoje={hoje}
        aplicado={filtro}
        onFechar={() => setFiltrando(false)}
        onAplicar={(f) => {
          setFiltro(f);
          reiniciar();
          setFiltrando(false);
        }}
      />
      {dialogo}
    </Stack>
  );
}
