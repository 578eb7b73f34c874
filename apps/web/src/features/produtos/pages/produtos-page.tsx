import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Stack } from '@mui/material';
import Palette from '@mui/icons-material/PaletteOutlined';
import Straighten from '@mui/icons-material/Straighten';
import { MSG_PRODUTOS as MSG, produtos, type Tipo } from '@rodada/contracts';
import { formatarMoeda, paraCentavos } from '@rodada/domain';
import { BarraLista } from '../../../components/barra-lista';
import { BotaoImprimir } from '../../../components/botao-imprimir';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { COLUNA_ACOES, TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erroDeCarga, mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';
import { useAtivarProduto, useExcluirProduto, useProdutos, useRecarregarProdutos } from '../api/produtos';
import { CaixaAtivoProduto, CelulaDescricao, MenuDoProduto } from '../components/celulas-produto';
import { DetalheDoProduto } from '../components/detalhe-do-produto';
import {
  CamposFiltroProdutos,
  filtrosDaUrl,
  urlDosFiltros,
  type FiltrosProdutos,
} from '../components/filtros-produtos';
import { DialogoCores } from '../components/dialogo-cores';
import { DialogoHomologacaoDetalhes } from '../components/dialogo-homologacao-detalhes';
import { DialogoHomologar } from '../../../components/dialogo-homologar';
import { DialogoTamanhos } from '../components/dialogo-tamanhos';
import { DialogoVencido } from '../components/dialogo-vencido';
import { ChipStatusProduto, STATUS } from '../components/status-produto';

const TITULO = 'Produtos';
type ProdutoLista = produtos.ProdutoLinha;

/** A product's value in reais, pt-BR ('R$ 1.500,00'), from the decimal string (spec D14). */
const emReais = (valor: string) => formatarMoeda(paraCentavos(valor));

/** Which dialog of a row is open (kept while it fades out, so its text does not vanish). */
type Dialogo =
  'desativar' | 'excluir' | 'homologar' | 'reprovar' | 'vencido' | 'detalhe' | 'homologacao' | null;

/**
 * /produtos (spec 3 §2 "Products list"; fornecedor and master): the caller's products filtered by
 * the URL's filtro, status and ativo (defaults spec 3 §9), searched and paginated on the server.
 * Código, Descrição (thumbnail; opens the detail dialog), Valor, Status; the supplier adds Ativo
 * (activate at once, deactivate after confirming) and the options menu (its `acoes`: Editar,
 * Galeria, Excluir), clicks an expired product to answer 'Ainda vende este produto?' and sees a
 * rejected product's reasons; the master sees Fornecedor and Homologar (an approved or rejected
 * product leaves the list). Cores and Tamanhos open their catalogues; only the supplier prints.
 */
export default function ProdutosPage() {
  const tipo: Tipo | null = useEstadoLocal((s) => s.usuario?.tipo ?? null);
  const [params, setParams] = useSearchParams();
  const filtros = filtrosDaUrl(params, tipo ?? 'master');
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useProdutos({
    page: pagina,
    paginacao: porPagina,
    ...filtros,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const ativar = useAtivarProduto();
  const excluir = useExcluirProduto();
  const recarregar = useRecarregarProdutos();
  const [alvo, setAlvo] = useState<ProdutoLista | null>(null);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [catalogo, setCatalogo] = useState<'cores' | 'tamanhos' | null>(null);

  useAvisarErroDeCarga(lista, MSG.erroListarProdutos);

  if (!tipo) return null;
  const fornecedor = tipo === 'fornecedor';
  const master = tipo === 'master';
  const abrir = (p: ProdutoLista, d: Exclude<Dialogo, null>) => {
    setAlvo(p);
    setDialogo(d);
  };
  const fechar = () => setDialogo(null);
  const mudarFiltros = (f: FiltrosProdutos) => {
    setParams(urlDosFiltros(f), { replace: true });
    reiniciar();
  };

  const mudarAtivo = async (p: ProdutoLista, ativo: boolean) => {
    try {
      const { msg } = await ativar.mutateAsync({ id: p.id, ativo });
      avisar(msg, 'success');
    } catch (e) {
      // spec 3 §8: activate/deactivate failures show the server's message.
      const msg = mensagemDeErro(e, ativo ? 'Erro ao ativar produto' : 'Erro ao desativar produto');
      if (msg) avisar(msg, 'error');
    } finally {
      fechar();
    }
  };
  const confirmarExclusao = async () => {
    if (!alvo) return;
    try {
      const { msg } = await excluir.mutateAsync(alvo.id);
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG.erroExcluirProduto);
      if (msg) avisar(msg, 'error');
    } finally {
      fechar();
    }
  };
  // The supplier's expired product asks 'Ainda vende este produto?' instead of opening (spec 3 §4).
  const aoAbrir = (p: ProdutoLista) =>
    abrir(p, fornecedor && p.status === STATUS.vencido && p.acoes.renovar ? 'vencido' : 'detalhe');

  const colunas: ColunaTabela<ProdutoLista>[] = [
    {
      id: 'codigo',
      titulo: 'Código',
      ocultarAbaixo: 'sm',
      render: (p) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 64 }}>{p.codigo}</Box>,
    },
    {
      id: 'descricao',
      titulo: 'Descrição',
      render: (p) => (
        <CelulaDescricao
          produto={p}
          aoAbrir={() => aoAbrir(p)}
          comAviso={fornecedor}
          comFornecedor={master}
        />
      ),
    },
    ...(fornecedor
      ? []
      : [
          {
            id: 'fornecedor',
            titulo: 'Fornecedor',
            ocultarAbaixo: 'lg' as const,
            render: (p: ProdutoLista) => <Box sx={{ overflowWrap: 'break-word' }}>{p.fornecedor_nome}</Box>,
          },
        ]),
    {
      id: 'valor',
      titulo: 'Valor',
      align: 'right',
      render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{emReais(p.valor)}</Box>,
    },
    {
      id: 'status',
      titulo: 'Status',
      render: (p) => (
        <ChipStatusProduto
          status={p.status}
          aoClicar={() =>
            abrir(p, fornecedor && p.status === STATUS.vencido && p.acoes.renovar ? 'vencido' : 'homologacao')
          }
        />
      ),
    },
    ...(fornecedor
      ? [
          {
            id: 'ativo',
            titulo: 'Ativo',
            align: 'center' as const,
            largura: 72,
            render: (p: ProdutoLista) => (
              <CaixaAtivoProduto
                produto={p}
                ocupado={ativar.isPending && ativar.variables.id === p.id}
                aoAtivar={() => void mudarAtivo(p, true)}
                aoDesativar={() => abrir(p, 'desativar')}
              />
            ),
          },
          {
            id: COLUNA_ACOES,
            titulo: 'Opções',
            align: 'right' as const,
            largura: 72,
            render: (p: ProdutoLista) => <MenuDoProduto produto={p} aoExcluir={() => abrir(p, 'excluir')} />,
          },
        ]
      : [
          {
            id: 'homologar',
            titulo: 'Homologar',
            align: 'center' as const,
            render: (p: ProdutoLista) =>
              p.acoes.homologar ? (
                <Button size="small" variant="outlined" onClick={() => abrir(p, 'homologar')}>
                  Homologar
                </Button>
              ) : null,
          },
        ]),
  ];

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={TITULO}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: fornecedor ? 'Código ou descrição' : 'Código, descrição ou fornecedor',
          contrato: produtos.listarProdutos,
        }}
        filtros={<CamposFiltroProdutos filtros={filtros} aoMudar={mudarFiltros} />}
        imprimir={
          fornecedor ? (
            <BotaoImprimir
              contrato={produtos.imprimirProdutos}
              query={{
                status: filtros.status,
                ativo: filtros.ativo,
                ...(buscaAplicada ? { busca: buscaAplicada } : {}),
              }}
              mensagemDeErro={MSG.erroImprimirProdutos}
              titulo={TITULO}
            />
          ) : undefined
        }
        acoes={
          <>
            <Button variant="outlined" startIcon={<Palette />} onClick={() => setCatalogo('cores')}>
              Cores
            </Button>
            <Button variant="outlined" startIcon={<Straighten />} onClick={() => setCatalogo('tamanhos')}>
              Tamanhos
            </Button>
          </>
        }
        adicionar={fornecedor ? '/produtos/adicionar' : null}
      />

      <TabelaDados
        rotulo={TITULO}
        colunas={colunas}
        linhas={lista.data?.produtos.data ?? []}
        chave={(p) => p.id}
        total={lista.data?.produtos.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erroDeCarga(lista, MSG.erroListarProdutos)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <DialogoConfirmacao
        aberto={dialogo === 'desativar'}
        titulo="Desativar produto"
        mensagem={MSG.confirmarDesativar}
        textoConfirmar="Desativar"
        ocupado={ativar.isPending}
        onCancelar={fechar}
        onConfirmar={() => alvo && void mudarAtivo(alvo, false)}
      />
      <DialogoConfirmacao
        aberto={dialogo === 'excluir'}
        titulo="Excluir produto"
        mensagem={`${MSG.confirmarExcluir} ${alvo ? `${alvo.codigo} - ${alvo.descricao}` : ''}`}
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={fechar}
        onConfirmar={() => void confirmarExclusao()}
      />
      {alvo && (
        <>
          <DialogoHomologar
            aberto={dialogo === 'homologar' || dialogo === 'reprovar'}
            reprovar={dialogo === 'reprovar'}
            produto={alvo}
            onFechar={fechar}
            onConcluido={recarregar}
          />
          <DialogoVencido
            aberto={dialogo === 'vencido'}
            produto={alvo}
            onFechar={fechar}
            onConcluido={recarregar}
          />
          <DialogoHomologacaoDetalhes
            produtoId={alvo.id}
            aberto={dialogo === 'homologacao'}
            onFechar={fechar}
          />
        </>
      )}
      <DetalheDoProduto
        id={alvo?.id ?? null}
        aberto={dialogo === 'detalhe'}
        master={master}
        onFechar={fechar}
        onHomologar={
          master && alvo?.acoes.homologar
            ? (aprovar) => setDialogo(aprovar ? 'homologar' : 'reprovar')
            : undefined
        }
      />
      <DialogoCores aberto={catalogo === 'cores'} onFechar={() => setCatalogo(null)} />
      <DialogoTamanhos aberto={catalogo === 'tamanhos'} onFechar={() => setCatalogo(null)} />
    </Stack>
  );
}
