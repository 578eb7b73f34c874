// Static people of the demo: believable Brazilian fashion suppliers from the country's clothing
// hubs, their representatives and shop clients. City ids are IBGE codes (checked against
// cidades in seed.test.ts); CEPs fall in each city's range; phones carry the city's DDD.

/** A city the demo uses: IBGE id, state id, UF and telephone area code. */
export interface CidadeDemo {
  id: number;
  estado_id: number;
  nome: string;
  uf: string;
  ddd: string;
}

const cidade = (id: number, nome: string, uf: string, ddd: string): CidadeDemo => ({
  id,
  estado_id: Math.floor(id / 100_000),
  nome,
  uf,
  ddd,
});

/** The demo's cities by a short key. */
export const CIDADES = {
  caxias: cidade(4305108, 'Caxias do Sul', 'RS', '54'),
  toritama: cidade(2615409, 'Toritama', 'PE', '81'),
  caboFrio: cidade(3300704, 'Cabo Frio', 'RJ', '22'),
  monteSiao: cidade(3143401, 'Monte Sião', 'MG', '35'),
  saoPaulo: cidade(3550308, 'São Paulo', 'SP', '11'),
  maringa: cidade(4115200, 'Maringá', 'PR', '44'),
  portoAlegre: cidade(4314902, 'Porto Alegre', 'RS', '51'),
  recife: cidade(2611606, 'Recife', 'PE', '81'),
  beloHorizonte: cidade(3106200, 'Belo Horizonte', 'MG', '31'),
  florianopolis: cidade(4205407, 'Florianópolis', 'SC', '48'),
  salvador: cidade(2927408, 'Salvador', 'BA', '71'),
  joinville: cidade(4209102, 'Joinville', 'SC', '47'),
  gramado: cidade(4309100, 'Gramado', 'RS', '54'),
  natal: cidade(2408102, 'Natal', 'RN', '84'),
  curitiba: cidade(4106902, 'Curitiba', 'PR', '41'),
  fortaleza: cidade(2304400, 'Fortaleza', 'CE', '85'),
  londrina: cidade(4113700, 'Londrina', 'PR', '43'),
  joaoPessoa: cidade(2507507, 'João Pessoa', 'PB', '83'),
  blumenau: cidade(4202404, 'Blumenau', 'SC', '47'),
  caruaru: cidade(2604106, 'Caruaru', 'PE', '81'),
  campinas: cidade(3509502, 'Campinas', 'SP', '19'),
  rio: cidade(3304557, 'Rio de Janeiro', 'RJ', '21'),
  belem: cidade(1501402, 'Belém', 'PA', '91'),
  goiania: cidade(5208707, 'Goiânia', 'GO', '62'),
  manaus: cidade(1302603, 'Manaus', 'AM', '92'),
  ribeiraoPreto: cidade(3543402, 'Ribeirão Preto', 'SP', '16'),
  vitoria: cidade(3205309, 'Vitória', 'ES', '27'),
} as const;

/** Street, number, district, CEP (8 digits) and city of an address. */
export interface LocalDemo {
  rua: string;
  numero: string;
  bairro: string;
  cep: string;
  cidade: CidadeDemo;
  complemento?: string;
}

const local = (
  rua: string,
  numero: string,
  bairro: string,
  cep: string,
  c: CidadeDemo,
  complemento?: string,
): LocalDemo => ({ rua, numero, bairro, cep, cidade: c, ...(complemento ? { complemento } : {}) });

/** A supplier of the demo; the first two are fornecedor@ and fornecedor2@. */
export interface FornecedorDemo {
  chave: string;
  nome_fantasia: string;
  razao_social: string;
  nome_socio: string;
  /** 8 leading characters of the CNPJ root; letters make it alphanumeric (spec D5). */
  raiz: string;
  regime: 1 | 2 | 3;
  local: LocalDemo;
  /** Upper-case stand name (at most 18 characters, spec 1 §2.10). */
  stand: string;
  /** Brand colours of the generated logo. */
  cores: [string, string];
}

