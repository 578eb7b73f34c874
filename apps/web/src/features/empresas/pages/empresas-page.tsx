import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { clientes, formatarCnpj } from '@rodada/contracts';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, type ColunaTabela } from '../../../components/tabela-dados';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { useClienteId, useEmpresas, useExcluirEmpresa } from '../api/empresas';

type Empresa = clientes.LojaLida;
const { MSG_EMPRESAS } = clientes;

/** The server's message for a failed call, or the screen's own; null after a 401 (already said). */
function mensagemDeErro(e: unknown, fallback: string): string | null {
  if (e instanceof ApiError && e.httpStatus === 401) return null;
  return e instanceof ApiError && e.httpStatus !== 500 ? e.msg : fallback;
}

/**
 * /empresas, 'Minhas Empresas' (cliente; spec 2 §2 "Companies"): the customer's stores with Editar
 * and Excluir (behind a confirmation; never the default one, marked 'Padrão'), and 'Adicionar'
 * leading to /empresas/cadastrar on every screen size (decision 3).
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
    if (erroLista && mensagemDeErro(erroLista, MSG_EMPRESAS.erroListar) !== null) {
      avisar(MSG_EMPRESAS.erroListar, 'error');
    }
  }, [erroLista]);

  const confirmar = async () => {
    if (!alvo) return;
    try {
      const { msg } = await excluir.mutateAsync(alvo.id);
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG_EMPRESAS.erroExcluir);
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
      render: (l) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Editar">
            <IconButton
              component={RouterLink}
              to={`/empresas/${l.id}/editar`}
              aria-label={`Editar ${l.nome_fantasia}`}
            >
              <Edit />
            </IconButton>
          </Tooltip>
          <Tooltip title={l.padrao ? MSG_EMPRESAS.padraoNaoExclui : 'Excluir'}>
            {/* A disabled button fires no events: the span keeps the tooltip working. */}
            <span>
              <IconButton
                aria-label={`Excluir ${l.nome_fantasia}`}
                color="error"
                disabled={l.padrao}
                onClick={() => {
                  setAlvo(l);
                  setConfirmando(true);
                }}
              >
                <Delete />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  const linhas = lista.data ?? [];
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Minhas Empresas
        </Typography>
        <Button component={RouterLink} to="/empresas/cadastrar" variant="contained" startIcon={<Add />}>
          Adicionar
        </Button>
      </Stack>

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
        textoVazio={lista.isError ? MSG_EMPRESAS.erroListar : 'Nenhuma empresa cadastrada'}
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
