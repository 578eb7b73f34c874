import type { Silhueta } from './imagens.js';
import { TAMANHO_UNICO, type Categoria } from './referencia-catalogo.js';

// The demo catalogue: each supplier's own colours and sizes and its products, as plain data (the
// categories, shared colours and sizes and rejection reasons are reference data,
// referencia-catalogo.ts). Colours carry a hex only for the generated photos (the cores table
// has no colour value).

export { CATEGORIAS, type Categoria } from './referencia-catalogo.js';

/** The hex that paints the photos of each shared colour (referencia-catalogo.ts CORES_COMPARTILHADAS). */
export const HEX_CORES_COMPARTILHADAS: Record<string, string> = {
  PRETO: '#1d1d1f',
  BRANCO: '#f4f4f2',
  'OFF WHITE': '#ece6d8',
  'AZUL MARINHO': '#1f2f52',
  'AZUL CLARO': '#8fb8de',
  VERMELHO: '#b3202a',
  BEGE: '#d6c2a1',
  'CINZA MESCLA': '#9a9a9c',
  'VERDE MILITAR': '#4b5a33',
  ROSA: '#e79bb0',
  AMARELO: '#e8c33a',
  MARROM: '#6b4429',
  VINHO: '#6d1f33',
  TERRACOTA: '#c0603e',
  'JEANS CLARO': '#7d9cc0',
  'JEANS ESCURO': '#2c4366',
  ESTAMPADO: '#c9577a',
};

/** Grids a product may use; names of sizes, shared or of the product's own supplier. */
export const GRADES = {
  letras: ['P', 'M', 'G', 'GG'],
  letrasAmplas: ['PP', 'P', 'M', 'G', 'GG', 'XG'],
  numeros: ['36', '38', '40', '42', '44', '46'],
  numerosPlus: ['38', '40', '42', '44', '46', '48', '50'],
  plus: ['G', 'GG', 'G1', 'G2'],
  infantil: ['2', '4', '6', '8'],
  infantilFesta: ['4', '6', '8', '10'],
  unico: [TAMANHO_UNICO],
} as const;
/** The name of one of GRADES. */
export type Grade = keyof typeof GRADES;

/** What the supplier owns besides the shared lists (tipo 0 colours and sizes). */
export interface ProprioFornecedor {
  cores: Record<string, string>;
  tamanhos: string[];
  /** Composition and care text appended to every product's detalhes. */
  composicao: string;
  quantidade_minima: number;
  multiplo: number;
}

/** Per supplier, in the order of FORNECEDORES. */
export const PROPRIOS: readonly ProprioFornecedor[] = [
  {
    cores: { MOSTARDA: '#c99a2e', 'VERDE OLIVA': '#6b7040' },
    tamanhos: [],
    composicao: 'Fio 70% acrílico, 30% lã. Lavar à mão em água fria; secar na horizontal.',
    quantidade_minima: 6,
    multiplo: 1,
  },
  {
    cores: { 'BLACK JEANS': '#2a2a30' },
    tamanhos: ['48', '50'],
    composicao: 'Denim 98% algodão, 2% elastano, 11 oz. Lavagem stone; não usar alvejante.',
    quantidade_minima: 12,
    multiplo: 6,
  },
  {
    cores: { CORAL: '#f2735c', 'AZUL TURQUESA': '#1fb5b0' },
    tamanhos: [],
    composicao: 'Poliamida 82%, elastano 18%, forro duplo com proteção UV 50+. Enxaguar após o uso.',
    quantidade_minima: 6,
    multiplo: 3,
  },
  {
    cores: { CARAMELO: '#b07642' },
    tamanhos: ['2', '4', '6', '8'],
    composicao: 'Tricô 100% acrílico antipilling, feito em Monte Sião. Lavar à mão; secar à sombra.',
    quantidade_minima: 4,
    multiplo: 2,
  },
  {
    cores: { 'ESTAMPA FLORAL': '#d9668f', 'ESTAMPA ONÇA': '#b98a4f' },
    tamanhos: ['4', '6', '8', '10'],
    composicao:
      'Tecido plano de viscose ou crepe, conforme o modelo. Lavar do avesso; passar em temperatura média.',
    quantidade_minima: 6,
    multiplo: 1,
  },
  {
    cores: { 'VERDE NEON': '#9be23a', LILÁS: '#a98bd6' },
    tamanhos: ['G1', 'G2'],
    composicao: 'Suplex 88% poliamida, 12% elastano, toque gelado e proteção UV. Não passar a ferro.',
    quantidade_minima: 6,
    multiplo: 2,
  },
];

