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

  // Stands (/rodadas/{id}/stands).
  standSalvo: 'Stand salvo com sucesso',
  standAtualizado: 'Stand atualizado com sucesso',
  standExcluido: 'Stand excluido com sucesso',
  standsCopiados: 'Stands copiados com sucesso',
  erroCopiarStands: 'Erro ao copiar stands',
  erroImprimirStands: 'Erro ao imprimir listagem de stands',
  valorNaoPositivo: 'O valor não pode ser zero ou negativo',
  // Not in the spec (spec 3 §8 lists only the texts above): the form, the owner and the copy rules.
  erroListarStands: 'Erro ao listar stands',
  erroCarregarStand: 'Erro ao carregar o stand',
  erroSalvarStand: 'Erro ao salvar o stand',
  erroExcluirStand: 'Erro ao excluir o stand',
  erroCarregarProprietarios: 'Erro ao carregar os participantes da rodada',
  erroCarregarRodadasParaCopiar: 'Erro ao carregar as rodadas com stands',
  tipoProprietarioInvalido: 'Escolha o tipo de proprietário: avulso, cliente, fornecedor ou representante',
  proprietarioInvalido: 'Escolha um proprietário da lista',
  /** The owner chosen is not a participant of the round as that type (spec 3 §4). */
  proprietarioForaDaRodada: 'O proprietário escolhido não participa desta rodada',
  codigoStandEmUso: 'Já existe um stand com este código nesta rodada',
  codigoNoMapaInvalido: 'Código do stand inválido: use letras, números, ponto, hífen ou sublinhado',
  copiarParaRodadaComStands: 'Esta rodada já tem stands: a cópia só é feita numa rodada sem stands',
  copiarDaMesmaRodada: 'Escolha outra rodada para copiar os stands',
  copiarDeRodadaSemStands: 'A rodada escolhida não tem stands',

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
} as const;
