import { z } from 'zod';

/** The five roles of the product (spec 1 §3, `tipo`). */
export const TIPOS = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'] as const;
export const tipoSchema = z.enum(TIPOS).describe('Papel do usuário');
export type Tipo = (typeof TIPOS)[number];

/** Roles that own a profile with a "minha-conta" page (spec 1 §2.1). */
export const TIPOS_COM_MINHA_CONTA = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;

/** Everyone who may log in. */
export const TODOS: readonly Tipo[] = TIPOS;
