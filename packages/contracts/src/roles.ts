import { z } from 'zod';
import { TIPOS } from './tipos.js';

export * from './tipos.js';
export const tipoSchema = z.enum(TIPOS).describe('Papel do usuário');
