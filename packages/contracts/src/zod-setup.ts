import { z } from 'zod';

/**
 * Portuguese messages for every zod check, in one place (spec README: bad input gets a clear
 * Portuguese message). A missing field reads 'Campo obrigatório' (spec 2 §5), the rest use zod's
 * pt locale. Imported for its side effect by index.ts, so both apps share it.
 */
z.config(z.locales.pt());
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Campo obrigatório';
    return undefined;
  },
});

export { z };