/** The six suppliers, from Brazil's clothing hubs. */
export const FORNECEDORES: readonly FornecedorDemo[] = [
  {
    chave: 'MS',
    nome_fantasia: 'Malharia Serra Gaúcha',
    razao_social: 'Malharia Serra Gaúcha Indústria Têxtil Ltda',
    nome_socio: 'Giovana Bortolini',
    raiz: '08412377',
    regime: 2,
    local: local('Rua Sinimbu', '1870', 'Centro', '95020002', CIDADES.caxias, 'Pavilhão 2'),
    stand: 'SERRA GAÚCHA',
    cores: ['#7a2e3a', '#f3e3c3'],
  },
  {
    chave: 'JA',
    nome_fantasia: 'Jeans Agreste',
    razao_social: 'Jeans Agreste Confecções Ltda',
    nome_socio: 'José Edson Bezerra',
    raiz: '11563820',
    regime: 1,
    local: local('Rua Vereador José Cândido', '210', 'Centro', '55125000', CIDADES.toritama),
    stand: 'JEANS AGRESTE',
    cores: ['#1f3a5f', '#d9a441'],
  },
  {
    chave: 'CF',
    nome_fantasia: 'Moda Praia Cabo Frio',
    razao_social: 'Cabo Frio Moda Praia Comércio e Confecção Ltda',
    nome_socio: 'Luciana Andrade Rocha',
    raiz: '21907455',
    regime: 1,
    local: local(
      'Rua José Rodrigues Póvoas',
      '98',
      'Gamboa',
      '28907230',
      CIDADES.caboFrio,
      'Rua dos Biquínis',
    ),
    stand: 'PRAIA CABO FRIO',
    cores: ['#0f7c8c', '#ffb48a'],
  },
  {
    chave: 'TM',
    nome_fantasia: 'Tricô Monte Sião',
    razao_social: 'Tricô Monte Sião Malhas Ltda',
    nome_socio: 'Antônio Carlos Zucato',
    raiz: '17284906',
    regime: 1,
    local: local('Rua Coronel Souza Cruz', '455', 'Centro', '37580000', CIDADES.monteSiao),
    stand: 'TRICÔ MONTE SIÃO',
    cores: ['#8c5a3c', '#efe2cf'],
  },
  {
    chave: 'AB',
    nome_fantasia: 'Ateliê Brás',
    razao_social: 'Ateliê Brás Confecções Ltda',
    nome_socio: 'Rafaela Haddad',
    raiz: '33650188',
    regime: 3,
    local: local('Rua Maria Marcolina', '520', 'Brás', '03011000', CIDADES.saoPaulo, 'Loja 12'),
    stand: 'ATELIÊ BRÁS',
    cores: ['#2b2b2b', '#e6c7c2'],
  },
  {
    chave: 'FM',
    nome_fantasia: 'Fitness Maringá',
    razao_social: 'Fitness Maringá Moda Esportiva Ltda',
    nome_socio: 'Marcos Vinícius Tanaka',
    // Registered after July 2026: alphanumeric CNPJ (spec D5).
    raiz: 'FM4R1N6A',
    regime: 2,
    local: local('Avenida Brasil', '3915', 'Zona 01', '87013000', CIDADES.maringa),
    stand: 'FITNESS MARINGÁ',
    cores: ['#3d2c8d', '#b6f23a'],
  },
];

/** A representative; `fornecedores` are indexes into FORNECEDORES (the suppliers it carries). */
export interface RepresentanteDemo {
  nome_fantasia: string;
  razao_social: string;
  raiz: string;
  banco: string;
  agencia: string;
  conta: string;
  conta_tipo: 'Conta Corrente' | 'Conta Poupança';
  local: LocalDemo;
  fornecedores: number[];
  vendedor: string;
}

