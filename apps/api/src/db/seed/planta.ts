// The demo round's floor plan (spec 1 §2.10, domain.md "stands"): an SVG pavilion whose stand
// rectangles carry `id` = the stand's codigo, so the map screen finds each stand by its code and
// writes the stand's name over it. Labels and decorations carry no id, to never shadow a stand.

/** Stand codes of the plan, row by row: A01-A08 along the back wall, B and C back to back. */
export const CODIGOS_STANDS: readonly (readonly string[])[] = ['A', 'B', 'C'].map((fila) =>
  Array.from({ length: 8 }, (_, i) => `${fila}${String(i + 1).padStart(2, '0')}`),
);

const LARGURA = 1200;
const ALTURA = 820;
const STAND_L = 116;
const STAND_A = 92;
const X0 = 136;
const PASSO = 122;
/** Top edge of each row (A against the back wall; B and C form an island). */
const Y_FILA: Record<string, number> = { A: 96, B: 292, C: 384 };

function escaparXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The plan as SVG text: stands, aisles, entrance and services of the pavilion. */
export function plantaSvg(titulo: string): string {
  const stands: string[] = [];
  for (const fila of CODIGOS_STANDS) {
    fila.forEach((codigo, i) => {
      const x = X0 + i * PASSO;
      const y = Y_FILA[codigo[0] ?? 'A'] ?? 0;
      // Corner stands (ends of a row) are drawn slightly darker: they are the premium ones.
      const esquina = i === 0 || i === fila.length - 1;
      stands.push(
        `<rect id="${codigo}" class="stand" x="${x}" y="${y}" width="${STAND_L}" height="${STAND_A}" rx="6" fill="${esquina ? '#e7eef8' : '#f4f7fb'}" stroke="#5b7aa6" stroke-width="2"/>`,
        `<text class="stand-codigo" x="${x + 8}" y="${y + 18}" font-size="13" font-weight="bold" fill="#36507a" pointer-events="none">${codigo}</text>`,
      );
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LARGURA} ${ALTURA}" width="${LARGURA}" height="${ALTURA}" font-family="DejaVu Sans, Arial, sans-serif">
  <title>${escaparXml(titulo)}</title>
  <rect x="0" y="0" width="${LARGURA}" height="${ALTURA}" fill="#fbfaf7"/>
  <rect x="40" y="56" width="${LARGURA - 80}" height="${ALTURA - 96}" rx="18" fill="#ffffff" stroke="#3c4a5c" stroke-width="6"/>
  <text x="${LARGURA / 2}" y="38" font-size="22" font-weight="bold" text-anchor="middle" fill="#2f3b4c">${escaparXml(titulo)}</text>
  <rect x="120" y="206" width="${LARGURA - 240}" height="68" fill="#f1efe9"/>
  <text x="${LARGURA / 2}" y="246" font-size="14" text-anchor="middle" fill="#8a8577" letter-spacing="4">CORREDOR CENTRAL</text>
  <rect x="120" y="494" width="${LARGURA - 240}" height="60" fill="#f1efe9"/>
  <text x="${LARGURA / 2}" y="530" font-size="14" text-anchor="middle" fill="#8a8577" letter-spacing="4">CORREDOR SUL</text>
  <g class="servicos">
    <rect x="80" y="580" width="220" height="120" rx="8" fill="#fff4dc" stroke="#d1a64a" stroke-width="2"/>
    <text x="190" y="636" font-size="16" font-weight="bold" text-anchor="middle" fill="#8a6514">Ilha de Impressão</text>
    <text x="190" y="660" font-size="12" text-anchor="middle" fill="#8a6514">pedidos e relatórios</text>
    <rect x="330" y="580" width="300" height="120" rx="8" fill="#e9f6ee" stroke="#4f9d69" stroke-width="2"/>
    <text x="480" y="636" font-size="16" font-weight="bold" text-anchor="middle" fill="#2f6b43">Salas de Rodada Virtual</text>
    <text x="480" y="660" font-size="12" text-anchor="middle" fill="#2f6b43">agendamentos</text>
    <rect x="660" y="580" width="200" height="120" rx="8" fill="#f6ece6" stroke="#b07a5a" stroke-width="2"/>
    <text x="760" y="646" font-size="16" font-weight="bold" text-anchor="middle" fill="#7a4a2e">Café</text>
    <rect x="890" y="580" width="230" height="120" rx="8" fill="#eef0f6" stroke="#6c78a0" stroke-width="2"/>
    <text x="1005" y="636" font-size="16" font-weight="bold" text-anchor="middle" fill="#3f4a74">Credenciamento</text>
    <text x="1005" y="660" font-size="12" text-anchor="middle" fill="#3f4a74">e informações</text>
  </g>
  <rect x="${LARGURA / 2 - 90}" y="${ALTURA - 46}" width="180" height="12" fill="#ffffff"/>
  <path d="M${LARGURA / 2 - 20} ${ALTURA - 20} L${LARGURA / 2} ${ALTURA - 38} L${LARGURA / 2 + 20} ${ALTURA - 20}" fill="none" stroke="#3c4a5c" stroke-width="3"/>
  <text x="${LARGURA / 2}" y="${ALTURA - 4}" font-size="13" font-weight="bold" text-anchor="middle" fill="#3c4a5c">ENTRADA</text>
  <g class="stands">
    ${stands.join('\n    ')}
  </g>
</svg>
`;
}