/** A product template: code, description, category, photo silhouette, price in cents, grid, colours. */
export interface ModeloProduto {
  codigo: string;
  descricao: string;
  categoria: Categoria;
  silhueta: Silhueta;
  valor: number;
  grade: Grade;
  cores: string[];
  detalhe: string;
}

const m = (
  codigo: string,
  descricao: string,
  categoria: Categoria,
  silhueta: Silhueta,
  valor: number,
  grade: Grade,
  cores: string[],
  detalhe: string,
): ModeloProduto => ({ codigo, descricao, categoria, silhueta, valor, grade, cores, detalhe });

/** Each supplier's products, in the order of FORNECEDORES. */
// prettier-ignore
export const PRODUTOS: readonly (readonly ModeloProduto[])[] = [
  [
    m('MS-2101', 'Blusa em tricô canelado gola alta', 'Tricô', 'blusa', 8990, 'letras', ['OFF WHITE', 'PRETO', 'MOSTARDA', 'VINHO'], 'Gola alta dupla e punhos longos.'),
    m('MS-2102', 'Cardigã em tricô trançado com botões', 'Casacos', 'casaco', 15990, 'letras', ['BEGE', 'CINZA MESCLA', 'VERDE OLIVA'], 'Tranças frontais e botões de madeira.'),
    m('MS-2103', 'Suéter de lã decote V', 'Tricô', 'blusa', 12990, 'letrasAmplas', ['AZUL MARINHO', 'VINHO', 'CINZA MESCLA'], 'Decote V com ribana e caimento reto.'),
    m('MS-2104', 'Vestido midi em malha canelada', 'Vestidos', 'vestido', 13990, 'letras', ['PRETO', 'MARROM', 'VINHO'], 'Manga longa, comprimento midi, fenda lateral.'),
    m('MS-2105', 'Casaco longo em tricô com bolsos', 'Casacos', 'casaco', 28900, 'letras', ['BEGE', 'PRETO'], 'Comprimento abaixo do joelho, bolsos faca.'),
    m('MS-2106', 'Colete em tricô de tranças', 'Tricô', 'blusa', 7990, 'letras', ['OFF WHITE', 'MOSTARDA'], 'Decote V, sem mangas, para sobreposição.'),
    m('MS-2107', 'Poncho em tricô com franjas', 'Tricô', 'casaco', 14990, 'unico', ['CINZA MESCLA', 'BEGE', 'VINHO'], 'Tamanho único, franjas nas barras.'),
    m('MS-2108', 'Calça pantalona em malha', 'Calças', 'calca', 11990, 'letras', ['PRETO', 'AZUL MARINHO'], 'Cós de elástico embutido e pernas amplas.'),
    m('MS-2109', 'Blusão de moletom flanelado', 'Blusas', 'blusa', 9990, 'letrasAmplas', ['CINZA MESCLA', 'PRETO', 'VERDE OLIVA'], 'Interior flanelado, punhos em ribana.'),
    m('MS-2110', 'Saia midi em malha tricô', 'Saias', 'saia', 9490, 'letras', ['PRETO', 'CINZA MESCLA', 'MARROM'], 'Cós elástico, barra canelada.'),
    m('MS-2111', 'Cachecol gola em tricô', 'Acessórios', 'acessorio', 4990, 'unico', ['VINHO', 'CINZA MESCLA', 'MOSTARDA'], 'Gola infinita em ponto inglês.'),
    m('MS-2112', 'Conjunto de tricô cropped e saia', 'Tricô', 'vestido', 18990, 'letras', ['OFF WHITE', 'ROSA'], 'Blusa cropped e saia midi no mesmo ponto.'),
    m('MS-2113', 'Blazer em malha ponto roma', 'Casacos', 'casaco', 19990, 'letras', ['PRETO', 'AZUL MARINHO'], 'Forrado, com dois botões.'),
    m('MS-2114', 'Regata em tricô de viscose', 'Blusas', 'blusa', 5990, 'letras', ['BRANCO', 'PRETO', 'TERRACOTA'], 'Fio leve de viscose para meia-estação.'),
    m('MS-2115', 'Vestido longo em tricô com cinto', 'Vestidos', 'vestido', 21990, 'letras', ['MARROM', 'VERDE OLIVA'], 'Cinto do mesmo fio e mangas bufantes.'),
  ],
  [
    m('JA-3101', 'Calça jeans skinny cintura alta', 'Jeans', 'calca', 8990, 'numeros', ['JEANS ESCURO', 'JEANS CLARO', 'BLACK JEANS'], 'Cintura alta com cinco bolsos.'),
    m('JA-3102', 'Calça jeans wide leg', 'Jeans', 'calca', 11990, 'numeros', ['JEANS CLARO', 'JEANS ESCURO'], 'Pernas amplas e barra desfiada.'),
    m('JA-3103', 'Bermuda jeans masculina', 'Shorts e Bermudas', 'short', 6990, 'numerosPlus', ['JEANS ESCURO', 'BLACK JEANS'], 'Modelagem reta com barra italiana.'),
    m('JA-3104', 'Short jeans destroyed', 'Shorts e Bermudas', 'short', 5990, 'numeros', ['JEANS CLARO'], 'Puídos à mão e barra desfiada.'),
    m('JA-3105', 'Saia jeans midi com fenda', 'Saias', 'saia', 7990, 'numeros', ['JEANS ESCURO', 'JEANS CLARO'], 'Fenda frontal e botões de metal.'),
    m('JA-3106', 'Jaqueta jeans oversized', 'Casacos', 'casaco', 15990, 'letras', ['JEANS CLARO', 'BLACK JEANS'], 'Ombro caído e bolsos com lapela.'),
    m('JA-3107', 'Calça jeans mom', 'Jeans', 'calca', 9990, 'numeros', ['JEANS CLARO', 'JEANS ESCURO'], 'Cintura alta e pernas afuniladas.'),
    m('JA-3108', 'Macacão jeans com alças', 'Macacões', 'macacao', 14990, 'letras', ['JEANS ESCURO'], 'Alças reguláveis e bolso frontal.'),
    m('JA-3109', 'Calça jeans reta masculina', 'Jeans', 'calca', 10990, 'numerosPlus', ['JEANS ESCURO', 'BLACK JEANS'], 'Modelagem reta tradicional.'),
    m('JA-3110', 'Vestido chemise jeans', 'Vestidos', 'vestido', 12990, 'letras', ['JEANS CLARO'], 'Botões frontais e cinto faixa.'),
    m('JA-3111', 'Colete jeans alongado', 'Casacos', 'casaco', 8990, 'letras', ['JEANS CLARO', 'JEANS ESCURO'], 'Comprimento abaixo do quadril.'),
    m('JA-3112', 'Calça jeans flare', 'Jeans', 'calca', 10990, 'numeros', ['JEANS ESCURO', 'BLACK JEANS'], 'Boca de sino e cintura alta.'),
    m('JA-3113', 'Short saia jeans', 'Shorts e Bermudas', 'saia', 6490, 'numeros', ['JEANS CLARO', 'JEANS ESCURO'], 'Short embutido e transpasse frontal.'),
    m('JA-3114', 'Camisa jeans manga longa', 'Blusas', 'blusa', 9490, 'letrasAmplas', ['JEANS CLARO'], 'Bolsos com lapela e botões de pressão.'),
  ],
  [
    m('CF-501', 'Biquíni cortininha estampado', 'Moda Praia', 'biquini', 6990, 'letras', ['ESTAMPADO', 'CORAL', 'AZUL TURQUESA'], 'Top cortininha e calcinha de amarrar.'),
    m('CF-502', 'Maiô decote nadador', 'Moda Praia', 'maio', 11990, 'letras', ['PRETO', 'AZUL MARINHO', 'VERMELHO'], 'Costas nadador e bojo removível.'),
    m('CF-503', 'Saída de praia em crochê', 'Moda Praia', 'vestido', 8990, 'unico', ['BRANCO', 'BEGE'], 'Crochê artesanal feito em Cabo Frio.'),
    m('CF-504', 'Biquíni top faixa e asa delta', 'Moda Praia', 'biquini', 7490, 'letras', ['CORAL', 'PRETO', 'AMARELO'], 'Top faixa com bojo e calcinha asa delta.'),
    m('CF-505', 'Sunga boxer masculina', 'Moda Praia', 'short', 4990, 'letrasAmplas', ['AZUL MARINHO', 'PRETO', 'AZUL TURQUESA'], 'Cós com cordão interno.'),
    m('CF-506', 'Kimono de praia em viscose', 'Moda Praia', 'casaco', 9990, 'unico', ['ESTAMPADO', 'OFF WHITE'], 'Faixa na cintura e mangas amplas.'),
    m('CF-507', 'Maiô engana mamãe', 'Moda Praia', 'maio', 12990, 'letras', ['PRETO', 'VERMELHO', 'CORAL'], 'Recortes laterais e bojo.'),
    m('CF-508', 'Short de praia masculino tactel', 'Shorts e Bermudas', 'short', 5490, 'letrasAmplas', ['AZUL MARINHO', 'VERDE MILITAR', 'AZUL TURQUESA'], 'Secagem rápida, bolso traseiro com velcro.'),
    m('CF-509', 'Vestido de praia longo', 'Vestidos', 'vestido', 10990, 'letras', ['ESTAMPADO', 'BRANCO', 'AZUL TURQUESA'], 'Alças finas e fenda lateral.'),
    m('CF-510', 'Canga estampada', 'Acessórios', 'acessorio', 3990, 'unico', ['ESTAMPADO', 'CORAL', 'AZUL TURQUESA'], 'Viscose 1,60 m × 1,00 m.'),
    m('CF-511', 'Biquíni infantil com babado', 'Infantil', 'biquini', 4490, 'letras', ['ROSA', 'AMARELO'], 'Babados e proteção UV 50+.'),
    m('CF-512', 'Chapéu de palha aba larga', 'Acessórios', 'acessorio', 5990, 'unico', ['BEGE'], 'Palha natural com faixa de gorgorão.'),
  ],
  [
    m('TM-701', 'Cardigã de tricô ponto arroz', 'Casacos', 'casaco', 13490, 'letras', ['CARAMELO', 'OFF WHITE', 'PRETO'], 'Ponto arroz e botões encapados.'),
    m('TM-702', 'Blusa de tricô manga bufante', 'Tricô', 'blusa', 9990, 'letras', ['ROSA', 'OFF WHITE', 'VERMELHO'], 'Mangas bufantes com punho justo.'),
    m('TM-703', 'Vestido de tricô canelado', 'Vestidos', 'vestido', 15990, 'letras', ['PRETO', 'CARAMELO', 'VINHO'], 'Canelado ajustado ao corpo.'),
    m('TM-704', 'Suéter infantil de tricô', 'Infantil', 'blusa', 6990, 'infantil', ['VERMELHO', 'AZUL MARINHO', 'AMARELO'], 'Desenho de jacquard natalino.'),
    m('TM-705', 'Conjunto gorro e cachecol de tricô', 'Acessórios', 'acessorio', 7490, 'unico', ['CINZA MESCLA', 'VINHO', 'CARAMELO'], 'Gorro com pompom e cachecol longo.'),
    m('TM-706', 'Pulôver masculino de tricô', 'Tricô', 'blusa', 12490, 'letrasAmplas', ['AZUL MARINHO', 'CINZA MESCLA', 'MARROM'], 'Gola careca e barra canelada.'),
    m('TM-707', 'Casaqueto de tricô com tranças', 'Casacos', 'casaco', 16990, 'letras', ['OFF WHITE', 'CARAMELO'], 'Tranças largas e gola xale.'),
    m('TM-708', 'Blusa de tricô ombro a ombro', 'Blusas', 'blusa', 8990, 'letras', ['PRETO', 'OFF WHITE', 'TERRACOTA'], 'Decote ombro a ombro com elástico.'),
    m('TM-709', 'Manta de tricô para sofá', 'Acessórios', 'acessorio', 18990, 'unico', ['BEGE', 'CINZA MESCLA'], 'Manta 1,50 m × 1,20 m em ponto trança.'),
    m('TM-710', 'Poncho de tricô com gola', 'Tricô', 'casaco', 13990, 'unico', ['CARAMELO', 'PRETO'], 'Gola alta e abertura lateral.'),
    m('TM-711', 'Colete de tricô listrado', 'Tricô', 'blusa', 7990, 'letras', ['AZUL MARINHO', 'VERMELHO'], 'Listras horizontais em duas cores.'),
    m('TM-712', 'Saia de tricô plissada', 'Saias', 'saia', 10490, 'letras', ['PRETO', 'CARAMELO', 'VINHO'], 'Plissado canelado e cós largo.'),
  ],
  [
    m('AB-1024', 'Vestido midi em viscose estampada', 'Vestidos', 'vestido', 11990, 'letras', ['ESTAMPA FLORAL', 'ESTAMPA ONÇA', 'PRETO'], 'Decote V, manga curta e cinto de amarrar.'),
    m('AB-1025', 'Blusa de crepe com laço', 'Blusas', 'blusa', 6990, 'letras', ['BRANCO', 'PRETO', 'ROSA'], 'Laço no decote e manga longa.'),
    m('AB-1026', 'Calça alfaiataria pantalona', 'Calças', 'calca', 12990, 'numeros', ['PRETO', 'BEGE', 'AZUL MARINHO'], 'Pregas frontais e passantes.'),
    m('AB-1027', 'Macacão longo em linho', 'Macacões', 'macacao', 18990, 'letras', ['BEGE', 'TERRACOTA', 'OFF WHITE'], 'Decote transpassado e faixa na cintura.'),
    m('AB-1028', 'Saia plissada midi', 'Saias', 'saia', 8990, 'letras', ['ROSA', 'VERDE MILITAR', 'PRETO'], 'Plissado permanente e cós elástico.'),
    m('AB-1029', 'Vestido longo de alcinha', 'Vestidos', 'vestido', 13990, 'letras', ['ESTAMPA FLORAL', 'VERMELHO'], 'Alças reguláveis e saia evasê.'),
    m('AB-1030', 'Camisa de cetim manga longa', 'Blusas', 'blusa', 9990, 'letras', ['OFF WHITE', 'VINHO', 'PRETO'], 'Cetim acetinado com botões forrados.'),
    m('AB-1031', 'Blazer de alfaiataria acinturado', 'Casacos', 'casaco', 22990, 'numeros', ['PRETO', 'BEGE'], 'Forrado, com ombreira leve.'),
    m('AB-1032', 'Body de viscolycra decote quadrado', 'Blusas', 'top', 4990, 'letras', ['PRETO', 'BRANCO', 'VERMELHO'], 'Fechamento com colchetes.'),
    m('AB-1033', 'Cropped de tule bordado', 'Blusas', 'top', 7990, 'letras', ['PRETO', 'OFF WHITE'], 'Tule bordado com forro de malha.'),
    m('AB-1034', 'Vestido tubinho em crepe', 'Vestidos', 'vestido', 10990, 'numeros', ['PRETO', 'AZUL MARINHO', 'VERMELHO'], 'Zíper invisível nas costas.'),
    m('AB-1035', 'Conjunto de linho blusa e short', 'Shorts e Bermudas', 'short', 14990, 'letras', ['BEGE', 'OFF WHITE'], 'Blusa cropped e short de cintura alta.'),
    m('AB-1036', 'Kimono estampado', 'Casacos', 'casaco', 8990, 'unico', ['ESTAMPA FLORAL', 'ESTAMPA ONÇA'], 'Viscose com franjas nas mangas.'),
    m('AB-1037', 'Calça cigarrete', 'Calças', 'calca', 9990, 'numeros', ['PRETO', 'VINHO', 'BEGE'], 'Tornozelo à mostra e bolso faca.'),
    m('AB-1038', 'Vestido infantil de festa', 'Infantil', 'vestido', 12990, 'infantilFesta', ['ROSA', 'OFF WHITE'], 'Saia de tule e laço nas costas.'),
  ],
  [
    m('FM-4001', 'Legging suplex cintura alta', 'Fitness', 'calca', 6990, 'letras', ['PRETO', 'AZUL MARINHO', 'VINHO', 'LILÁS'], 'Cós alto anatômico que não enrola.'),
    m('FM-4002', 'Top fitness com bojo', 'Fitness', 'top', 4990, 'letras', ['PRETO', 'VERDE NEON', 'ROSA', 'LILÁS'], 'Bojo removível e alças cruzadas.'),
    m('FM-4003', 'Conjunto fitness legging e top', 'Fitness', 'macacao', 10990, 'letras', ['PRETO', 'LILÁS', 'VERDE MILITAR'], 'Legging cintura alta e top nadador.'),
    m('FM-4004', 'Short fitness com bolso lateral', 'Fitness', 'short', 5490, 'letras', ['PRETO', 'CINZA MESCLA'], 'Bolso lateral para celular.'),
    m('FM-4005', 'Macaquinho fitness', 'Fitness', 'macacao', 8990, 'letras', ['PRETO', 'AZUL MARINHO', 'VERDE NEON'], 'Costas abertas com tiras.'),
    m('FM-4006', 'Regata dry fit masculina', 'Fitness', 'blusa', 3990, 'letrasAmplas', ['PRETO', 'BRANCO', 'CINZA MESCLA'], 'Tecido dry fit com respiro nas costas.'),
    m('FM-4007', 'Bermuda de compressão masculina', 'Fitness', 'short', 5990, 'letrasAmplas', ['PRETO', 'AZUL MARINHO'], 'Compressão média e costura flatlock.'),
    m('FM-4008', 'Camiseta dry fit feminina', 'Fitness', 'blusa', 4490, 'letras', ['BRANCO', 'ROSA', 'VERDE NEON'], 'Gola redonda e barra arredondada.'),
    m('FM-4009', 'Jaqueta corta-vento', 'Casacos', 'casaco', 13990, 'letrasAmplas', ['PRETO', 'AZUL MARINHO', 'LILÁS'], 'Capuz embutido e refletivos.'),
    m('FM-4010', 'Legging infantil estampada', 'Infantil', 'calca', 3990, 'letras', ['ROSA', 'LILÁS'], 'Estampa digital e cós confortável.'),
    m('FM-4011', 'Legging plus size modeladora', 'Fitness', 'calca', 7990, 'plus', ['PRETO', 'VINHO'], 'Cós duplo modelador.'),
    m('FM-4012', 'Macacão fitness manga longa', 'Fitness', 'macacao', 12990, 'letras', ['PRETO', 'VERDE MILITAR'], 'Zíper frontal e proteção UV.'),
  ],
];
