import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { clientes, formatarCnpj } from '@rodada/contracts';
import { formatarMoeda, paraCentavos } from '@rodada/domain';
import { BotaoImprimir } from '../../../components/botao-imprimir';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { telefoneLegivel } from '../../../lib/endereco-formulario';
import { useEstadoLocal } from '../../../lib/estado-local';
import { mensagemDeErro, useAvisarErroDeCarga, erroDeCarga } from '../../../lib/formulario';
import { useAtivarCliente, useClientes, useExcluirCliente } from '../api/clientes';
import { ClienteDetalhesDialogo } from '../components/cliente-detalhes-dialogo';
import { ClienteMenuLinha, type AcaoCliente } from '../components/cliente-menu-linha';

type Cliente = clientes.ClienteLista;
const { MSG_CLIENTES } = clientes;

/** The texts of each confirmation of the row menu. */
function textosDaAcao(a: AcaoCliente) {
  const nome = a.cliente.nome;
  switch (a.tipo) {
    case 'ativar':
      return {
        titulo: 'Ativar cliente',
        mensagem: `Ativar ${nome}? O cliente volta a entrar na Rodada e a receber pedidos.`,
        botao: 'Ativar',
        perigo: false,
      };
    case 'desativar':
      return {
        titulo: 'Desativar cliente',
        mensagem: `Desativar ${nome}? O cliente não conseguirá entrar na Rodada nem receber novos pedidos até ser ativado de novo.`,
        botao: 'Desativar',
        perigo: true,
      };
    case 'excluir':
      return {
        titulo: 'Excluir cliente',
        mensagem: `Excluir ${nome} da sua lista de clientes? O cadastro do cliente continua na Rodada.`,
        botao: 'Excluir',
        perigo: true,
      };
  }
}

/** The name cell: the company with a 'Desativado' chip, and the legal name under it. */
function celulaEmpresa(c: Cliente) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {c.nome}
        </Typography>
        {!c.ativo && <Chip label="Desativado" size="small" color="error" variant="outlined" />}
      </Box>
      {c.cnpj && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatarCnpj(c.cnpj)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /clientes (spec 2 §2 "Customers"): the role's customers, searched and paginated on the server
 * (30 per page), with the role's columns, a row menu (Editar, Detalhes, Imprimir, Ativar/Desativar,
 * Excluir), the print of the list, and 'Adicionar' for the representante.
 */
export default function ClientesPage() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const tipo = usuario?.tipo ?? null;
  const rodadaId = tipo === 'fornecedor' ? (rodada?.id ?? null) : null;
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const [detalhe, setDetalhe] = useState<number | null>(null);
  // The action stays set while its dialog fades out, so the text does not vanish mid-animation.
  const [acao, setAcao] = useState<AcaoCliente | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  const lista = useClientes(usuario, rodadaId, {
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const ativar = useAtivarCliente();
  const excluir = useExcluirCliente();

  // spec 2 §8: 'Erro ao listar clientes'.
  useAvisarErroDeCarga(lista, MSG_CLIENTES.erroListar);

  const gestor = tipo === 'master' || tipo === 'administrador';
  const colunas: ColunaTabela<Cliente>[] = [
    { id: 'empresa', titulo: 'Empresa', render: celulaEmpresa },
    {
      id: 'responsavel',
      titulo: 'Responsável',
      ocultarAbaixo: gestor ? undefined : 'sm',
      render: (c) => c.responsavel_nome ?? '—',
    },
    ...(gestor
      ? [
          {
            id: 'representante',
            titulo: 'Representante',
            render: (c: Cliente) => c.representante_nome ?? '—',
          },
        ]
      : []),
    {
      id: 'cidade',
      titulo: 'Cidade/UF',
      ocultarAbaixo: gestor ? 'md' : 'sm',
      render: (c) => c.cidade_estado ?? '—',
    },
    ...(rodadaId !== null
      ? [
          {
            id: 'pedidos',
            titulo: 'Pedidos na rodada',
            align: 'right' as const,
            render: (c: Cliente) => String(c.pedidos_rodada ?? 0),
          },
          {
            id: 'valor',
            titulo: 'Total na rodada',
            align: 'right' as const,
            render: (c: Cliente) => formatarMoeda(paraCentavos(c.valor_rodada ?? '0')),
          },
        ]
      : [
          {
            id: 'telefone',
            titulo: 'Telefone',
            // The master's and administrador's extra Representante column leaves no room on a 1024 px tablet.
            ocultarAbaixo: gestor ? ('lg' as const) : ('md' as const),
            // A phone number reads as one piece: it never breaks across lines.
            render: (c: Cliente) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {telefoneLegivel(c.telefone ?? c.celular)}
              </Box>
            ),
          },
        ]),
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 72,
      render: (c) => (
        <ClienteMenuLinha
          cliente={c}
          aoDetalhar={(x) => setDetalhe(x.id)}
          aoPedir={(a) => {
            setAcao(a);
            setConfirmando(true);
          }}
        />
      ),
    },
  ];

  const confirmar = async () => {
    if (!acao) return;
    const { cliente, tipo: qual } = acao;
    try {
      const { msg } =
        qual === 'excluir'
          ? await excluir.mutateAsync(cliente.id)
          : await ativar.mutateAsync({ id: cliente.id, ativo: qual === 'ativar' });
      avisar(msg, 'success');
    } catch (e) {
      // A refusal the server explains (409: orders between them) shows its own message.
      const msg = mensagemDeErro(e, qual === 'excluir' ? MSG_CLIENTES.erroExcluir : MSG_CLIENTES.erroAtivar);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const textos = acao ? textosDaAcao(acao) : null;
  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo="Clientes"
        subtitulo={rodadaId !== null && rodada ? `Rodada: ${rodada.nome}` : null}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome, razão social ou CNPJ',
          contrato: clientes.listarClientes,
        }}
        imprimir={
          <BotaoImprimir
            contrato={clientes.imprimirClientes}
            query={buscaAplicada ? { busca: buscaAplicada } : {}}
            titulo="Clientes"
            mensagemDeErro={MSG_CLIENTES.erroImprimirLista}
          />
        }
        // spec 2 §6: the Add button is the representante's only.
        adicionar={tipo === 'representante' ? '/clientes/adicionar' : null}
      />

      <TabelaDados
        rotulo="Clientes"
        colunas={colunas}
        linhas={lista.data?.clientes.data ?? []}
        chave={(c) => c.id}
        total={lista.data?.clientes.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        textoVazio="Nenhum cliente encontrado"
        erro={erroDeCarga(lista, MSG_CLIENTES.erroListar)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <ClienteDetalhesDialogo id={detalhe} onFechar={() => setDetalhe(null)} />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo={textos?.titulo ?? ''}
        mensagem={textos?.mensagem ?? ''}
        textoConfirmar={textos?.botao}
        perigo={textos?.perigo}
        ocupado={ativar.isPending || excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Stack>
  );
}
