import { idParam } from '../../campos.js';
import { z } from '../../zod-setup.js';
import { MSG_CONTA_EMPRESA } from '../perfis.js';

// What the suppliers maintenance contracts share (spec 2 §2 "Suppliers", §4 "Supplier ativo", §5
// "Supplier registration" and "Rating", §6, §7 "Suppliers", §8 "Suppliers"): the texts of the list,
// 'Cadastro de Fornecedor', delete, password reset, block, ratings and the per-representative
// activation, and the supplier id of the path.

/**
 * The one catalogue of the suppliers' texts (issue 10: one per area): the account, logo and video,
 * the maintenance, ratings and the per-representative switch, verbatim where spec 2 §8 has one.
 */
export const MSG_FORNECEDORES = {
  ...MSG_CONTA_EMPRESA,
  emailBloqueado: 'O email de login não pode ser alterado depois que a conta foi verificada',
  logoSalva: 'Logo salva com sucesso',
  erroCarregarLogo: 'Erro ao carregar a logo',
  erroSalvarLogo: 'Erro ao salvar a logo',
  logoDeOutro: 'Você só pode alterar a logo da sua própria empresa.',
  escolhaImagem: 'Escolha uma imagem',
  videoSalvo: 'Vídeo salvo com sucesso',
  videoExcluido: 'Vídeo excluído com sucesso',
  erroSalvarVideo: 'Erro ao salvar o vídeo',
  erroExcluirVideo: 'Erro ao excluir vídeo',
  videoTipo: 'Envie um vídeo MP4, WebM ou MOV.',
  videoTamanho: 'O vídeo deve ter no máximo 50 MB.',
  videoDuracao: 'O vídeo deve ter no máximo 60 segundos.',
  videoDuracaoIlegivel: 'Não foi possível ler a duração do vídeo. Envie um vídeo MP4, WebM ou MOV.',
  videoVazio: 'Escolha um vídeo',
  // The suppliers maintenance, ratings and the per-representative switch.
  erroListar: 'Erro ao listar fornecedores',
  erroExcluir: 'Erro ao excluir fornecedor',
  erroExcluirAvaliacao: 'Erro ao excluir avaliação',
  erroSalvarAvaliacao: 'Erro ao salvar avaliação',
  erroListarAvaliacoes: 'Erro ao listar avaliações',
  erroResetar: 'Erro ao resetar a senha deste fornecedor',
  erroBloquear: 'Erro ao bloquear a conta deste fornecedor',
  erroAtivarDesativar: 'Erro ao ativar/desativar fornecedor',
  erroImprimir: 'Erro ao imprimir listagem de fornecedores',
  erroSalvar: 'Erro ao salvar fornecedor',
  erroEditar: 'Erro ao editar fornecedor',
  erroCarregarCidades: 'Erro ao carregar cidades',
  erroDetalhar: 'Erro ao carregar os dados do fornecedor',
  salvo: 'Fornecedor salvo com sucesso',
  atualizado: 'Fornecedor atualizado com sucesso',
  excluido: 'Fornecedor excluído com sucesso',
  /** spec D1 and spec 2 §8: 'Senha resetada com sucesso. Nova senha: {secret}'. */
  senhaResetada: 'Senha resetada com sucesso',
  desativado: 'Fornecedor desativado com sucesso',
  ativado: 'Fornecedor ativado com sucesso',
  avaliacaoSalva: 'Avaliação salva com sucesso',
  avaliacaoExcluida: 'Avaliação excluída com sucesso',
  cnpjEmUso: 'Este CNPJ já está cadastrado como fornecedor',
  /** ADR 007: a login e-mail is changed only by its user or by the master. */
  emailSoMaster: 'Somente o master altera o email de login do fornecedor',
  possuiRegistros:
    'Este fornecedor possui produtos, pedidos ou participação em rodadas e não pode ser excluído; desative-o',
  avaliacaoDeOutro: 'Você só pode excluir as suas próprias avaliações',
  avaliarEmNomeDeOutro: 'Você só pode avaliar em seu próprio nome',
  /** spec 2 §5 "Rating": rating and comentario are required ('Campo Obrigatório'). */
  obrigatorioAvaliacao: 'Campo Obrigatório',
  notaInvalida: 'A nota vai de 0,5 a 5, em meias estrelas',
  dataInvalida: 'Data inválida',
  dataFutura: 'A data de nascimento não pode ser futura',
} as const;

/** The `:id` of a supplier in the path. */
export const idFornecedorParams = z.object({ id: idParam('Id do fornecedor') });
