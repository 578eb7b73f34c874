import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { administradores } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { TextoEmail } from '../../../components/texto-email';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, useAvisarErroDeCarga, erroDeCarga } from '../../../lib/formulario';
import { MASCARAS, aplicarMascara } from '../../../lib/mascaras';
import { useAdministradores, useExcluirAdministrador } from '../api/administradores';

type Administrador = administradores.AdministradorLista;
const { MSG_ADMINISTRADORES } = administradores;

/**
 * /administradores (master; spec 2 §2 "Administrators"): the administrators, searched and paginated
 * on the server, with Editar and Excluir (behind a confirmation) where the row's `acoes` allow
 * them (ADR 013), and an 'Adicionar' button.
 */
export default function AdministradoresPage() {
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  // The target stays set while its dialog fades out, so the text does not vanish mid-animation.
  const [alvo, setAlvo] = useState<Administrador | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);

  const lista = useAdministradores({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const excluir = useExcluirAdministrador();

  // spec 2 §8 "Administrators": 'Erro ao listar administradores'.
  useAvisarErroDeCarga(lista, MSG_ADMINISTRADORES.erroListar);

  const colunas: ColunaTabela<Administrador>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      render: (a) => (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {a.nome}
        </Typography>
      ),
    },
    { id: 'email', titulo: 'Email', render: (a) => <TextoEmail email={a.email} /> },
    {
      id: 'cnpj',
      titulo: 'CNPJ',
      ocultarAbaixo: 'md',
      render: (a) => (a.cnpj ? aplicarMascara(a.cnpj, MASCARAS.cnpj) : '—'),
    },
    { id: 'cidade', titulo: 'Cidade/UF', ocultarAbaixo: 'sm', render: (a) => a.cidade_estado ?? '—' },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 112,
      render: (a) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {a.acoes.editar && (
            <Tooltip title="Editar">
              <IconButton
                aria-label={`Editar ${a.nome}`}
                component={RouterLink}
                to={`/administradores/${a.id}/editar`}
              >
                <Edit />
              </IconButton>
            </Tooltip>
          )}
          {a.acoes.excluir && (
            <Tooltip title="Excluir">
              <IconButton
                aria-label={`Excluir ${a.nome}`}
                color="error"
                onClick={() => {
                  setAlvo(a);
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

  const confirmar = async () => {
    if (!alvo) return;
    try {
      const { msg } = await excluir.mutateAsync(alvo.id);
      avisar(msg, 'success');
    } catch (e) {
      // A 401 forces the log-off (spec 2 §8), already handled by the session expiry.
      const msg = mensagemDeErro(e, MSG_ADMINISTRADORES.erroExcluir);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo="Administradores"
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome ou email',
          contrato: administradores.listarAdministradores,
        }}
        adicionar="/administradores/adicionar"
      />

      <TabelaDados
        rotulo="Administradores"
        colunas={colunas}
        linhas={lista.data?.administradores.data ?? []}
        chave={(a) => a.id}
        total={lista.data?.administradores.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erroDeCarga(lista, MSG_ADMINISTRADORES.erroListar)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir administrador"
        mensagem={alvo ? `Excluir ${alvo.nome} (${alvo.email})? O acesso dele à Rodada será removido.` : ''}
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Stack>
  );
}
