/**
 * The messages catalogue: every user-facing text the server sends, verbatim from the spec where the
 * spec has one (spec README "Rules for reading them").
 */
export const MSG = {
  loginInvalido: 'Usuário ou senha inválidos',
  contaNaoValidada:
    'Sua conta ainda não foi validada. Informe o código de validação enviado para o seu email.',
  contaDesativada: 'Sua conta está desativada. Fale com o administrador da rodada.',
  muitasTentativas: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  sessaoExpirada: 'Sua sessão expirou... Efetue login novamente.',
  semPermissao: 'Você não tem permissão para realizar esta operação.',
  naoEncontrado: 'Registro não encontrado.',
  rotaNaoEncontrada: 'Endereço não encontrado.',
  dadosInvalidos: 'Dados inválidos. Verifique os campos destacados.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  corpoGrandeDemais: 'O conteúdo enviado é grande demais.',
  tipoConteudoInvalido: 'Tipo de conteúdo não suportado.',
  requisicaoInvalida: 'Requisição inválida.',
  // Input no column can hold, and malformed addresses (docs/decisions/009-entradas-invalidas-e-fuzz.md).
  caractereInvalido: 'O texto contém um caractere inválido.',
  enderecoInvalido: 'Endereço inválido.',
  enderecoLongoDemais: 'Endereço longo demais.',
  muitasRequisicoes: 'Muitas requisições. Aguarde um momento e tente novamente.',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  cabecalhoXhrAusente: 'Requisição recusada: cabeçalho X-Requested-With ausente.',
  logoutOk: 'Sessão encerrada com sucesso.',
  // Temporary passwords (spec D1); the users screen's texts are MSG_USUARIOS (endpoints/usuarios.ts).
  trocarSenhaObrigatoria:
    'Você entrou com uma senha temporária. Defina uma nova senha em Alterar Senha para continuar.',
  senhaAlterada: 'Senha alterada com sucesso',
  senhaAtualIncorreta: 'Senha atual incorreta',
  senhaNovaIgualAtual: 'A nova senha deve ser diferente da senha atual',
  senhaResetada: 'Senha resetada com sucesso',
  // An account not completed yet (spec 1 §2.1, spec 2 §2; docs/decisions/008-seguranca-http.md).
  cadastroIncompleto: 'Complete seu cadastro em Minha Conta para continuar.',
  // A new password found in the common-password list (ADR 008).
  senhaComum: 'Senha muito comum. Escolha outra.',
} as const;

/**
 * Notification types (spec 1 §2.7: tipo 4 is the expired-product question; the others are ours,
 * recorded here so the seed, the API and the screens agree).
 */
export const NOTIFICACAO_TIPO = {
  aviso: 1,
  pedido: 2,
  homologacao: 3,
  produtoVencido: 4,
} as const;
