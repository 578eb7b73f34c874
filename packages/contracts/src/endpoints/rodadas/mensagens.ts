/**
 * The texts of the rounds area (spec 3 §8 "Rounds and stands", "Participants"; spec 1 §8 stand
 * map): one catalogue for the rounds, stands, stand map and participants screens and the API
 * answers behind them. Keep each part's texts in its section.
 */
export const MSG_RODADAS = {
  // Rounds (/rodadas, Cadastro de Rodada).
  rodadaSalva: 'Rodada salva com sucesso',
  rodadaAtualizada: 'Rodada atualizada com sucesso',
  erroBuscarRodada: 'Erro ao buscar rodada',
  erroListarRodadas: 'Erro ao listar rodadas',
  erroSalvarRodada: 'Erro ao salvar a rodada',
  /** A change to a round after its end date (spec 3 §4: read-only once closed). */
  rodadaEncerrada: 'Esta rodada já foi encerrada e não pode mais ser alterada',
  bannerRodada: 'Os pedidos e relatórios são carregados a partir da rodada selecionada',
  preenchimentoObrigatorio: 'Preenchimento obrigatório',
  semRodadaSelecionada: 'Selecione uma rodada em Rodadas para continuar',
  perguntaIlha: 'Deseja utilizar a Ilha de Impressão do evento para pedidos e relatórios?',
  dataInvalida: 'Data inválida',
  fimAntesDoInicio: 'A data de término não pode ser anterior à data de início',
  /** A round created or moved to end in the past would be closed for good (spec 3 §4). */
  fimNoPassado: 'A data de término não pode ser anterior a hoje',
  cidadeForaDoEstado: 'Escolha uma cidade do estado selecionado',
  administradorInativo: 'Escolha um administrador ativo',
  /** spec 3 §5: start and end dates editable only by master. */
  datasSoMaster: 'Somente o master altera as datas de início e término da rodada',
  administradorSoMaster: 'Somente o master altera o administrador da rodada',
  /** '{n} MB' limit of a logo or banner (the same text as the other pictures, ADR 005). */
  imagemGrande: (mb: number) => `A imagem deve ter no máximo ${mb} MB.`,
  /** The planta is SVG only (ADR 015). */
  plantaSvg: 'Envie a planta em SVG válido',
  plantaGrande: 'A planta deve ter no máximo 2 MB',
  semPlanta: 'Esta rodada não tem planta',

  // Stands (/rodadas/{id}/stands).
  standSalvo: 'Stand salvo com sucesso',
  standAtualizado: 'Stand atualizado com sucesso',
  standExcluido: 'Stand excluido com sucesso',
  standsCopiados: 'Stands copiados com sucesso',
  erroCopiarStands: 'Erro ao copiar stands',
  erroImprimirStands: 'Erro ao imprimir listagem de stands',
  valorNaoPositivo: 'O valor não pode ser zero ou negativo',

  // Stand map (/mapa-stands/{rodada}).
  erroPlanta: 'Opss... Algo deu errado',
  erroSalvarNomeStand: 'Não foi possível salvar o nome do stand',

  // Participants (/rodadas/{id}/fornecedores, /clientes, /representantes).
  erroCarregarFornecedores: 'Erro ao carregar fornecedores',
  erroSalvarFornecedor: 'Erro ao salvar o fornecedor',
  erroExcluirFornecedor: 'Erro ao excluir o fornecedor',
  erroImportarFornecedores: 'Erro ao importar fornecedores',
  erroImprimirClientesRodada: 'Erro ao imprimir listagem de clientes da rodada',
  erroCarregarClientes: 'Erro ao carregar clientes',
  erroSalvarCliente: 'Erro ao salvar o cliente',
  erroExcluirCliente: 'Erro ao excluir o cliente',
  erroImportarClientes: 'Erro ao importar clientes',
  erroImprimirEtiquetas: 'Erro ao imprimir as etiquetas de clientes da rodada',
  erroCarregarRepresentantes: 'Erro ao carregar representantes',
  erroSalvarRepresentante: 'Erro ao salvar o representante',
  erroExcluirRepresentante: 'Erro ao excluir o representante',
  erroImportarRepresentantes: 'Erro ao importar representantes',
  /** '{nome} adicionado a rodada com sucesso' (spec 3 §8). */
  adicionado: (nome: string) => `${nome} adicionado a rodada com sucesso`,
  /** '{nome} removido da rodada com sucesso' (spec 3 §8). */
  removido: (nome: string) => `${nome} removido da rodada com sucesso`,
  // Participants: texts the spec does not have (ours, spec README "not shown").
  erroImprimirFornecedoresRodada: 'Erro ao imprimir listagem de fornecedores da rodada',
  erroSalvarPrazo: 'Erro ao salvar o prazo do cliente',
  erroInscrever: 'Erro ao alterar a inscrição do cliente',
  naoParticipa: 'Este cadastro não participa desta rodada',
  naoEncontrado: 'Cadastro não encontrado',
  /** Removing the owner of a stand of the round (spec 3 §3: stand owners are participants). */
  donoDeStand: (nome: string) =>
    `${nome} é proprietário de um stand desta rodada e não pode ser removido. Troque o proprietário do stand antes`,
  /** Removing a participant with orders in the round: the orders would lose their round's party. */
  comPedidos: (nome: string) => `${nome} tem pedidos nesta rodada e não pode ser removido`,
  prazoInvalido: "Informe o prazo em dias separados por '/', por exemplo 30/60/90",
  prazoSalvo: 'Prazo do cliente salvo com sucesso',
  prazoRemovido: 'Prazo do cliente removido com sucesso',
  inscricaoConfirmada: 'Inscrição do cliente confirmada com sucesso',
  inscricaoCancelada: 'Inscrição do cliente cancelada com sucesso',
  // Participants: the CSV import (docs/importacao-participantes.md).
  importacaoConcluida: (aceitas: number, recusadas: number) =>
    `Importação concluída: ${aceitas} ${aceitas === 1 ? 'linha aceita' : 'linhas aceitas'}, ${recusadas} ${recusadas === 1 ? 'linha recusada' : 'linhas recusadas'}`,
  arquivoTipo: 'Envie um arquivo CSV (.csv)',
  arquivoTamanho: 'O arquivo deve ter no máximo 1 MB',
  arquivoVazio: 'O arquivo não tem linhas para importar',
  arquivoIlegivel: 'O arquivo não parece um CSV de texto',
  linhasDemais: (max: number) =>
    `O arquivo tem mais de ${max.toLocaleString('pt-BR')} linhas. Divida-o em arquivos menores`,
  motivoCnpjAusente: 'Informe o CNPJ',
  motivoIdentificadorAusente: 'Informe o CNPJ ou o e-mail',
  motivoCnpjInvalido: 'CNPJ inválido',
  motivoEmailInvalido: 'E-mail inválido',
  motivoFornecedorNaoEncontrado: 'Fornecedor não encontrado',
  motivoClienteNaoEncontrado: 'Cliente não encontrado',
  motivoRepresentanteNaoEncontrado: 'Representante não encontrado',
  motivoAmbiguo: 'Mais de um cadastro com este CNPJ',
  motivoJaParticipa: 'Já participa da rodada',
  motivoInativo: 'Cadastro inativo',
  motivoRepetido: (linha: number) => `Repetido no arquivo (mesmo cadastro da linha ${linha})`,
} as const;
