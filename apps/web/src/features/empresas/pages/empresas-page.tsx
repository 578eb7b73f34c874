import { useEffect, useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { clientes, formatarCnpj } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { BotoesEditarExcluir } from '../../../components/botoes-editar-excluir';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, erroDeCarga } from '../../../lib/formulario';
import { useClienteId, useEmpresas, useExcluirEmpresa } from '../api/empresas';

type Empresa = clientes.LojaLida;
const { MSG_CLIENTES } = clientes;

/**
 * /empresas, 'Minhas Empresas' (cliente; spec 2 §2 "Companies"): the customer's stores with Editar
 * and Excluir (behind a confirmation; never the default one, marked 'Padrão'), and 'Adicionar'
 * leading to /empresas/cadastrar on every screen size (spec D3).
 */
export default function EmpresasPage() {
  const clienteId = useClienteId();
  const lista = useEmpresas(clienteId);
  const excluir = useExcluirEmpresa(clienteId);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [alvo, setAlvo] = useState<Empresa | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  // spec 2 §8: 'Erro ao listar empresas'.
  const erroLista = lista.isError ? lista.error : null;
  useEffect(() => {
    if (erroLista && mensagemDeErro(erroLista, MSG_CLIENTES.erroListarEmpresas) !== null) {
      avisar(MSG_CLIENTES.erroListarEmpresas, 'error');
    }
  }, [erroLista]);

  const confirmar = async () => {
    if (!alvo) return;
    try {
      const { msg } = await excluir.mutateAsync(alvo.id);
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG_CLIENTES.erroExcluirEmpresa);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const colunas: ColunaTabela<Empresa>[] = [
    {
      id: 'razao_social',
      titulo: 'Razão Social',
      render: (l) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {l.razao_social}
          </Typography>
          {l.padrao && <Chip size="small" color="primary" variant="outlined" label="Padrão" />}
          {/* Where the CNPJ column is hidden (phones), the name carries it. */}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: { xs: 'block', sm: 'none' }, width: '100%', whiteSpace: 'nowrap' }}
          >
            {formatarCnpj(l.cnpj)}
          </Typography>
        </Stack>
      ),
    },
    { id: 'nome_fantasia', titulo: 'Nome Fantasia', render: (l) => l.nome_fantasia, ocultarAbaixo: 'sm' },
    {
      id: 'cnpj',
      titulo: 'CNPJ',
      render: (l) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatarCnpj(l.cnpj)}</Box>,
      ocultarAbaixo: 'sm',
    },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 112,
      // Each store's acoes say what the customer may do with it (ADR 013): the default one is
      // edited but never deleted.
      render: (l) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {l.acoes.editar && (
            <BotoesEditarExcluir
              rotuloEditar={`Editar ${l.nome_fantasia}`}
              rotuloExcluir={`Excluir ${l.nome_fantasia}`}
              editar={{ para: `/empresas/${l.id}/editar` }}
              bloqueio={l.acoes.excluir ? null : MSG_CLIENTES.padraoNaoExclui}
              aoExcluir={() => {
                setAlvo(l);
                setConfirmando(true);
              }}
            />
          )}
        </Stack>
      ),
    },
  ];

  const linhas = lista.data ?? [];
  return (
    <Stack spacing={2.5}>
      <BarraLista titulo="Minhas Empresas" adicionar="/empresas/cadastrar" />

      <TabelaDados
        rotulo="Minhas Empresas"
        colunas={colunas}
        linhas={linhas}
        chave={(l) => l.id}
        total={linhas.length}
        // A customer has few stores: one page holds them all (the server caps the list).
        pagina={1}
        porPagina={clientes.LIMITE_LOJAS}
        opcoesPorPagina={[clientes.LIMITE_LOJAS]}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
        carregando={lista.isFetching}
        textoVazio="Nenhuma empresa cadastrada"
        erro={erroDeCarga(lista, MSG_CLIENTES.erroListarEmpresas)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir empresa"
        mensagem={alvo ? `Excluir a empresa ${alvo.nome_fantasia} (${formatarCnpj(alvo.cnpj)})?` : ''}
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Stack>
  );
}