// representante@ carries fornecedor@ and representante2@ carries fornecedor2@, with disjoint
// portfolios, so each second login of a role sees different data.
/** The four representatives. */
export const REPRESENTANTES: readonly RepresentanteDemo[] = [
  {
    nome_fantasia: 'Ricardo Fontana Representações',
    razao_social: 'R. Fontana Representações Comerciais Ltda',
    raiz: '24718093',
    banco: '341',
    agencia: '0734',
    conta: '45120-3',
    conta_tipo: 'Conta Corrente',
    local: local(
      'Avenida Independência',
      '1100',
      'Independência',
      '90035076',
      CIDADES.portoAlegre,
      'Sala 804',
    ),
    fornecedores: [0, 3, 5],
    vendedor: 'Ricardo Fontana',
  },
  {
    nome_fantasia: 'Carla Nogueira Representações',
    razao_social: 'C. Nogueira Representações Ltda',
    raiz: '30582614',
    banco: '001',
    agencia: '3234',
    conta: '18877-0',
    conta_tipo: 'Conta Corrente',
    local: local('Avenida Conselheiro Aguiar', '2333', 'Boa Viagem', '51020020', CIDADES.recife, 'Sala 1102'),
    fornecedores: [1, 2, 4],
    vendedor: 'Carla Nogueira',
  },
  {
    nome_fantasia: 'Paulo Mendes Representações',
    razao_social: 'Paulo Mendes Representação Comercial Ltda',
    raiz: '19046385',
    banco: '237',
    agencia: '1290',
    conta: '0087312-6',
    conta_tipo: 'Conta Poupança',
    local: local('Rua Oriente', '700', 'Brás', '03016000', CIDADES.saoPaulo),
    fornecedores: [4, 0],
    vendedor: 'Paulo Mendes',
  },
  {
    nome_fantasia: 'Minas Moda Representações',
    razao_social: 'Minas Moda Representações Ltda',
    raiz: '27339140',
    banco: '260',
    agencia: '0001',
    conta: '9081726-4',
    conta_tipo: 'Conta Corrente',
    local: local('Rua dos Guajajaras', '1450', 'Centro', '30180101', CIDADES.beloHorizonte),
    fornecedores: [3, 2],
    vendedor: 'Sérgio Amaral',
  },
];

/** A shop client; `lojas` are its stores (the first is the default one, padrao). */
export interface ClienteDemo {
  nome: string;
  razao_social: string;
  responsavel: string;
  raiz: string;
  lojas: { nome_fantasia: string; local: LocalDemo }[];
}

