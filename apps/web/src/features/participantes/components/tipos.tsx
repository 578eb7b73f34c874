import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { formatarCnpj, rodadas } from '@rodada/contracts';
import { BotaoImprimir } from '../../../components/botao-imprimir';
import type { ColunaTabela } from '../../../components/tabela-dados';
import { TextoEmail } from '../../../components/texto-email';
import {
  CHAMADAS_CLIENTES,
  CHAMADAS_FORNECEDORES,
  CHAMADAS_REPRESENTANTES,
  type Chamadas,
  type ClienteCandidato,
  type FornecedorCandidato,
  type LinhaParticipante,
  type RepresentanteCandidato,
  type TipoParticipante,
} from '../api/participantes';
import { CelulaInscricao, CelulaPrazo } from './celulas-cliente';

const { MSG_RODADAS: MSG } = rodadas;

/** Everything that makes one participants page differ from the other two. */
export interface TipoDaPagina<L extends LinhaParticipante, C extends { id: number }> {
  tipo: TipoParticipante;
  chamadas: Chamadas<L, C>;
  /** The page's h1: the route's title in app/titulos.ts ('Fornecedores da Rodada'). */
  titulo: string;
  /** 'fornecedor': the confirmation's words. */
  singular: string;
  /** 'Seleção de Fornecedores' (spec 3 §2). */
  tituloSelecao: string;
  tituloImportacao: string;
  /** The CSV's format, shown before the file is chosen (docs/importacao-participantes.md). */
  formatoImportacao: ReactNode;
  placeholderBusca: string;
  nomeDaLinha: (l: L) => string;
  nomeDoCandidato: (c: C) => string;
  /** The list's columns, without the actions column. */
  colunas: (rodadaId: number) => ColunaTabela<L>[];
  colunasDoCandidato: ColunaTabela<C>[];
  /** spec 3 §8 'Erro ao carregar / salvar / excluir / importar ...'. */
  mensagens: { carregar: string; salvar: string; excluir: string; importar: string };
  /** The print buttons of the list (spec 3 §2 "Print dialogs"), or none. */
  imprimir: ((rodadaId: number, busca: string) => ReactNode) | null;
}

/** A name with the CNPJ under it (the CNPJ is how the wholesale trade tells companies apart). */
function nomeComCnpj(nome: string, cnpj: string | null, abaixo?: string | null) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {nome}
      </Typography>
      {abaixo && (
        // What a hidden column says, on a phone only.
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
        >
          {abaixo}
        </Typography>
      )}
      {cnpj && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatarCnpj(cnpj)}
        </Typography>
      )}
    </Box>
  );
}

const traco = (s: string | null) => s || '—';

