import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produtos as contrato } from '@rodada/contracts';
import { fornecedores } from '../../db/schema/index.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { inserirCategoria, inserirGrade, inserirMidia, inserirProduto } from '../../test/vitrine.js';

const { MSG_BUSCA } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);

const tk = { master: '', dono: '', outroFornecedor: '', cliente: '' };
const f = { dono: 0, outro: 0, inativo: 0, semLogin: 0 };
const cat = { camisas: 0, calcas: 0 };
const p = {
  cafe: 0,
  calca: 0,
  vestido: 0,
  reprovado: 0,
  desativado: 0,
  doInativo: 0,
  doSemLogin: 0,
  pendente: 0,
  porcento: 0,
};

const dia = (n: number) => new Date(Date.UTC(2030, 0, n));

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@vitrine.test' });
  tk.master = await entrar(t.app, 'master@vitrine.test');
  const dono = await criarUsuarioLogado(t, {
    tipo: 'fornecedor',
    email: 'dono@vitrine.test',
    nome: 'Malharia Bela',
  });
  const outro = await criarUsuarioLogado(t, {
    tipo: 'fornecedor',
    email: 'outro@vitrine.test',
    nome: 'Confecções Ômega',
  });
  [tk.dono, f.dono, tk.outroFornecedor, f.outro] = [dono.token, dono.id, outro.token, outro.id];
  tk.cliente = (await criarUsuarioLogado(t, { tipo: 'cliente', email: 'cli@vitrine.test' })).token;
  f.inativo = (
    await criarUsuario(t.deps, {
      tipo: 'fornecedor',
      email: 'inativo@vitrine.test',
      nome: 'Fábrica Parada',
      fornecedor_ativo: false,
    })
  ).perfilId!;
  f.semLogin = (
    await criarUsuario(t.deps, {
      tipo: 'fornecedor',
      email: 'bloq@vitrine.test',
      nome: 'Login Bloqueado',
      ativo: false,
    })
  ).perfilId!;
  cat.camisas = await inserirCategoria(t.deps, 'Camisas');
  cat.calcas = await inserirCategoria(t.deps, 'Calças');
  const base = { fornecedor_id: f.dono, categoria_id: cat.camisas };
  p.cafe = await inserirProduto(t.deps, {
    ...base,
    codigo: 'CAM-001',
    descricao: 'Camisa Café com Leite',
    valor: '49.90',
    vendidos: 5,
    created_at: dia(3),
    detalhes: 'Algodão',
  });
  p.calca = await inserirProduto(t.deps, {
    ...base,
    categoria_id: cat.calcas,
    codigo: 'CAL-002',
    descricao: 'Calça Jeans',
    valor: '129.90',
    vendidos: 50,
    created_at: dia(1),
  });
  p.vestido = await inserirProduto(t.deps, {
    fornecedor_id: f.outro,
    categoria_id: cat.camisas,
    codigo: 'VES-003',
    descricao: 'Vestido Floral',
    valor: '89.00',
    created_at: dia(2),
  });
  p.porcento = await inserirProduto(t.deps, {
    fornecedor_id: f.outro,
    categoria_id: cat.calcas,
    codigo: 'SAL-009',
    descricao: 'Saia 100% linho',
    valor: '49.89',
    vendidos: 7,
    created_at: dia(4),
  });
  p.reprovado = await inserirProduto(t.deps, {
    ...base,
    codigo: 'REP-004',
    descricao: 'Camisa Reprovada',
    status: 2,
  });
  p.pendente = await inserirProduto(t.deps, {
    ...base,
    codigo: 'PEN-008',
    descricao: 'Camisa Pendente',
    status: 0,
  });
  p.desativado = await inserirProduto(t.deps, {
    ...base,
    codigo: 'INA-005',
    descricao: 'Camisa Desativada',
    ativo: false,
  });
  p.doInativo = await inserirProduto(t.deps, {
    fornecedor_id: f.inativo,
    categoria_id: cat.camisas,
    codigo: 'FOR-006',
    descricao: 'Camisa do Inativo',
  });
  p.doSemLogin = await inserirProduto(t.deps, {
    fornecedor_id: f.semLogin,
    categoria_id: cat.camisas,
    codigo: 'USR-007',
    descricao: 'Camisa do Login Bloqueado',
  });
  await inserirMidia(t.deps, p.cafe, 'foto', 1);
  await inserirMidia(t.deps, p.cafe, 'foto', 0);
  await inserirMidia(t.deps, p.cafe, 'video');
  await inserirGrade(t.deps, p.cafe, ['PRETO', 'BRANCO'], ['G', 'P', 'M']);
  await inserirGrade(t.deps, p.reprovado, ['AZUL'], ['ÚNICO']);
});
afterAll(async () => {
  await t.fechar();
});

