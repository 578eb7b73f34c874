import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rodadas as contrato } from '@rodada/contracts';
import { auditoria, rodada_fornecedores, stands } from '../../db/schema/index.js';
import { textoDoPdf } from '../../test/pdf.js';
import { chamadorJson, criarRodadas } from '../../test/fabricas.js';
import { chamadoresDeStands, inserirStand } from '../../test/stands.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';

const { MSG_RODADAS } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);

const tokens = { master: '', admin: '', outroAdmin: '', fornecedor: '' };
const r = { origem: 0, destino: 0, vazia: 0, encerrada: 0, deOutro: 0 };
const p = { noDestino: 0, foraDoDestino: 0 };

const base = (rodada: number) => `/api/rodadas/${rodada}/stands`;

const stand = (rodada: number, dados?: Parameters<typeof inserirStand>[2]) => inserirStand(t, rodada, dados);

const standsDe = (rodada_id: number) =>
  t.deps.db
    .select({
      nome: stands.nome,
      codigo: stands.codigo,
      valor: stands.valor,
      proprietario_tipo: stands.proprietario_tipo,
      proprietario_id: stands.proprietario_id,
      avulso_nome: stands.avulso_nome,
    })
    .from(stands)
    .where(eq(stands.rodada_id, rodada_id))
    .orderBy(asc(stands.nome));

beforeAll(async () => {
  t = await criarAppDeTeste();
  const c = await chamadoresDeStands(t, 'copia.test', 'Tecelagem Sol');
  const { admin, outroAdmin: outro } = c;
  tokens.master = c.master;
  tokens.admin = admin.token;
  tokens.outroAdmin = outro.token;
  tokens.fornecedor = c.fornecedor.token;
  p.noDestino = c.fornecedor.id;
  p.foraDoDestino = (
    await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'g@copia.test', nome: 'Jeans Lua' })
  ).perfilId!;
  [r.origem, r.destino, r.vazia, r.encerrada] = (await criarRodadas(t.deps, admin.id, [
    { nome: 'Edição 2029', data_inicio: '2029-03-01', data_fim: '2029-03-05' },
    { nome: 'Edição 2030', data_inicio: '2030-03-01', data_fim: '2030-03-20' },
    { nome: 'Edição Inverno', data_inicio: '2030-06-01', data_fim: '2030-06-05' },
    { nome: 'Edição Verão', data_inicio: '2030-01-01', data_fim: '2030-01-05' },
  ])) as [number, number, number, number];
  [r.deOutro] = (await criarRodadas(t.deps, outro.id, [
    { nome: 'Rodada de Outro', data_inicio: '2030-03-01', data_fim: '2030-03-20' },
  ])) as [number];
  await t.deps.db.insert(rodada_fornecedores).values([
    { rodada_id: r.origem, fornecedor_id: p.noDestino },
    { rodada_id: r.origem, fornecedor_id: p.foraDoDestino },
    { rodada_id: r.destino, fornecedor_id: p.noDestino },
  ]);
});
afterAll(async () => {
  await t.fechar();
});
beforeEach(async () => {
  await t.deps.db.delete(stands);
  await stand(r.origem, { nome: 'A AVULSO', codigo: 'A1', valor: '1000.00', avulso_nome: 'JOÃO' });
  await stand(r.origem, {
    nome: 'B PARTICIPA',
    codigo: 'A2',
    valor: '2000.00',
    proprietario_tipo: 'fornecedor',
    proprietario_id: p.noDestino,
  });
  await stand(r.origem, {
    nome: 'C NÃO PARTICIPA',
    valor: '3000.00',
    proprietario_tipo: 'fornecedor',
    proprietario_id: p.foraDoDestino,
  });
  await stand(r.origem, { nome: null, codigo: 'Z9', valor: '0' });
  await stand(r.deOutro, { nome: 'DE OUTRO' });
});

