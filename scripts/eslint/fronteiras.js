// Local ESLint rule: the web's feature boundaries of architecture.md. A file under
// apps/web/src/features/<f>/ may not import app/ nor another feature; components/ and lib/ may not
// import features/ nor app/. Relative imports are resolved against the importing file.
import path from 'node:path';

const WEB = path.resolve('apps/web/src');

/** Which area of the web app an absolute path is in: {area, feature?} or null outside src. */
function area(arquivo) {
  const rel = path.relative(WEB, arquivo);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [primeiro, segundo] = rel.split(path.sep);
  return { area: primeiro, feature: primeiro === 'features' ? segundo : undefined };
}

export const fronteiras = {
  meta: { type: 'problem', schema: [], messages: { proibido: '{{motivo}}' } },
  create(context) {
    const origem = area(context.filename);
    if (!origem) return {};
    return {
      ImportDeclaration(node) {
        const alvo = node.source.value;
        if (typeof alvo !== 'string' || !alvo.startsWith('.')) return;
        const destino = area(path.resolve(path.dirname(context.filename), alvo));
        if (!destino) return;
        let motivo = null;
        if (origem.area === 'features' && destino.area === 'app') motivo = 'features não importam app.';
        else if (
          origem.area === 'features' &&
          destino.area === 'features' &&
          destino.feature !== origem.feature
        )
          motivo = 'features não importam outras features.';
        else if (
          (origem.area === 'components' || origem.area === 'lib') &&
          ['features', 'app'].includes(destino.area)
        )
          motivo = 'components e lib não importam features nem app.';
        if (motivo) context.report({ node, messageId: 'proibido', data: { motivo } });
      },
    };
  },
};
