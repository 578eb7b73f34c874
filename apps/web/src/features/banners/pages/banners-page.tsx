import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { banners } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { erroDeCarga, mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';
import { useBanners, useExcluirBanner } from '../api/banners';

type Banner = banners.Banner;
const { MSG_BANNERS, STATUS_BANNER } = banners;

/** The banner's picture in the list: a small 3:1 thumbnail from the 320 px copies. */
function Miniatura({ banner }: { banner: Banner }) {
  const img = banner.imagem;
  return (
    <Box sx={{ width: 96, aspectRatio: '3 / 1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
      {img && (
        <picture>
          <source type="image/webp" srcSet={img.webp} sizes="96px" />
          <img
            src={img.url}
            srcSet={img.jpeg}
            sizes="96px"
            alt=""
            loading="lazy"
            width={img.largura ?? undefined}
            height={img.altura ?? undefined}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </picture>
      )}
    </Box>
  );
}

/**
 * /banners (master; spec 3 §2 "Banners"): the storefront banners, searched and paginated on the
 * server, with Editar and Excluir (behind a confirmation) where the row's `acoes` allow them, and
 * 'Adicionar'. 'Erro ao listar os banners', 'Erro ao excluir banner' (spec 3 §8).
 */
export default function BannersPage() {
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const [alvo, setAlvo] = useState<Banner | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const lista = useBanners({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });
  const excluir = useExcluirBanner();
  useAvisarErroDeCarga(lista, MSG_BANNERS.erroListar);

  const colunas: ColunaTabela<Banner>[] = [
    { id: 'imagem', titulo: 'Imagem', largura: 112, render: (b) => <Miniatura banner={b} /> },
    {
      id: 'nome',
      titulo: 'Nome',
      render: (b) => (
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {b.nome}
        </Typography>
      ),
    },
    {
      id: 'periodo',
      titulo: 'Período',
      ocultarAbaixo: 'sm',
      render: (b) => `${formatarData(b.data_inicio)} a ${formatarData(b.data_fim)}`,
    },
    {
      id: 'destinatarios',
      titulo: 'Destinatários',
      ocultarAbaixo: 'md',
      render: (b) => (b.destinatarios.length ? b.destinatarios.join(', ') : '—'),
    },
    {
      id: 'status',
      titulo: 'Publicação',
      render: (b) => (
        <Chip
          size="small"
          label={STATUS_BANNER[b.status]}
          color={b.status === 1 ? 'success' : 'default'}
          variant={b.status === 1 ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 112,
      render: (b) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {b.acoes.editar && (
            <Tooltip title="Editar">
              <IconButton
                aria-label={`Editar ${b.nome}`}
                component={RouterLink}
                to={`/banners/${b.id}/editar`}
              >
                <Edit />
              </IconButton>
            </Tooltip>
          )}
          {b.acoes.excluir && (
            <Tooltip title="Excluir">
              <IconButton
                aria-label={`Excluir ${b.nome}`}
                color="error"
                onClick={() => {
                  setAlvo(b);
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
      const msg = mensagemDeErro(e, MSG_BANNERS.erroExcluir);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo="Banners"
        busca={{ valor: busca, aoMudar: setBusca, placeholder: 'Nome', contrato: banners.listarBanners }}
        adicionar="/banners/adicionar"
      />
      <TabelaDados
        rotulo="Banners"
        colunas={colunas}
        linhas={lista.data?.banners.data ?? []}
        chave={(b) => b.id}
        total={lista.data?.banners.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erroDeCarga(lista, MSG_BANNERS.erroListar)}
        onTentarNovamente={() => void lista.refetch()}
      />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir banner"
        mensagem={alvo ? `Excluir o banner ${alvo.nome}? Ele sai da loja e a imagem é apagada.` : ''}
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Stack>
  );
}