type Cartao = contrato.ProdutoVitrine;
interface Pagina {
  data: Cartao[];
  current_page: number;
  last_page: number;
  total: number;
  total_exato: boolean;
  per_page: number;
}

async function buscar(query: string, token?: string): Promise<Pagina> {
  const r = await chamar('GET', `/api/produtos/buscar${query ? `?${query}` : ''}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ produtos: Pagina }>().produtos;
}
const ids = (pg: Pagina) => pg.data.map((c) => c.id);

describe('GET /api/produtos/buscar (spec 3 §7; issue 12 §7)', () => {
  it('anônimo: só homologados e ativos de fornecedores ativos, mais novos primeiro, sem ações', async () => {
    const pg = await buscar('');
    expect(ids(pg)).toEqual([p.porcento, p.cafe, p.vestido, p.calca]);
    expect(pg).toMatchObject({ current_page: 1, last_page: 1, total: 4, total_exato: true, per_page: 18 });
    expect(pg.data.every((c) => Object.values(c.acoes).every((v) => v === false))).toBe(true);
  });

  it('o cartão traz fornecedor, fotos na ordem da galeria e o vídeo', async () => {
    const [cafe] = (await buscar('busca=cam-001')).data;
    expect(cafe).toMatchObject({
      id: p.cafe,
      codigo: 'CAM-001',
      descricao: 'Camisa Café com Leite',
      valor: '49.90',
      fornecedor_id: f.dono,
      fornecedor: { nome_fantasia: 'Malharia Bela' },
      categoria_id: cat.camisas,
      quantidade_minima: 0,
      multiplo: 1,
    });
    expect(cafe!.fotos).toHaveLength(2);
    expect(cafe!.fotos[0]!.url).toMatch(/^\/arquivos\/produtos\/\d+\/[0-9a-f]{16}-640\.jpg$/);
    expect(cafe!.fotos[0]!.webp).toContain('-320.webp 320w');
    expect(cafe!.video).toMatch(/^\/arquivos\/produtos\/\d+\/[0-9a-f]{16}\.mp4$/);
    expect((await buscar('busca=vestido')).data[0]).toMatchObject({ fotos: [], video: null });
  });

  it('mesmo o dono e o master não veem na loja o reprovado, o pendente nem o desativado', async () => {
    for (const token of [tk.dono, tk.master]) {
      expect(ids(await buscar('busca=camisa', token)).sort()).toEqual([p.cafe].sort());
    }
  });

  it('ações do chamador: o dono pode editar o seu, o cliente nada', async () => {
    const dono = await buscar('busca=cam-001', tk.dono);
    expect(dono.data[0]!.acoes).toMatchObject({ editar: true, ativar: true, homologar: false });
    const doOutro = await buscar('busca=vestido', tk.dono);
    expect(doOutro.data[0]!.acoes.editar).toBe(false);
    const master = await buscar('busca=vestido', tk.master);
    expect(master.data[0]!.acoes).toMatchObject({ editar: true, homologar: true });
    const cli = await buscar('busca=vestido', tk.cliente);
    expect(Object.values(cli.data[0]!.acoes).every((v) => !v)).toBe(true);
  });

  it('busca sem acento nem maiúsculas, no código, na descrição e no nome do fornecedor', async () => {
    expect(ids(await buscar('busca=cafe'))).toEqual([p.cafe]);
    expect(ids(await buscar('busca=CAFÉ'))).toEqual([p.cafe]);
    expect(ids(await buscar('busca=ves-0'))).toEqual([p.vestido]);
    expect(ids(await buscar(`busca=${encodeURIComponent('confeccoes omega')}`))).toEqual([
      p.porcento,
      p.vestido,
    ]);
    expect(ids(await buscar('busca=malharia'))).toEqual([p.cafe, p.calca]);
  });

  it('várias palavras: todas precisam aparecer (E), em qualquer ordem', async () => {
    expect(ids(await buscar(`busca=${encodeURIComponent('leite  camisa')}`))).toEqual([p.cafe]);
    expect(ids(await buscar(`busca=${encodeURIComponent('camisa jeans')}`))).toEqual([]);
    expect(ids(await buscar(`busca=${encodeURIComponent('bela jeans')}`))).toEqual([p.calca]);
  });

  it('% e _ digitados valem como texto, não como curingas', async () => {
    expect(ids(await buscar(`busca=${encodeURIComponent('100%')}`))).toEqual([p.porcento]);
    expect(ids(await buscar(`busca=${encodeURIComponent('%')}`))).toEqual([p.porcento]);
    expect(ids(await buscar(`busca=${encodeURIComponent('_')}`))).toEqual([]);
    expect(ids(await buscar(`busca=${encodeURIComponent('cam_001')}`))).toEqual([]);
  });

  it('palavras curtas (1-2 letras) também filtram', async () => {
    expect(ids(await buscar('busca=je'))).toEqual([p.calca]);
  });

  it('filtros: fornecedor, categorias e faixa de preço em centavos exatos', async () => {
    expect(ids(await buscar(`fornecedor=${f.outro}`))).toEqual([p.porcento, p.vestido]);
    expect(ids(await buscar(`fornecedor=0`))).toHaveLength(4);
    expect(ids(await buscar(`fornecedor=${f.inativo}`))).toEqual([]);
    expect(ids(await buscar(`categorias=${cat.calcas}`))).toEqual([p.porcento, p.calca]);
    expect(ids(await buscar(`categorias=${cat.calcas},${cat.camisas}`))).toHaveLength(4);
    expect(ids(await buscar('valor_minimo=49.90&valor_maximo=89'))).toEqual([p.cafe, p.vestido]);
    expect(ids(await buscar('valor_maximo=49.89'))).toEqual([p.porcento]);
    expect(ids(await buscar('valor_minimo=129.91'))).toEqual([]);
    expect(
      ids(await buscar(`fornecedor=${f.dono}&categorias=${cat.camisas}&valor_minimo=10&busca=leite`)),
    ).toEqual([p.cafe]);
  });

  it('ordenações: 1 mais novos, 2 mais vendidos, 3 maior preço, 4 menor preço', async () => {
    expect(ids(await buscar('ordenacao=1'))).toEqual([p.porcento, p.cafe, p.vestido, p.calca]);
    expect(ids(await buscar('ordenacao=2'))).toEqual([p.calca, p.porcento, p.cafe, p.vestido]);
    expect(ids(await buscar('ordenacao=3'))).toEqual([p.calca, p.vestido, p.cafe, p.porcento]);
    expect(ids(await buscar('ordenacao=4'))).toEqual([p.porcento, p.cafe, p.vestido, p.calca]);
  });

  it('paginação: página, itens por página, última página coerente', async () => {
    const um = await buscar('paginacao=3&ordenacao=4');
    expect(um).toMatchObject({ current_page: 1, last_page: 2, total: 4, per_page: 3 });
    expect(ids(um)).toEqual([p.porcento, p.cafe, p.vestido]);
    const dois = await buscar('paginacao=3&ordenacao=4&page=2');
    expect(ids(dois)).toEqual([p.calca]);
    const alem = await buscar('paginacao=3&page=9');
    expect(alem).toMatchObject({ data: [], current_page: 9, last_page: 2, total: 4 });
  });

  it('campos vazios do formulário valem como ausentes', async () => {
    const pg = await buscar('busca=&fornecedor=&categorias=&valor_minimo=&valor_maximo=&ordenacao=');
    expect(pg.total).toBe(4);
  });

  it('entrada inválida: 400 com a mensagem do campo, nunca 500', async () => {
    const casos: [string, string, string][] = [
      ['ordenacao=9', 'ordenacao', MSG_BUSCA.ordenacaoInvalida],
      ['ordenacao=abc', 'ordenacao', MSG_BUSCA.ordenacaoInvalida],
      ['page=-1', 'page', MSG_BUSCA.paginaInvalida],
      ['page=0', 'page', MSG_BUSCA.paginaInvalida],
      ['page=1.5', 'page', MSG_BUSCA.paginaInvalida],
      ['paginacao=1000', 'paginacao', MSG_BUSCA.paginacaoInvalida],
      ['categorias=abc', 'categorias', MSG_BUSCA.categoriasInvalidas],
      ['categorias=1,,2', 'categorias', MSG_BUSCA.categoriasInvalidas],
      ['categorias=99999999999', 'categorias', MSG_BUSCA.categoriasInvalidas],
      ['fornecedor=x', 'fornecedor', MSG_BUSCA.fornecedorInvalido],
      ['fornecedor=-3', 'fornecedor', MSG_BUSCA.fornecedorInvalido],
      ['valor_minimo=1,50', 'valor_minimo', MSG_BUSCA.valorInvalido],
      ['valor_maximo=-5', 'valor_maximo', MSG_BUSCA.valorInvalido],
      ['valor_minimo=10&valor_maximo=5', 'valor_minimo', MSG_BUSCA.faixaInvalida],
      [`busca=${'a'.repeat(101)}`, 'busca', MSG_BUSCA.buscaLonga],
    ];
    for (const [query, campo, msg] of casos) {
      const r = await chamar('GET', `/api/produtos/buscar?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(r.json<{ errors: Record<string, string> }>().errors[campo], query).toBe(msg);
    }
  });

  it('total contado até 6 páginas depois da atual; last_page segue a contagem; busca estreita conta exato', async () => {
    await t.deps.db.execute(sql`
      insert into produtos (fornecedor_id, categoria_id, codigo, descricao, valor, status, vendidos, created_at)
      select ${f.outro}, ${cat.calcas}, 'TETO-' || g, 'Peça do teto ' || g, 10 + g % 7, 1, g % 5,
             timestamptz '2031-01-01' - (g % 3) * interval '1 day'
        from generate_series(1, 1005) g`);
    try {
      const um = await buscar('busca=teto&paginacao=100');
      expect(um).toMatchObject({ total: 700, total_exato: false, last_page: 7, current_page: 1 });
      const cinco = await buscar('busca=teto&paginacao=100&page=5');
      expect(cinco).toMatchObject({ total: 1005, total_exato: true, last_page: 11, current_page: 5 });
      expect(cinco.data).toHaveLength(100);
      expect(await buscar(`busca=${encodeURIComponent('teto 100')}`)).toMatchObject({
        total: 7,
        total_exato: true,
      });
      // A text search reads up to 1 000 matches by the trigram index: below that its total is
      // exact even past the counting limit (126 for page 1 of 18).
      const comUm = Array.from({ length: 1005 }, (_x, i) => String(i + 1)).filter((s) => s.includes('1'));
      expect(await buscar(`busca=${encodeURIComponent('teto 1')}`)).toMatchObject({
        total: comUm.length,
        total_exato: true,
        last_page: Math.ceil(comUm.length / 18),
      });
      // A small (exact) result is sorted in memory, a large one walks the sort's index: the same
      // order, ties (equal price, sales, date) broken by the id. Page 5 of 100 counts all 1 005
      // (exact); pages 41-50 of 10 stop counting at 470 (index).
      for (const ordenacao of [1, 2, 3, 4]) {
        const exata = await buscar(`busca=teto&paginacao=100&page=5&ordenacao=${ordenacao}`);
        expect(exata.total_exato).toBe(true);
        const pelasPaginas: number[] = [];
        for (let page = 41; page <= 50; page++) {
          const r = await buscar(`busca=teto&paginacao=10&page=${page}&ordenacao=${ordenacao}`);
          expect(r.total_exato).toBe(false);
          pelasPaginas.push(...ids(r));
        }
        expect(ids(exata), `ordenação ${ordenacao}`).toEqual(pelasPaginas);
      }
    } finally {
      await t.deps.db.execute(sql`delete from produtos where codigo like 'TETO-%'`);
    }
  });

  it('um fornecedor desativado depois some da loja com os seus produtos', async () => {
    await t.deps.db.update(fornecedores).set({ ativo: false }).where(eq(fornecedores.id, f.outro));
    try {
      expect(ids(await buscar(''))).toEqual([p.cafe, p.calca]);
    } finally {
      await t.deps.db.update(fornecedores).set({ ativo: true }).where(eq(fornecedores.id, f.outro));
    }
  });
});

