import { z } from '../../zod-setup.js';
import { naColuna, normalizadoAte } from '../../colunas.js';
import { cnpjValido, cpfValido, normalizarCep, normalizarCnpj, normalizarCpf } from '../../documentos.js';
import { email, idParam, MAIOR_ID } from '../../campos.js';

// What the customer contracts share (spec 2 §7 "Customers"): the texts of the customer screens,
// the customer `:id` of the paths, and the optional fields of the master's customer form.

/**
 * A CNPJ belongs to one customer (issue 9 §6, ADR 007): its profile and its stores; the message
 * names the conflict, never who holds it.
 */
export const CNPJ_DE_OUTRO_CLIENTE = 'CNPJ já cadastrado para outro cliente';

/**
 * `:id` of the customer: the caller's own for a cliente; for the other roles a customer they may
 * see (reading) or edit (writing): anything else answers 404.
 */
export const clienteParams = z.object({ id: idParam('Id do cliente') });

/**
 * The one catalogue of the customers' texts (issue 10: one per area): the customer screens and their
 * stores (spec 2 §8 "Customers and companies"), verbatim where it has one.
 */
export const MSG_CLIENTES = {
  erroListar: 'Erro ao listar clientes',
  erroExcluir: 'Erro ao excluir cliente',
  erroImprimirLista: 'Erro ao imprimir listagem de clientes',
  erroImprimir: 'Erro ao imprimir!',
  erroAtivar: 'Erro ao ativar/desativar cliente',
  erroEditar: 'Erro ao editar cliente',
  erroListarLojas: 'Erro ao listar lojas',
  erroBuscarCidades: 'Erro ao buscar cidades',
  erroSalvarDados: 'Erro ao salvar os dados',
  erroSalvar: 'Erro ao salvar cliente',
  /** Shown after the server's msg when a customer save fails (spec 2 §8). */
  dicaSalvar: 'Verifique se o cliente já está cadastrado ou entre em contato com o administrador.',
  salvo: 'Cliente salvo com sucesso',
  atualizado: 'Cliente atualizado com sucesso',
  ativado: 'Cliente ativado com sucesso',
  desativado: 'Cliente desativado com sucesso',
  excluido: 'Cliente excluído com sucesso',
  jaCadastrado: 'Cliente já cadastrado: este CNPJ já pertence a outro cliente',
  cnpjDeOutroCliente: CNPJ_DE_OUTRO_CLIENTE,
  cnpjFixo: 'O CNPJ de um cliente cadastrado não pode ser alterado',
  ieFixa: 'A Inscrição Estadual de um cliente cadastrado não pode ser alterada',
  emailSoMaster: 'Somente o master altera o email do cliente',
  representanteSoMaster: 'Somente o master escolhe o representante do cliente',
  representanteInexistente: 'Representante não encontrado',
  rodadaObrigatoria: 'Selecione a rodada em que o cliente vai participar',
  rodadaInexistente: 'Rodada não encontrada',
  comPedidos: 'Este cliente tem pedidos com você e não pode ser excluído',
  // The stores (/empresas and the customer form's stores; spec 2 §8 "Customers and companies").
  erroListarEmpresas: 'Erro ao listar empresas',
  salva: 'Empresa salva com sucesso',
  atualizada: 'Empresa atualizada com sucesso',
  excluida: 'Empresa excluída com sucesso',
  padraoNaoExclui: 'A empresa padrão não pode ser excluída',
  usadaEmPedidos: 'Esta empresa tem pedidos e não pode ser excluída',
  erroSalvarEmpresa: 'Erro ao salvar empresa',
  erroExcluirEmpresa: 'Erro ao excluir empresa',
} as const;

/** An optional id from a select: empty or null means none; `maior` is the column's largest. */
export const idOpcional = (descricao: string, maior = MAIOR_ID) =>
  z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? null : v),
      z.coerce.number().int().positive().max(maior).nullable(),
    )
    .describe(descricao);

/** An optional CNPJ: empty becomes null; otherwise valid (spec D5). */
export const cnpjOpcional = (msg = 'CNPJ Inválido') =>
  normalizadoAte(
    14,
    z
      .string()
      .nullish()
      .transform((v) => (v && v.trim() ? normalizarCnpj(v.trim()) : null))
      .refine((v) => v === null || cnpjValido(v), msg),
  );

/** An optional CPF: empty becomes null; otherwise valid, never repeated digits. */
export const cpfOpcional = (msg = 'CPF Inválido') =>
  normalizadoAte(
    11,
    z
      .string()
      .nullish()
      .transform((v) => (v && v.trim() ? normalizarCpf(v) : null))
      .refine((v) => v === null || cpfValido(v), msg),
  );

/** An optional CEP: empty becomes null; otherwise 8 digits (spec D6). */
export const cepOpcional = (msg = 'CEP inválido') =>
  normalizadoAte(
    8,
    z
      .string()
      .nullish()
      .transform((v, ctx) => {
        if (!v || !v.trim()) return null;
        const n = normalizarCep(v);
        if (!n) {
          ctx.addIssue({ code: 'custom', message: msg });
          return z.NEVER;
        }
        return n;
      }),
  );

/** The customer's login e-mail (spec 2 §5 general messages: 'Email Inválido'). */
export const loginDoCliente = z.object({
  email: naColuna('users.email', email('Email Inválido')).describe(
    'Email de login do cliente (único, sem diferenciar maiúsculas)',
  ),
});
