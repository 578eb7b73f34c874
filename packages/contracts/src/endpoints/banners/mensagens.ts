/**
 * The texts and fixed values of the banners (spec 3 §2 "Banners", §4 "Banner status", §5, §8
 * "Banners", §9), zod-free: the shop's carousel reads the audiences from here through
 * `@rodada/contracts/leve`. 'editção' of the spec is corrected (spec README).
 */
export const MSG_BANNERS = {
  erroListar: 'Erro ao listar os banners',
  erroExcluir: 'Erro ao excluir banner',
  erroAbrirEdicao: 'Erro ao abrir a edição do banner',
  erroSalvar: 'Erro ao salvar o banner',
  salvo: 'Banner salvo com sucesso',
  atualizado: 'Banner atualizado com sucesso',
  excluido: 'Banner excluído com sucesso',
  obrigatorio: 'Obrigatório',
  dataInvalida: 'Data inválida',
  fimAntesDoInicio: 'A data de término não pode ser anterior à data de início',
  destinoInvalido: 'Informe um endereço http(s):// ou um caminho do site começando com /',
  imagemGrande: (mb: number) => `A imagem deve ter no máximo ${mb} MB.`,
} as const;

/** The audiences of a banner (spec 3 §3 "Banner", "Storefront banners"). */
export const DESTINATARIOS_BANNER = ['Clientes', 'Fornecedores', 'Representantes'] as const;
export type DestinatarioBanner = (typeof DESTINATARIOS_BANNER)[number];

/** Banner status (spec 3 §4): 1 Publicado, 2 Em análise (new banners). */
export const STATUS_BANNER = { 1: 'Publicado', 2: 'Em análise' } as const;

/** The default period of a new banner: today to +7 days (spec 3 §5, §9). */
export const DIAS_PERIODO_BANNER = 7;

/** The carousel's interval (spec 3 §9). */
export const INTERVALO_CARROSSEL_MS = 4000;