describe('GET /api/produtos/buscarid (carrinho e link compartilhado)', () => {
  const porIds = async (lista: number[], token?: string) => {
    const r = await chamar('GET', `/api/produtos/buscarid?id=${lista.join(',')}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ produtos: contrato.ProdutoDetalhe[] }>().produtos;
  };

  it('na ordem pedida, com detalhes, grade com nomes, fotos e vídeo', async () => {
    const [vestido, cafe] = await porIds([p.vestido, p.cafe]);
    expect(vestido).toMatchObject({ id: p.vestido, cores: [], tamanhos: [], fotos: [], video: null });
    expect(cafe).toMatchObject({
      id: p.cafe,
      detalhes: 'Algodão',
      status: 1,
      ativo: true,
      cores: [{ nome: 'PRETO' }, { nome: 'BRANCO' }],
      tamanhos: [
        { tamanho: 'G', especial: false },
        { tamanho: 'P', especial: false },
        { tamanho: 'M', especial: false },
      ],
    });
    expect(cafe!.fotos).toHaveLength(2);
  });

  it('reprovado, pendente, desativado e de fornecedor inativo: fora para o cliente e o anônimo', async () => {
    const escondidos = [p.reprovado, p.pendente, p.desativado, p.doInativo, p.doSemLogin];
    for (const token of [undefined, tk.cliente, tk.outroFornecedor]) {
      expect((await porIds([...escondidos, p.cafe], token)).map((x) => x.id)).toEqual([p.cafe]);
    }
  });

  it('o dono vê os seus em qualquer situação, com as suas ações; o master vê todos', async () => {
    const dono = await porIds([p.reprovado, p.pendente, p.desativado, p.doInativo]);
    expect(dono).toEqual([]);
    const doDono = await porIds([p.reprovado, p.pendente, p.desativado, p.doInativo], tk.dono);
    expect(doDono.map((x) => x.id)).toEqual([p.reprovado, p.pendente, p.desativado]);
    expect(doDono[0]).toMatchObject({
      status: 2,
      acoes: { editar: true },
      tamanhos: [{ tamanho: 'ÚNICO', especial: true }],
    });
    const master = await porIds([p.reprovado, p.doInativo, p.doSemLogin], tk.master);
    expect(master.map((x) => x.id)).toEqual([p.reprovado, p.doInativo, p.doSemLogin]);
  });

  it('ids repetidos uma vez; inexistente ignorado; lista vazia: nenhum', async () => {
    expect((await porIds([p.cafe, p.cafe, 999999])).map((x) => x.id)).toEqual([p.cafe]);
    expect(await porIds([])).toEqual([]);
  });

  it('ids inválidos: 400', async () => {
    for (const q of [
      'id=abc',
      'id=1;2',
      'id=0',
      `id=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      '',
    ]) {
      const r = await chamar('GET', `/api/produtos/buscarid?${q}`);
      expect(r.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/produtos/:id/grade (diálogo de quantidade)', () => {
  it('cores e tamanhos na ordem do produto, para o anônimo', async () => {
    const r = await chamar('GET', `/api/produtos/${p.cafe}/grade`);
    expect(r.statusCode).toBe(200);
    const g = r.json<{ cores: { nome: string }[]; tamanhos: { tamanho: string }[] }>();
    expect(g.cores.map((c) => c.nome)).toEqual(['PRETO', 'BRANCO']);
    expect(g.tamanhos.map((x) => x.tamanho)).toEqual(['G', 'P', 'M']);
  });

  it('produto que o chamador não pode ver: 404; o dono e o master o veem', async () => {
    for (const token of [undefined, tk.cliente, tk.outroFornecedor]) {
      expect((await chamar('GET', `/api/produtos/${p.reprovado}/grade`, token)).statusCode).toBe(404);
    }
    expect((await chamar('GET', `/api/produtos/${p.doInativo}/grade`)).statusCode).toBe(404);
    expect((await chamar('GET', '/api/produtos/999999/grade')).statusCode).toBe(404);
    for (const token of [tk.dono, tk.master]) {
      expect((await chamar('GET', `/api/produtos/${p.reprovado}/grade`, token)).statusCode).toBe(200);
    }
  });

  it('id inválido: 400', async () => {
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await chamar('GET', `/api/produtos/${id}/grade`)).statusCode, id).toBe(400);
    }
  });
});
