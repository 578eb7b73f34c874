// Local ESLint rule: the API's module boundaries (ADR 013). A file under apps/api/src/modules/<m>/
// may import another module <n> only through its public entry, modules/<n>/index.js. Relative
// imports are resolved against the importing file.
import path from 'node:path';

const MODULOS = path.resolve('apps/api/src/modules');

/** The module an absolute path belongs to and the path inside it, or null outside modules/. */
function modulo(arquivo) {
  const rel = path.relative(MODULOS, arquivo);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [nome, ...resto] = rel.split(path.sep);
  return { nome, interno: resto.join('/') };
}

export const modulos = {
  meta: { type: 'problem', schema: [], messages: { proibido: '{{motivo}}' } },
  create(context) {
    const origem = modulo(context.filename);
    if (!origem) return {};
    const verificar = (node) => {
      const alvo = node.source?.value;
      if (typeof alvo !== 'string' || !alvo.startsWith('.')) return;
      const destino = modulo(path.resolve(path.dirname(context.filename), alvo));
      if (!destino || destino.nome === origem.nome || destino.interno === 'index.js') return;
      context.report({
        node,
        messageId: 'proibido',
        data: {
          motivo: `O módulo ${origem.nome} usa ${destino.nome} só pela entrada pública (../${destino.nome}/index.js).`,
        },
      });
    };
    return {
      ImportDeclaration: verificar,
      ExportNamedDeclaration: verificar,
      ExportAllDeclaration: verificar,
    };
  },
};
