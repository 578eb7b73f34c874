import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { arquivos, impressoes, rodada_fornecedores, users } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';

// ADR 008: print-island PDFs and other documents with personal data are served only to whom may
// read them, never cached; logos, product photos and round images stay public and cached.

let t: AppDeTeste;
const token: Record<string, string> = {};
/** The URL of the print job the supplier sent to the island. */
let urlDaFila = '';

beforeAll(async () => {
  t = await criarAppDeTeste();
  const admin = await criarUsuario(t.deps, { tipo: 'administrador', email: 'admin@arq.test' });
  await criarUsuario(t.deps, { tipo: 'administrador', email: 'admin2@arq.test' });
  const fornecedor = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'fornecedor@arq.test' });
  await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'fornecedor2@arq.test' });
  await criarUsuario(t.deps, { tipo: 'cliente', email: 'cliente@arq.test' });
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@arq.test' });
  const hoje = hojeEmSaoPaulo(t.relogio.agora());
  const [rodada] = await criarRodadas(t.deps, admin.perfilId!, [
    { nome: 'Em andamento', data_inicio: hoje, data_fim: hoje },
  ]);
  await t.deps.db
    .insert(rodada_fornecedores)
    .values({ rodada_id: rodada!, fornecedor_id: fornecedor.perfilId! });
  for (const papel of ['admin', 'admin2', 'fornecedor', 'fornecedor2', 'cliente', 'master']) {
    token[papel] = await entrar(t.app, `${papel}@arq.test`);
  }
  const envio = await t.app.inject({
    url: `/api/impressoes/clientes/listar?impressao=remota&rodada_id=${rodada!}`,
    headers: bearer(token.fornecedor!),
  });
  expect(envio.statusCode).toBe(200);
  const [job] = await t.deps.db
    .select({ chave: arquivos.chave })
    .from(impressoes)
    .innerJoin(arquivos, eq(arquivos.id, impressoes.arquivo_id));
  urlDaFila = `/arquivos/${job!.chave}`;
});
afterAll(async () => {
  await t.fechar();
});

const ler = (url: string, quem?: string) => t.app.inject({ url, headers: quem ? bearer(quem) : {} });

describe('arquivos privados: o PDF da Ilha de Impressão (ADR 008)', () => {
  it('sem sessão: 401, nada do arquivo', async () => {
    const r = await ler(urlDaFila);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it.each(['fornecedor', 'admin', 'master'])(
    '%s (quem enviou, o organizador da rodada, o master) lê, sem cache',
    async (quem) => {
      const r = await ler(urlDaFila, token[quem]);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );

  it('pelo cookie também (a aba do PDF não tem Bearer)', async () => {
    const r = await t.app.inject({ url: urlDaFila, cookies: { api_token: token.fornecedor! } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['fornecedor2', 'admin2', 'cliente'])('%s: 404, como se não existisse', async (quem) => {
    const r = await ler(urlDaFila, token[quem]);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
  });

  it('caminhos tortos não chegam ao arquivo por uma área pública (quem não pode ler: 404)', async () => {
    const chave = urlDaFila.replace('/arquivos/', '');
    for (const url of [
      `/arquivos/fornecedores/../${chave}`,
      `/arquivos/fornecedores/%2e%2e/${chave}`,
      `/arquivos/fornecedores%2F..%2F${chave.replaceAll('/', '%2F')}`,
      `/arquivos/fornecedores/./../${chave}`,
      `/arquivos//${chave}`,
      `/arquivos/./${chave}`,
    ]) {
      const r = await ler(url, token.fornecedor2);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).not.toBe('application/pdf');
    }
  });

  it('pela rede, sem a normalização do inject, o caminho cru também não passa', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const chave = urlDaFila.replace('/arquivos/', '');
    for (const caminho of [`/arquivos/fornecedores/../${chave}`, `/arquivos/fornecedores/%2e%2e/${chave}`]) {
      const status = await new Promise<number>((ok, falha) => {
        request({ host: '127.0.0.1', port, path: caminho }, (res) => {
          res.resume();
          ok(res.statusCode ?? 0);
        })
          .on('error', falha)
          .end();
      });
      expect(status, caminho).toBe(404);
    }
  });

  it('um arquivo privado sem registro no banco não é servido nem ao master', async () => {
    await t.deps.storage.salvar('impressoes/999/solto.pdf', Buffer.from('%PDF-1.4 solto'));
    expect((await ler('/arquivos/impressoes/999/solto.pdf', token.master)).statusCode).toBe(404);
  });

  it('conta com cadastro incompleto não lê nem o próprio arquivo (spec 1 §2.1)', async () => {
    const [dono] = await t.deps.db.select().from(users).where(eq(users.email, 'fornecedor@arq.test'));
    await t.deps.db.update(users).set({ verificado: false }).where(eq(users.id, dono!.id));
    const r = await ler(urlDaFila, token.fornecedor);
    await t.deps.db.update(users).set({ verificado: true }).where(eq(users.id, dono!.id));
    expect(r.statusCode).toBe(403);
    expect(r.json<{ motivo: string }>().motivo).toBe('cadastro_incompleto');
  });
});

describe('arquivos públicos: logos, fotos de produtos, imagens da rodada', () => {
  it.each(['fornecedores/7/logo-abc.jpg', 'produtos/3/foto-1.jpg', 'rodadas/2/banner.jpg'])(
    '%s: qualquer um lê, com cache de um dia',
    async (chave) => {
      await t.deps.storage.salvar(chave, Buffer.from('imagem'));
      const r = await ler(`/arquivos/${chave}`);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe('imagem');
      expect(r.headers['cache-control']).toBe('public, max-age=86400');
    },
  );

  it.each([
    'produtos/3/0123456789abcdef-320.webp',
    'produtos/3/0123456789abcdef-2048.jpg',
    'produtos/3/video-0123456789abcdef.mp4',
  ])('%s (nome com hash do conteúdo): cache de um ano, imutável', async (chave) => {
    await t.deps.storage.salvar(chave, Buffer.from('midia'));
    const r = await ler(`/arquivos/${chave}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    'produtos/3/0123456789abcdef-300.webp',
    'produtos/3/0123456789ABCDEF-320.jpg',
    'produtos/3/x/0123456789abcdef-320.jpg',
  ])('%s (fora do padrão): cache de um dia', async (chave) => {
    await t.deps.storage.salvar(chave, Buffer.from('midia'));
    const r = await ler(`/arquivos/${chave}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('arquivo público ausente: 404 no envelope', async () => {
    const r = await ler('/arquivos/fornecedores/7/nao-existe.jpg');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 2, msg: MSG.rotaNaoEncontrada });
  });
});