describe('GET /api/rodadas/:id/stands/copiar/rodadas', () => {
  it('as outras rodadas do administrador que têm stands, com quantos; nunca as de outro', async () => {
    await stand(r.encerrada, { nome: 'VERÃO' });
    const res = await chamar('GET', `${base(r.destino)}/copiar/rodadas`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().rodadas).toEqual([
      { id: r.encerrada, nome: 'Edição Verão', data_inicio: '2030-01-01', stands: 1 },
      { id: r.origem, nome: 'Edição 2029', data_inicio: '2029-03-01', stands: 4 },
    ]);
    const doMaster = await chamar('GET', `${base(r.destino)}/copiar/rodadas`, tokens.master);
    expect(doMaster.json().rodadas.map((x: { id: number }) => x.id)).toEqual([
      r.deOutro,
      r.encerrada,
      r.origem,
    ]);
    expect((await chamar('GET', `${base(r.deOutro)}/copiar/rodadas`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('POST /api/rodadas/:id/stands/copiar/:origem_id', () => {
  it('copia nome, código, valor e dono; quem não participa da rodada vira avulso com o nome', async () => {
    const res = await chamar('POST', `${base(r.destino)}/copiar/${r.origem}`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: 'Stands copiados com sucesso', copiados: 4 });
    expect(await standsDe(r.destino)).toEqual([
      {
        nome: 'A AVULSO',
        codigo: 'A1',
        valor: '1000.00',
        proprietario_tipo: 'avulso',
        proprietario_id: null,
        avulso_nome: 'JOÃO',
      },
      {
        nome: 'B PARTICIPA',
        codigo: 'A2',
        valor: '2000.00',
        proprietario_tipo: 'fornecedor',
        proprietario_id: p.noDestino,
        avulso_nome: null,
      },
      {
        nome: 'C NÃO PARTICIPA',
        codigo: null,
        valor: '3000.00',
        proprietario_tipo: 'avulso',
        proprietario_id: null,
        avulso_nome: 'JEANS LUA',
      },
      {
        nome: null,
        codigo: 'Z9',
        valor: '0.00',
        proprietario_tipo: 'avulso',
        proprietario_id: null,
        avulso_nome: null,
      },
    ]);
    // The source is untouched; the copy is audited.
    expect(await standsDe(r.origem)).toHaveLength(4);
    const [registro] = await t.deps.db.select().from(auditoria).where(eq(auditoria.acao, 'copiar_stands'));
    expect(registro?.dados).toEqual({ origem_id: r.origem, stands: 4 });
  });

  it('só numa rodada sem stands: a segunda cópia responde 422 e nada muda', async () => {
    await stand(r.destino, { nome: 'JÁ TEM' });
    const res = await chamar('POST', `${base(r.destino)}/copiar/${r.origem}`, tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(MSG_RODADAS.copiarParaRodadaComStands);
    expect(await standsDe(r.destino)).toHaveLength(1);
  });

  it('rodada encerrada: 422; de uma rodada sem stands ou dela mesma: 422', async () => {
    const fechada = await chamar('POST', `${base(r.encerrada)}/copiar/${r.origem}`, tokens.admin);
    expect(fechada.json()).toMatchObject({ status: 2, msg: MSG_RODADAS.rodadaEncerrada });
    expect(fechada.statusCode).toBe(422);
    const semStands = await chamar('POST', `${base(r.destino)}/copiar/${r.vazia}`, tokens.admin);
    expect(semStands.statusCode).toBe(422);
    expect(semStands.json().msg).toBe(MSG_RODADAS.copiarDeRodadaSemStands);
    const mesma = await chamar('POST', `${base(r.vazia)}/copiar/${r.vazia}`, tokens.admin);
    expect(mesma.json().msg).toBe(MSG_RODADAS.copiarDaMesmaRodada);
    expect(await standsDe(r.encerrada)).toEqual([]);
    expect(await standsDe(r.destino)).toEqual([]);
  });

  it('de uma rodada de outro administrador, ou para ela: 404; o master copia entre quaisquer', async () => {
    expect((await chamar('POST', `${base(r.destino)}/copiar/${r.deOutro}`, tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await chamar('POST', `${base(r.deOutro)}/copiar/${r.origem}`, tokens.admin)).statusCode).toBe(
      404,
    );
    expect(
      (await chamar('POST', `${base(r.destino)}/copiar/${r.origem}`, tokens.fornecedor)).statusCode,
    ).toBe(403);
    expect(await standsDe(r.destino)).toEqual([]);
    const master = await chamar('POST', `${base(r.destino)}/copiar/${r.deOutro}`, tokens.master);
    expect(master.statusCode).toBe(200);
    expect((await standsDe(r.destino)).map((s) => s.nome)).toEqual(['DE OUTRO']);
  });
});

describe('GET /api/impressoes/rodada/:id/stands (spec 3 §7 "Printing")', () => {
  const url = (rodada: number) => `/api/impressoes/rodada/${rodada}/stands`;

  it('o PDF com Nome, Proprietário, Tipo e Valor em R$, como buscado', async () => {
    const res = await chamar('GET', url(r.origem), tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(res.rawPayload);
    for (const trecho of [
      'Stands',
      'Rodada Edição 2029',
      '4 stand(s)',
      'Nome',
      'Proprietário',
      'Tipo',
      'Valor',
      'A AVULSO (A1)',
      'JOÃO',
      'Avulso',
      'R$ 1.000,00',
      'Tecelagem Sol',
      'Fornecedor',
      'R$ 3.000,00',
      'Stand Z9',
      'R$ 0,00',
    ]) {
      expect(texto, trecho).toContain(trecho);
    }
    const buscado = textoDoPdf(
      (await chamar('GET', `${url(r.origem)}?busca=${encodeURIComponent('tecelagem')}`, tokens.master))
        .rawPayload,
    );
    expect(buscado).toContain('Busca: "tecelagem"');
    expect(buscado).toContain('B PARTICIPA');
    expect(buscado).not.toContain('JOÃO');
  });

  it('rodada de outro administrador: 404; fornecedor: 403', async () => {
    expect((await chamar('GET', url(r.deOutro), tokens.admin)).statusCode).toBe(404);
    expect((await chamar('GET', url(r.origem), tokens.fornecedor)).statusCode).toBe(403);
  });
});
