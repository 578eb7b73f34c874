import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Link, Stack, Typography } from '@mui/material';
import Block from '@mui/icons-material/Block';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Info from '@mui/icons-material/InfoOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import { formatarCnpj, pedidos, type DadosDe, type Tipo } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';
import { COLUNA_ACOES, TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { ErroDeConexao } from '../../../lib/api';
import { mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';
import { usePedidosClientes } from '../api/lista';
import { useConfirmarAcaoPedidoCliente } from './confirmar-acao';
import { DialogoPedidoCliente } from './dialogo-pedido-cliente';
import { AvisoOutrosNoAparelho } from './linhas-offline';
import { caminhoDoPedido } from './menu-pedido';
import { ChipStatusPedido } from './status-pedido';
import { emReais, pedidosEmTexto, TotaisPedidos, type FiguraTotal } from './totais-pedidos';
import type { AcoesPedido, PedidoClienteLinha } from './tipos';

const MSG = pedidos.MSG_ACOES_PEDIDO;

const nomeDoCliente = (p: PedidoClienteLinha) => p.nome_fantasia || p.razao_social || p.cliente_nome;

type TotaisClientes = DadosDe<typeof pedidos.listarPedidosClientes>['totais'];

/** The summary (spec 3 §2): the representative also sees Pendentes, Entregues and Enviados. */
export function figurasClientes(t: TotaisClientes | undefined, tipo: Tipo): FiguraTotal[] {
  const z = { pedidos: 0, valor: '0' };
  const parcial = (rotulo: string, p: { pedidos: number; valor: string } = z): FiguraTotal => ({
    rotulo,
    valor: emReais(p.valor),
    detalhe: pedidosEmTexto(p.pedidos),
  });
  const base: FiguraTotal[] = [
    { rotulo: 'Pedidos', valor: String(t?.pedidos ?? 0), detalhe: `${t?.quantidade ?? 0} peças` },
    { rotulo: 'Valor líquido', valor: emReais(t?.valor_liquido) },
  ];
  if (tipo !== 'representante') return [...base, { rotulo: 'Valor total', valor: emReais(t?.valor_total) }];
  return [
    ...base,
    parcial('Pendentes', t?.pendentes),
    parcial('Entregues', t?.entregues),
    parcial('Enviados', t?.enviados),
  ];
}

/**
 * The client orders list of /pedidos (spec 3 §2: the cliente's 'Meus Pedidos', and the
 * representative's without a round): each customer order with its suppliers, searched and
 * paginated on the server, summary totals, the detail dialog (tabs Detalhes Pedido, Produtos, Local
 * de Entrega), and the menu from each row's `acoes`: Cancelar (a pending order), Informar Entrega
 * (the representative), Revisar each supplier order (the representative).
 */
export function ListaPedidosClientes({ tipo }: { tipo: Tipo }) {
  const navegar = useNavigate();
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = usePedidosClientes({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const { pedir, dialogo } = useConfirmarAcaoPedidoCliente();
  const [detalhe, setDetalhe] = useState<PedidoClienteLinha | null>(null);
  const [detalheAberto, setDetalheAberto] = useState(false);
  const titulo = tipo === 'cliente' ? 'Meus Pedidos' : 'Pedidos';
  const erro = !lista.isError
    ? null
    : lista.error instanceof ErroDeConexao
      ? lista.error.msg
      : mensagemDeErro(lista.error, MSG.erroCarregar) || MSG.erroCarregar;
  useAvisarErroDeCarga(lista, erro ?? MSG.erroCarregar);

  const linhas: PedidoClienteLinha[] = lista.data?.pedidos ?? [];
  const totais = lista.data?.totais;
  const acoesDosPedidos = useMemo(
    () => new Map<number, AcoesPedido>((detalhe?.pedidos ?? []).map((p) => [p.id, p.acoes])),
    [detalhe],
  );
  const abrirDetalhe = (p: PedidoClienteLinha) => {
    setDetalhe(p);
    setDetalheAberto(true);
  };

  const menu = (p: PedidoClienteLinha): AcaoDaLinha[] => [
    { rotulo: 'Detalhes', icone: <Info fontSize="small" />, aoEscolher: () => abrirDetalhe(p) },
    ...p.pedidos
      .filter((s) => s.acoes.revisar)
      .map((s) => ({
        rotulo: `Revisar ${s.fornecedor_nome}`,
        icone: <FactCheck fontSize="small" />,
        aoEscolher: () => void navegar(caminhoDoPedido(s, 'editar')),
      })),
    ...(p.acoes.entregar
      ? [
          {
            rotulo: 'Informar Entrega',
            icone: <LocalShipping fontSize="small" />,
            aoEscolher: () => pedir('entregar', p.id),
          },
        ]
      : []),
    ...(p.acoes.cancelar
      ? [
          {
            rotulo: 'Cancelar',
            icone: <Block fontSize="small" />,
            aoEscolher: () => pedir('cancelar', p.id),
            perigo: true,
            divisor: true,
          },
        ]
      : []),
  ];

  const colunas: ColunaTabela<PedidoClienteLinha>[] = [
    {
      id: 'pedido',
      titulo: 'Pedido',
      render: (p) => (
        <Box>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => abrirDetalhe(p)}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {`Pedido ${p.id}`}
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {formatarData(p.data.slice(0, 10))}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'cliente',
      titulo: tipo === 'cliente' ? 'Empresa' : 'Cliente',
      render: (p) => (
        <Box sx={{ overflowWrap: 'anywhere' }}>
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
    {
      id: 'fornecedores',
      titulo: 'Fornecedores',
      ocultarAbaixo: 'md',
      render: (p) => (
        <Box sx={{ overflowWrap: 'anywhere' }}>{p.pedidos.map((s) => s.fornecedor_nome).join(', ')}</Box>
      ),
    },
    ...(tipo === 'cliente'
      ? []
      : [
          {
            id: 'representante',
            titulo: 'Representante',
            ocultarAbaixo: 'lg' as const,
            render: (p: PedidoClienteLinha) => p.representante_nome ?? '—',
          },
        ]),
    {
      id: 'quantidade',
      titulo: 'Peças',
      align: 'right',
      ocultarAbaixo: 'md',
      render: (p) => p.quantidade_total,
    },
    {
      id: 'valor',
      titulo: 'Valor',
      align: 'right',
      render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{emReais(p.valor_liquido)}</Box>,
    },
    {
      id: 'status',
      titulo: 'Status',
      render: (p) => <ChipStatusPedido status={p.status} doCliente />,
    },
    {
      id: COLUNA_ACOES,
      titulo: 'Opções',
      align: 'right',
      largura: 72,
      render: (p) => <MenuDaLinha nome={`Pedido ${p.id}`} acoes={menu(p)} />,
    },
  ];

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={titulo}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: tipo === 'cliente' ? 'Número ou fornecedor' : 'Número, cliente ou CNPJ',
          contrato: pedidos.listarPedidosClientes,
        }}
      />
      <AvisoOutrosNoAparelho mostrados={0} />
      <TotaisPedidos
        rotulo="Totais dos pedidos"
        figuras={figurasClientes(totais, tipo)}
        carregando={!lista.data && lista.isFetching}
      />
      <TabelaDados
        rotulo={titulo}
        colunas={colunas}
        linhas={linhas}
        chave={(p) => p.id}
        total={lista.data?.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        textoVazio={buscaAplicada ? 'Nenhum pedido encontrado' : 'Nenhum pedido ainda'}
        erro={erro}
        onTentarNovamente={() => void lista.refetch()}
      />
      <DialogoPedidoCliente
        id={detalhe?.id ?? null}
        aberto={detalheAberto}
        acoesDosPedidos={acoesDosPedidos}
        onFechar={() => setDetalheAberto(false)}
      />
      {dialogo}
    </Stack>
  );
}