/** The twenty shop clients; the first two are cliente@ and cliente2@. */
export const CLIENTES: readonly ClienteDemo[] = [
  {
    nome: 'Boutique Flor de Lis',
    razao_social: 'Flor de Lis Comércio de Confecções Ltda',
    responsavel: 'Fernanda Lima Costa',
    raiz: '12345678',
    lojas: [
      {
        nome_fantasia: 'Flor de Lis Centro',
        local: local('Rua Felipe Schmidt', '390', 'Centro', '88010001', CIDADES.florianopolis),
      },
      {
        nome_fantasia: 'Flor de Lis Trindade',
        local: local(
          'Avenida Madre Benvenuta',
          '687',
          'Trindade',
          '88036500',
          CIDADES.florianopolis,
          'Loja 4',
        ),
      },
    ],
  },
  {
    nome: 'Magazine Ponto Certo',
    razao_social: 'Ponto Certo Magazine e Variedades Ltda',
    responsavel: 'Jorge Santana',
    raiz: '23456781',
    lojas: [
      {
        nome_fantasia: 'Ponto Certo Centro',
        local: local('Avenida Sete de Setembro', '1250', 'Centro', '40060001', CIDADES.salvador),
      },
      {
        nome_fantasia: 'Ponto Certo Tancredo Neves',
        local: local('Avenida Tancredo Neves', '148', 'Caminho das Árvores', '41820020', CIDADES.salvador),
      },
    ],
  },
  {
    nome: 'Três Irmãs Modas',
    razao_social: 'Três Irmãs Armarinho e Modas Ltda',
    responsavel: 'Helena Schmitt',
    raiz: '34567812',
    lojas: [
      {
        nome_fantasia: 'Três Irmãs Modas',
        local: local('Rua do Príncipe', '330', 'Centro', '89201000', CIDADES.joinville),
      },
    ],
  },
  {
    nome: 'Bella Moda Recife',
    razao_social: 'Bella Moda Comércio de Roupas Ltda',
    responsavel: 'Patrícia Cavalcanti',
    raiz: '45678123',
    lojas: [
      {
        nome_fantasia: 'Bella Moda',
        local: local('Rua da Imperatriz', '210', 'Boa Vista', '50050200', CIDADES.recife),
      },
    ],
  },
  {
    nome: 'Closet da Serra',
    razao_social: 'Closet da Serra Vestuário Ltda',
    responsavel: 'Juliana Dal Pai',
    raiz: '56781234',
    lojas: [
      {
        nome_fantasia: 'Closet da Serra Gramado',
        local: local('Avenida Borges de Medeiros', '2500', 'Centro', '95670000', CIDADES.gramado),
      },
      {
        nome_fantasia: 'Closet da Serra Caxias',
        local: local('Rua Os Dezoito do Forte', '1200', 'Centro', '95020472', CIDADES.caxias),
      },
    ],
  },
  {
    nome: 'Loja Maré Alta',
    razao_social: 'Maré Alta Moda Praia e Surf Ltda',
    responsavel: 'Rafael Medeiros',
    raiz: '67812345',
    lojas: [
      {
        nome_fantasia: 'Maré Alta Ponta Negra',
        local: local('Avenida Engenheiro Roberto Freire', '1800', 'Ponta Negra', '59090000', CIDADES.natal),
      },
    ],
  },
  {
    nome: 'Empório Fashion Curitiba',
    razao_social: 'Empório Fashion Comércio de Vestuário Ltda',
    responsavel: 'Camila Kowalski',
    raiz: '78123456',
    lojas: [
      {
        nome_fantasia: 'Empório Fashion',
        local: local('Rua XV de Novembro', '600', 'Centro', '80020310', CIDADES.curitiba),
      },
    ],
  },
  {
    nome: 'Vitrine Nordeste',
    razao_social: 'Vitrine Nordeste Confecções e Acessórios Ltda',
    responsavel: 'Francisca Alencar',
    raiz: '81234567',
    lojas: [
      {
        nome_fantasia: 'Vitrine Meireles',
        local: local('Avenida Monsenhor Tabosa', '1010', 'Meireles', '60165010', CIDADES.fortaleza),
      },
      {
        nome_fantasia: 'Vitrine Centro',
        local: local('Rua General Sampaio', '455', 'Centro', '60020030', CIDADES.fortaleza),
      },
    ],
  },
  {
    nome: 'Estilo & Cia Modas',
    razao_social: 'Estilo e Cia Modas Ltda',
    responsavel: 'André Yamamoto',
    raiz: '13572468',
    lojas: [
      {
        nome_fantasia: 'Estilo & Cia',
        local: local('Avenida Higienópolis', '1100', 'Centro', '86020080', CIDADES.londrina),
      },
    ],
  },
  {
    nome: 'Mundo Jeans João Pessoa',
    razao_social: 'Mundo Jeans Comércio de Roupas Ltda',
    responsavel: 'Tiago Lucena',
    raiz: '24681357',
    lojas: [
      {
        nome_fantasia: 'Mundo Jeans',
        local: local('Avenida Epitácio Pessoa', '2200', 'Tambauzinho', '58039000', CIDADES.joaoPessoa),
      },
    ],
  },
  {
    nome: 'Boutique Lírio do Campo',
    razao_social: 'Lírio do Campo Boutique Ltda',
    responsavel: 'Ingrid Hoffmann',
    raiz: '35792468',
    lojas: [
      {
        nome_fantasia: 'Lírio do Campo',
        local: local('Rua XV de Novembro', '1200', 'Centro', '89010001', CIDADES.blumenau),
      },
    ],
  },
  {
    nome: 'Moda Caruaru Atacarejo',
    razao_social: 'Caruaru Atacarejo de Confecções Ltda',
    responsavel: 'Maria do Socorro Lima',
    raiz: '46813579',
    lojas: [
      {
        nome_fantasia: 'Caruaru Atacarejo',
        local: local('Avenida Agamenon Magalhães', '444', 'Maurício de Nassau', '55012290', CIDADES.caruaru),
      },
    ],
  },
  {
    nome: 'Casa Bonita Modas',
    razao_social: 'Casa Bonita Modas Femininas Ltda',
    responsavel: 'Renata Campos',
    raiz: '57924681',
    lojas: [
      {
        nome_fantasia: 'Casa Bonita Centro',
        local: local('Rua Treze de Maio', '150', 'Centro', '13010070', CIDADES.campinas),
      },
      {
        nome_fantasia: 'Casa Bonita Cambuí',
        local: local('Avenida José de Souza Campos', '900', 'Cambuí', '13025320', CIDADES.campinas),
      },
    ],
  },
  {
    nome: 'Praia & Sol Moda Praia',
    razao_social: 'Praia e Sol Artigos de Praia Ltda',
    responsavel: 'Bruna Tavares',
    raiz: '68135792',
    lojas: [
      {
        nome_fantasia: 'Praia & Sol Ipanema',
        local: local('Rua Visconde de Pirajá', '550', 'Ipanema', '22410002', CIDADES.rio),
      },
      {
        nome_fantasia: 'Praia & Sol Barra',
        local: local('Avenida das Américas', '4666', 'Barra da Tijuca', '22640102', CIDADES.rio, 'Loja 118'),
      },
    ],
  },
  {
    nome: 'Atelier Mineiro',
    razao_social: 'Atelier Mineiro Moda e Estilo Ltda',
    responsavel: 'Luiza Drummond',
    raiz: '79246813',
    lojas: [
      {
        nome_fantasia: 'Atelier Mineiro',
        local: local('Rua Rio de Janeiro', '850', 'Centro', '30160041', CIDADES.beloHorizonte),
      },
    ],
  },
  {
    nome: 'Nortista Modas',
    razao_social: 'Nortista Comércio de Modas Ltda',
    responsavel: 'Raimundo Nonato Pinheiro',
    raiz: '91357924',
    lojas: [
      {
        nome_fantasia: 'Nortista Modas',
        local: local('Avenida Presidente Vargas', '640', 'Campina', '66017000', CIDADES.belem),
      },
    ],
  },
  {
    nome: 'Garota Dourada',
    razao_social: 'Garota Dourada Moda Jovem Ltda',
    responsavel: 'Larissa Borges',
    // Opened in 2026: alphanumeric CNPJ (spec D5).
    raiz: 'GD7K2M9Q',
    lojas: [
      {
        nome_fantasia: 'Garota Dourada',
        local: local('Avenida Goiás', '900', 'Setor Central', '74005010', CIDADES.goiania),
      },
    ],
  },
  {
    nome: 'Manaus Fashion Store',
    razao_social: 'Manaus Fashion Store Comércio Ltda',
    responsavel: 'Kátia Bentes',
    raiz: '10293847',
    lojas: [
      {
        nome_fantasia: 'Manaus Fashion',
        local: local('Avenida Eduardo Ribeiro', '520', 'Centro', '69010001', CIDADES.manaus),
      },
    ],
  },
  {
    nome: 'Ponto Chic Ribeirão',
    razao_social: 'Ponto Chic Confecções Ltda',
    responsavel: 'Marcelo Prado',
    raiz: '56473829',
    lojas: [
      {
        nome_fantasia: 'Ponto Chic',
        local: local('Rua General Osório', '700', 'Centro', '14010000', CIDADES.ribeiraoPreto),
      },
    ],
  },
  {
    nome: 'Cantinho da Moda Vitória',
    razao_social: 'Cantinho da Moda Vestuário Ltda',
    responsavel: 'Sabrina Coutinho',
    raiz: '83746592',
    lojas: [
      {
        nome_fantasia: 'Cantinho da Moda',
        local: local('Avenida Jerônimo Monteiro', '300', 'Centro', '29010002', CIDADES.vitoria),
      },
    ],
  },
];

/** Administrators: admin@ organises both rounds; admin2@ has none. */
export const ADMINISTRADORES = [
  {
    email: 'admin@rodada.test',
    nome: 'Adriana Menezes',
    raiz: '40918273',
    local: local('Rua Ludovico Cavinato', '1431', 'Nossa Senhora de Lourdes', '95084000', CIDADES.caxias),
  },
  {
    email: 'admin2@rodada.test',
    nome: 'Bruno Carvalho',
    raiz: '42837465',
    local: local('Avenida Paulista', '1578', 'Bela Vista', '01310200', CIDADES.saoPaulo, '12º andar'),
  },
] as const;

/** The master's display name. */
export const MASTER_NOME = 'Marta Master';
