import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Collapse, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import { formatarCnpj, fornecedores, pode } from '@rodada/contracts';
import { BotaoImprimir } from '../../../components/botao-imprimir';
import { CampoBusca, useBuscaAdiada } from '../../../components/campo-busca';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { useAvisarErroDeCarga } from '../../../lib/formulario';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useFornecedores } from '../api/fornecedores';
import { FornecedorAcoes, FornecedorMenuLinha, type AcaoFornecedor } from '../components/fornecedor-acoes';
import { FornecedorDetalhesDialogo } from '../components/fornecedor-detalhes-dialogo';

type Fornecedor = fornecedores.FornecedorLista;
const MSG = fornecedores.MSG_MANUTENCAO_FORNECEDORES;

/**
 * /fornecedores (representante, administrador, master; spec 2 §2 "Suppliers"): the suppliers the
 * caller may see, searched and paginated on the server, with a row menu ('Detalhes' and the role's
 * actions, each behind a confirmation) and 'Adicionar' for representante and administrador.
 */
export default function FornecedoresPage() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const tipo = usuario?.tipo ?? null;
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const [buscando, setBuscando] = useState(false);
  const campoBusca = useRef<HTMLDivElement>(null);
  const [detalhe, setDetalhe] = useState<Fornecedor | null>(null);
  const [acao, setAcao] = useState<AcaoFornecedor | null>(null);

  const lista = useFornecedores({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });

  useAvisarErroDeCarga(lista, MSG.erroListar);

  const alternarBusca = () => {
    if (buscando) setBusca('');
    setBuscando(!buscando);
  };

  const colunas: ColunaTabela<Fornecedor>[] = [
    {
      id: 'nome_fantasia',
      titulo: 'Nome Fantasia',
      render: (f) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {f.nome_fantasia}
          </Typography>
          {!f.ativo && <Chip size="small" label="Desativado" color="error" variant="outlined" />}
          {f.ativo_representante && (
            <Chip size="small" label="Ativo para mim" color="success" variant="outlined" />
          )}
        </Stack>
      ),
    },
    { id: 'razao_social', titulo: 'Razão Social', ocultarAbaixo: 'md', render: (f) => f.razao_social ?? '—' },
    {
      id: 'cnpj',
      titulo: 'CNPJ',
      render: (f) => <Box sx={{ whiteSpace: 'nowrap' }}>{f.cnpj ? formatarCnpj(f.cnpj) : '—'}</Box>,
    },
    { id: 'cidade', titulo: 'Cidade', ocultarAbaixo: 'sm', render: (f) => f.local ?? f.cidade ?? '—' },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 72,
      render: (f) => (
        <FornecedorMenuLinha fornecedor={f} tipo={tipo} aoDetalhar={setDetalhe} aoPedir={setAcao} />
      ),
    },
  ];

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Fornecedores
        </Typography>
        <Tooltip title={buscando ? 'Fechar busca' : 'Buscar'}>
          <IconButton
            aria-label={buscando ? 'Fechar busca' : 'Buscar'}
            aria-expanded={buscando}
            aria-controls="fornecedores-busca"
            onClick={alternarBusca}
          >
            {buscando ? <SearchOff /> : <Search />}
          </IconButton>
        </Tooltip>
        <BotaoImprimir
          contrato={fornecedores.imprimirFornecedores}
          query={buscaAplicada ? { busca: buscaAplicada } : {}}
          mensagemDeErro={MSG.erroImprimir}
          titulo="Fornecedores"
          variante="icone"
        />
        {tipo && pode(tipo, 'fornecedores.adicionar') && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/fornecedores/adicionar">
            Adicionar
          </Button>
        )}
      </Stack>
      <Collapse
        in={buscando}
        id="fornecedores-busca"
        unmountOnExit
        onEntered={() => campoBusca.current?.querySelector('input')?.focus()}
      >
        <Box ref={campoBusca} sx={{ pt: 0.5 }}>
          <CampoBusca
            valor={busca}
            aoMudar={setBusca}
            placeholder="Nome fantasia, razão social, CNPJ ou cidade"
            sx={{ width: '100%', maxWidth: { sm: 520 } }}
          />
        </Box>
      </Collapse>

      <TabelaDados
        rotulo="Fornecedores"
        colunas={colunas}
        linhas={lista.data?.fornecedores.data ?? []}
        chave={(f) => f.id}
        total={lista.data?.fornecedores.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
      />

      <FornecedorDetalhesDialogo
        fornecedor={detalhe}
        ehRepresentante={tipo === 'representante'}
        representanteId={usuario?.representante_id ?? null}
        onFechar={() => setDetalhe(null)}
      />
      <FornecedorAcoes
        acao={acao}
        representanteId={usuario?.representante_id ?? null}
        onFechar={() => setAcao(null)}
      />
    </Stack>
  );
}
