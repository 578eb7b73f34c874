import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatarCnpj, fornecedores, pode } from '@rodada/contracts';
import { BotaoImprimir } from '../../../components/botao-imprimir';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { useAvisarErroDeCarga, erroDeCarga } from '../../../lib/formulario';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useFornecedores } from '../api/fornecedores';
import { FornecedorAcoes, FornecedorMenuLinha, type AcaoFornecedor } from '../components/fornecedor-acoes';
import { FornecedorDetalhesDialogo } from '../components/fornecedor-detalhes-dialogo';

type Fornecedor = fornecedores.FornecedorLista;
const MSG = fornecedores.MSG_FORNECEDORES;

/**
 * /fornecedores (representante, administrador, master; spec 2 §2 "Suppliers"): the suppliers the
 * caller may see, searched and paginated on the server, with a row menu ('Detalhes' and what the
 * row's `acoes` allow, each behind a confirmation) and 'Adicionar' for representante and
 * administrador (a screen-level capability, not about one supplier).
 */
export default function FornecedoresPage() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const tipo = usuario?.tipo ?? null;
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);
  const [detalhe, setDetalhe] = useState<Fornecedor | null>(null);
  const [acao, setAcao] = useState<AcaoFornecedor | null>(null);

  const lista = useFornecedores({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
  });

  useAvisarErroDeCarga(lista, MSG.erroListar);

  const colunas: ColunaTabela<Fornecedor>[] = [
    {
      id: 'nome_fantasia',
      titulo: 'Nome Fantasia',
      render: (f) => (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
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
      render: (f) => <FornecedorMenuLinha fornecedor={f} aoDetalhar={setDetalhe} aoPedir={setAcao} />,
    },
  ];

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo="Fornecedores"
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome fantasia, razão social, CNPJ ou cidade',
          contrato: fornecedores.listarFornecedores,
        }}
        imprimir={
          <BotaoImprimir
            contrato={fornecedores.imprimirFornecedores}
            query={buscaAplicada ? { busca: buscaAplicada } : {}}
            mensagemDeErro={MSG.erroImprimir}
            titulo="Fornecedores"
          />
        }
        adicionar={tipo && pode(tipo, 'fornecedores.adicionar') ? '/fornecedores/adicionar' : null}
      />

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
        erro={erroDeCarga(lista, MSG.erroListar)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <FornecedorDetalhesDialogo
        fornecedor={detalhe}
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
