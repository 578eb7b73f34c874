import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Stack, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import LockReset from '@mui/icons-material/LockReset';
import { formatarCnpj, pode, representantes, type Tipo } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, erroDeCarga } from '../../../lib/formulario';
import {
  useExcluirRepresentante,
  useRepresentantes,
  useResetarSenhaRepresentante,
} from '../api/representantes';
import { DialogoDetalhesRepresentante } from './dialogo-detalhes';
import { ImprimirRepresentantes } from './imprimir-lista';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';

type Representante = representantes.RepresentanteLista;
/** The screen's title, also the table's name and the print preview's. */
const TITULO = 'Representantes';
const { MSG_REPRESENTANTES: MSG } = representantes;

/** A destructive action waiting for its confirmation. */
type Acao = { tipo: 'excluir' | 'resetar'; representante: Representante };

/**
 * /representantes for the administrador and the master (spec 2 §2 "Representatives", §6 "Admin and
 * master on representatives"): every representative, searched and paginated on the server, with
 * Nome, CPF/CNPJ and Cidade; the row menu has Detalhes (read-only), Editar, Resetar senha (the
 * temporary password shown once, spec D1) and Excluir, each destructive one behind a
 * confirmation, each offered only where the row's `acoes` allow it (ADR 013; ADR 007: an
 * administrador maintains its rounds' representatives and those it registered). 'Adicionar' is the
 * administrador's only (spec 2 §6).
 */
export function ListaAdministrativa({ tipo }: { tipo: Tipo }) {
  const navegar = useNavigate();
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useRepresentantes(
    { page: pagina, paginacao: porPagina, ...(buscaAplicada ? { busca: buscaAplicada } : {}) },
    true,
  );
  const excluir = useExcluirRepresentante();
  const resetar = useResetarSenhaRepresentante();
  const [detalhes, setDetalhes] = useState<number | null>(null);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [acao, setAcao] = useState<Acao | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [senha, setSenha] = useState<{ senha: string; nome: string } | null>(null);

  // spec 2 §8: 'Erro ao buscar representantes'.
  const erroLista = lista.isError ? lista.error : null;
  useEffect(() => {
    if (erroLista && mensagemDeErro(erroLista, MSG.erroBuscar) !== null) avisar(MSG.erroBuscar, 'error');
  }, [erroLista]);

  const pedir = (tipoAcao: Acao['tipo'], representante: Representante) => {
    setAcao({ tipo: tipoAcao, representante });
    setConfirmando(true);
  };

  const confirmar = async () => {
    if (!acao) return;
    const { representante } = acao;
    try {
      if (acao.tipo === 'excluir') {
        // spec 2 §8: status 1 shows msg and reloads; status 2 shows msg as an error.
        const { msg } = await excluir.mutateAsync(representante.id);
        avisar(msg, 'success');
      } else {
        const r = await resetar.mutateAsync(representante.id);
        setSenha({ senha: r.senha, nome: representante.nome });
      }
    } catch (e) {
      const msg = mensagemDeErro(e, acao.tipo === 'excluir' ? MSG.erroExcluir : MSG.erroResetarSenha);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const acoesDa = (r: Representante): AcaoDaLinha[] => [
    { rotulo: 'Detalhes', icone: <InfoOutlined fontSize="small" />, aoEscolher: () => setDetalhes(r.id) },
    ...(r.acoes.editar
      ? [
          {
            rotulo: 'Editar',
            icone: <Edit fontSize="small" />,
            aoEscolher: () => void navegar(`/representantes/${r.id}/editar`),
          },
        ]
      : []),
    ...(r.acoes.resetar_senha
      ? [
          {
            rotulo: 'Resetar senha',
            icone: <LockReset fontSize="small" />,
            aoEscolher: () => pedir('resetar', r),
          },
        ]
      : []),
    ...(r.acoes.excluir
      ? [
          {
            rotulo: 'Excluir',
            icone: <Delete fontSize="small" />,
            aoEscolher: () => pedir('excluir', r),
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
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {r.nome}
          </Typography>
          {/* Where the CPF/CNPJ column is hidden (phones), the name carries it. */}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: { xs: 'block', sm: 'none' }, whiteSpace: 'nowrap' }}
          >
            {r.cnpj ? formatarCnpj(r.cnpj) : ''}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'cnpj',
      titulo: 'CPF/CNPJ',
      ocultarAbaixo: 'sm',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.cnpj ? formatarCnpj(r.cnpj) : '—'}</Box>,
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

  const nome = acao?.representante.nome ?? '';
  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo={TITULO}
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome, CNPJ, cidade ou email',
          contrato: representantes.listarRepresentantes,
        }}
        imprimir={<ImprimirRepresentantes titulo={TITULO} busca={buscaAplicada} />}
        adicionar={pode(tipo, 'representantes.adicionar') ? '/representantes/adicionar' : null}
      />

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

      <DialogoDetalhesRepresentante id={detalhes} onFechar={() => setDetalhes(null)} />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo={acao?.tipo === 'resetar' ? 'Resetar senha' : 'Excluir representante'}
        mensagem={
          acao?.tipo === 'resetar'
            ? `Gerar uma nova senha temporária para ${nome}? A senha atual deixa de valer, as sessões abertas são encerradas e, no próximo acesso, o representante deverá definir uma senha própria.`
            : `Excluir ${nome}? O acesso dele à Rodada será removido.`
        }
        textoConfirmar={acao?.tipo === 'resetar' ? 'Resetar senha' : 'Excluir'}
        perigo={acao?.tipo === 'excluir'}
        ocupado={excluir.isPending || resetar.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
      <DialogoSenhaTemporaria
        senha={senha?.senha ?? null}
        titulo="Senha resetada com sucesso"
        rotulo="Nova senha"
        texto={`Nova senha de ${senha?.nome ?? ''}. Anote ou copie agora: ela não será mostrada de novo. No próximo acesso, o representante deverá definir uma senha própria.`}
        onFechar={() => setSenha(null)}
      />
    </Stack>
  );
}
