import { z } from '../../zod-setup.js';
import { idParam } from '../../campos.js';
import { MSG_CONTA_EMPRESA } from '../perfis.js';

/*
 * What the representatives maintenance (administrador, master), the client links and the printed
 * list share (spec 2 §2 "Representatives", §3 "representante", §6, §7, §8 "Representatives"): the
 * texts, the link statuses, the path id and the search.
 */

/**
 * The one catalogue of the representatives' texts (issue 10: one per area): the account, the
 * maintenance, the client links and the printed list, verbatim where spec 2 §8 has one.
 */
export const MSG_REPRESENTANTES = {
  ...MSG_CONTA_EMPRESA,
  bancoInvalido: 'Banco inválido',
  contaTipoInvalido: 'Escolha Conta Corrente ou Conta Poupança',
  erroCarregarBancos: 'Erro ao carregar os bancos',
  // The maintenance (administrador, master), the client links and the printed list.
  erroBuscar: 'Erro ao buscar representantes',
  erroExcluir: 'Erro ao excluir representante',
  erroResetarSenha: 'Erro ao resetar a senha deste representante',
  erroImprimir: 'Erro ao imprimir listagem de representantes',
  erroEditar: 'Erro ao editar representante',
  erroSalvar: 'Erro ao salvar representante',
  salvo: 'Representante salvo com sucesso',
  atualizado: 'Representante atualizado com sucesso',
  excluido: 'Representante excluído com sucesso',
  comClientes: 'Este representante tem clientes vinculados e não pode ser excluído',
  comRegistros: 'Este representante possui pedidos ou outros registros e não pode ser excluído',
  /** ADR 007: a login e-mail is changed only by its user or by the master. */
  emailSoMaster: 'Somente o master altera o email de login do representante',
  // The client links (spec 2 §6 "Customer on representatives"); §8 has no text for them.
  vinculado: 'Representante vinculado com sucesso',
  desvinculado: 'Representante desvinculado com sucesso',
  clienteDesvinculado: 'Cliente desvinculado com sucesso',
  erroVincular: 'Erro ao vincular representante',
  erroDesvincular: 'Erro ao desvincular representante',
  erroDetalhar: 'Erro ao carregar os dados do representante',
  jaVinculado: 'Você já está vinculado a este representante',
  vinculoPendente: 'O vínculo com este representante está pendente',
  naoVinculado: 'Você não está vinculado a este representante',
} as const;

/** Link status of a client with a representative (spec 2 §3): 0 Pendente, 1 Confirmado, 2 none. */
export const VINCULO_STATUS = { pendente: 0, confirmado: 1, naoVinculado: 2 } as const;
/** The chip of each status on the client's list (spec 2 §3: Pendente red, Confirmado green). */
export const VINCULO_ROTULO: Record<number, string | undefined> = { 0: 'Pendente', 1: 'Confirmado' };

/** The `:id` of a representative in the path. */
export const idRepresentanteParams = z.object({ id: idParam('Id do representante') });

/** Search text of the lists: leading spaces ignored (spec 2 §5). */
export const buscaSchema = z
  .string()
  .max(100)
  .optional()
  .transform((s) => s?.trimStart() || undefined)
  .describe('Parte do nome fantasia, razão social, CNPJ, cidade ou email');
