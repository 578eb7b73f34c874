import { acoesSchema, endpoint, z } from '@rodada/contracts';

/*
 * PROVISIONAL (branch h-g only): mirrors of the product, category, size and colour contracts h-a
 * and h-b are writing in packages/contracts, with their names, until they land; replaced on merge.
 */

const tamanhoSchema = z.object({
  id: z.number(),
  tamanho: z.string(),
  tipo: z.number(),
  especial: z.boolean(),
});
const corSchema = z.object({ id: z.number(), nome: z.string(), tipo: z.number() });

const MSG_INTEIRO = 'Informe um número inteiro';
const inteiroNaoNegativo = (obrigatoria: boolean) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const s = v.trim();
        if (s === '') return undefined;
        return /^-?\d{1,10}$/.test(s) ? Number(s) : v;
      }
      return v === null ? undefined : v;
    },
    obrigatoria
      ? z
          .number({ error: (i) => (i.input === undefined ? 'Campo obrigatório' : MSG_INTEIRO) })
          .int(MSG_INTEIRO)
          .min(0, 'O valor não pode ser negativo')
      : z
          .number({ error: MSG_INTEIRO })
          .int(MSG_INTEIRO)
          .min(0, 'O valor não pode ser negativo')
          .optional()
          .transform((v) => v ?? 1),
  );

export const produtoFormSchema = z.object({
  codigo: z.string().trim().min(1, 'Campo obrigatório').max(50, 'No máximo 50 caracteres'),
  descricao: z.string().trim().min(1, 'Campo obrigatório').max(255),
  valor: z.string(),
  categoria_id: z.number(),
  quantidade_minima: inteiroNaoNegativo(true),
  multiplo: inteiroNaoNegativo(false),
  detalhes: z.string().trim().min(1, 'Campo obrigatório').max(5000),
  cores: z.array(z.number()),
  tamanhos: z.array(z.number()),
});

export const salvarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/salvar',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  body: produtoFormSchema,
  response: z.object({ msg: z.string(), id: z.number() }),
});
export const atualizarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/atualizar',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  params: z.object({ id: z.number() }),
  body: produtoFormSchema,
  response: z.object({ msg: z.string(), produto_status: z.number() }),
});
export const editarProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/:id/editar',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  params: z.object({ id: z.number() }),
  response: z.object({
    produto: z.object({
      id: z.number(),
      codigo: z.string(),
      descricao: z.string(),
      valor: z.string(),
      categoria_id: z.number(),
      multiplo: z.number(),
      quantidade_minima: z.number(),
      detalhes: z.string().nullable(),
      status: z.number(),
      cores: z.array(z.object({ id: z.number(), nome: z.string() })),
      tamanhos: z.array(z.object({ id: z.number(), tamanho: z.string(), especial: z.boolean() })),
      acoes: acoesSchema('produto'),
    }),
  }),
});
export const listarCategoriasProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/categorias',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  response: z.object({ categorias: z.array(z.object({ id: z.number(), nome: z.string() })) }),
});
export const listarCoresTamanhos = endpoint({
  method: 'GET',
  path: '/api/corestamanhos',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  response: z.object({ cores: z.array(corSchema), tamanhos: z.array(tamanhoSchema) }),
});
export const salvarCor = endpoint({
  method: 'POST',
  path: '/api/cores/salvar',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  body: z.object({ nome: z.string() }),
  response: z.object({ msg: z.string(), cor: corSchema }),
});
export const salvarTamanho = endpoint({
  method: 'POST',
  path: '/api/tamanhos/salvar',
  summary: '',
  tag: 'produtos',
  roles: ['fornecedor', 'master'],
  body: z.object({ tamanho: z.string(), especial: z.boolean().optional() }),
  response: z.object({ msg: z.string(), tamanho: tamanhoSchema }),
});

/** spec 3 §5: h-b's rule (accents dropped, only A-Z 0-9 / . -, upper case, leading symbols out). */
export function normalizarCodigo(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9/.-]/g, '')
    .replace(/^[^A-Z0-9]+/, '');
}