/** The format paragraph of the import dialogs: which column identifies the record. */
function formato(identificador: string, exemplo: string) {
  return (
    <>
      <Typography variant="body2" gutterBottom>
        Envie um arquivo CSV (até 1 MB, no máximo {rodadas.CSV_MAX_LINHAS.toLocaleString('pt-BR')} linhas) com
        um cadastro por linha. A primeira coluna é {identificador}; as demais colunas são ignoradas.
      </Typography>
      <Typography variant="body2" gutterBottom>
        Separador ponto e vírgula (;) ou vírgula (,); o “CSV (separado por vírgulas)” do Excel serve. Uma
        primeira linha de títulos (ex.: CNPJ;Nome) é reconhecida e pulada. Cada linha é aceita ou recusada com
        o motivo.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Exemplo:{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {exemplo}
        </Box>
      </Typography>
    </>
  );
}

const cidade = { id: 'cidade', titulo: 'Cidade/Estado' } as const;

/** Suppliers' columns, in the round's list and among the candidates (spec 3 §2). */
const COLUNAS_FORNECEDOR: ColunaTabela<FornecedorCandidato>[] = [
  {
    id: 'nome_fantasia',
    titulo: 'Nome Fantasia',
    // On a phone the Razão Social column is hidden: the name carries it.
    render: (f) => nomeComCnpj(f.nome_fantasia, f.cnpj, f.razao_social),
  },
  { id: 'razao_social', titulo: 'Razão Social', ocultarAbaixo: 'sm', render: (f) => traco(f.razao_social) },
  { ...cidade, render: (f) => traco(f.cidade_estado) },
];

/** A representative's name column (spec 3 §2: Nome and Cidade/Estado). */
const COLUNA_NOME_REPRESENTANTE: ColunaTabela<RepresentanteCandidato> = {
  id: 'nome',
  titulo: 'Nome',
  render: (r) => nomeComCnpj(r.nome_fantasia, r.cnpj),
};
const COLUNA_CIDADE_REPRESENTANTE: ColunaTabela<RepresentanteCandidato> = {
  ...cidade,
  render: (r) => traco(r.cidade_estado),
};

export const FORNECEDORES: TipoDaPagina<rodadas.FornecedorDaRodada, FornecedorCandidato> = {
  tipo: 'fornecedores',
  chamadas: CHAMADAS_FORNECEDORES,
  titulo: 'Fornecedores da Rodada',
  singular: 'fornecedor',
  tituloSelecao: 'Seleção de Fornecedores',
  tituloImportacao: 'Importar Fornecedores',
  formatoImportacao: formato('o CNPJ do fornecedor, com ou sem máscara', '12.345.678/0001-95;Malharia Boa'),
  placeholderBusca: 'Nome, razão social ou CNPJ',
  nomeDaLinha: (f) => f.nome_fantasia,
  nomeDoCandidato: (f) => f.nome_fantasia,
  colunas: () => COLUNAS_FORNECEDOR,
  colunasDoCandidato: COLUNAS_FORNECEDOR,
  mensagens: {
    carregar: MSG.erroCarregarFornecedores,
    salvar: MSG.erroSalvarFornecedor,
    excluir: MSG.erroExcluirFornecedor,
    importar: MSG.erroImportarFornecedores,
  },
  imprimir: (id, busca) => (
    <BotaoImprimir
      contrato={rodadas.imprimirFornecedoresDaRodada}
      params={{ id }}
      query={busca ? { busca } : {}}
      mensagemDeErro={MSG.erroImprimirFornecedoresRodada}
      titulo="Fornecedores da Rodada"
    />
  ),
};

export const CLIENTES: TipoDaPagina<rodadas.ClienteDaRodada, ClienteCandidato> = {
  tipo: 'clientes',
  chamadas: CHAMADAS_CLIENTES,
  titulo: 'Clientes da Rodada',
  singular: 'cliente',
  tituloSelecao: 'Seleção de Clientes',
  tituloImportacao: 'Importar Clientes',
  formatoImportacao: formato(
    'o CNPJ do cliente ou de uma das suas empresas, com ou sem máscara',
    '12.345.678/0001-95;Loja Central',
  ),
  placeholderBusca: 'Empresa, responsável ou CNPJ',
  nomeDaLinha: (c) => c.nome,
  nomeDoCandidato: (c) => c.nome,
  // spec 3 §2: Responsável, Empresa, Representante; then the round's Prazo and Inscrição (§7). On a
  // phone the card's title is the company, with the responsável under it.
  colunas: (rodadaId) => [
    {
      id: 'responsavel',
      titulo: 'Responsável',
      ocultarAbaixo: 'sm',
      render: (c) => traco(c.responsavel_nome),
    },
    {
      id: 'empresa',
      titulo: 'Empresa',
      render: (c) => nomeComCnpj(c.nome, c.cnpj, c.responsavel_nome),
    },
    { id: 'representante', titulo: 'Representante', render: (c) => traco(c.representante_nome) },
    { id: 'prazo', titulo: 'Prazo', render: (c) => <CelulaPrazo cliente={c} rodadaId={rodadaId} /> },
    {
      id: 'inscricao',
      titulo: 'Inscrição',
      render: (c) => <CelulaInscricao cliente={c} rodadaId={rodadaId} />,
    },
  ],
  colunasDoCandidato: [
    { id: 'empresa', titulo: 'Empresa', render: (c) => nomeComCnpj(c.nome, c.cnpj, c.responsavel_nome) },
    {
      id: 'responsavel',
      titulo: 'Responsável',
      ocultarAbaixo: 'sm',
      render: (c) => traco(c.responsavel_nome),
    },
    {
      id: 'representante',
      titulo: 'Representante',
      ocultarAbaixo: 'md',
      render: (c) => traco(c.representante_nome),
    },
    { ...cidade, render: (c) => traco(c.cidade_estado) },
  ],
  mensagens: {
    carregar: MSG.erroCarregarClientes,
    salvar: MSG.erroSalvarCliente,
    excluir: MSG.erroExcluirCliente,
    importar: MSG.erroImportarClientes,
  },
  imprimir: (id, busca) => (
    <>
      <BotaoImprimir
        contrato={rodadas.imprimirClientesDaRodada}
        params={{ id }}
        query={busca ? { busca } : {}}
        mensagemDeErro={MSG.erroImprimirClientesRodada}
        titulo="Clientes da Rodada"
      />
      <BotaoImprimir
        contrato={rodadas.imprimirEtiquetasDosClientes}
        params={{ id }}
        query={busca ? { busca } : {}}
        mensagemDeErro={MSG.erroImprimirEtiquetas}
        titulo="Etiquetas dos Clientes da Rodada"
        rotulo="Etiquetas"
      />
    </>
  ),
};

export const REPRESENTANTES: TipoDaPagina<rodadas.RepresentanteDaRodada, RepresentanteCandidato> = {
  tipo: 'representantes',
  chamadas: CHAMADAS_REPRESENTANTES,
  titulo: 'Representantes da Rodada',
  singular: 'representante',
  tituloSelecao: 'Seleção de Representantes',
  tituloImportacao: 'Importar Representantes',
  formatoImportacao: formato(
    'o CNPJ do representante (com ou sem máscara) ou o e-mail de login dele',
    'representante@exemplo.com.br;Representações Sul',
  ),
  placeholderBusca: 'Nome, CNPJ ou e-mail',
  nomeDaLinha: (r) => r.nome_fantasia,
  nomeDoCandidato: (r) => r.nome_fantasia,
  colunas: () => [COLUNA_NOME_REPRESENTANTE, COLUNA_CIDADE_REPRESENTANTE],
  colunasDoCandidato: [
    COLUNA_NOME_REPRESENTANTE,
    {
      id: 'email',
      titulo: 'E-mail',
      ocultarAbaixo: 'sm',
      render: (r) => (r.email ? <TextoEmail email={r.email} /> : '—'),
    },
    COLUNA_CIDADE_REPRESENTANTE,
  ],
  mensagens: {
    carregar: MSG.erroCarregarRepresentantes,
    salvar: MSG.erroSalvarRepresentante,
    excluir: MSG.erroExcluirRepresentante,
    importar: MSG.erroImportarRepresentantes,
  },
  // spec 3 §2: print dialogs for the supplier and client lists only.
  imprimir: null,
};
