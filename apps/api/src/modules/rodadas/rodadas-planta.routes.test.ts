import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rodadas as contratos } from '@rodada/contracts';
import { arquivos } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { formRodada, prepararPessoas, type Pessoas } from '../../test/rodadas.js';

// The floor plan (spec 1 §2.10; ADR 015): an SVG uploaded with a script is stored and served
// without it, publicly, with headers that let nothing run or load, and revalidated by ETag.

const { MSG_RODADAS } = contratos;
let t: AppDeTeste;
let p: Pessoas;

type Linha = contratos.RodadaLinha;

/** A small plan with stands A1, A2, B1 and what an attacker would add. */
const PLANTA_MALICIOSA = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" onload="alert('onload')">
  <script>alert('script')</script>
  <style>@import url(https://mal.example/a.css); .stand { fill: #eef; }</style>
  <g id="stands">
    <rect id="A1" class="stand" x="0" y="0" width="50" height="40" onclick="alert(1)"/>
    <rect id="A2" class="stand" x="60" y="0" width="50" height="40"/>
    <a xlink:href="javascript:alert(2)"><rect id="B1" class="stand" x="0" y="50" width="50" height="40"/></a>
  </g>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">oi</div></foreignObject>
  <use xlink:href="https://mal.example/sprite.svg#x"/>
</svg>`;

const base64 = (s: string) => `data:image/svg+xml;base64,${Buffer.from(s).toString('base64')}`;

beforeAll(async () => {
  t = await criarAppDeTeste();
  p = await prepararPessoas(t, 'planta.test');
});
afterAll(async () => {
  await t.fechar();
});

describe('planta SVG da rodada', () => {
  let id = 0;
  let url = '';

  it('a planta com <script> é aceita, gravada sem ele, e a linha aponta para ela', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rodadas/salvar',
      headers: bearer(p.token.master),
      payload: formRodada(p.adminA, { planta: base64(PLANTA_MALICIOSA) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json<{ id: number; rodada: Linha }>();
    id = corpo.id;
    url = corpo.rodada.planta_nome!;
    expect(url).toMatch(new RegExp(`^/api/rodadas/${id}/planta\\?v=\\d+$`));
    // Stored outside the public areas of /arquivos/: only this route serves it, with its headers.
    const [arquivo] = await t.deps.db.select().from(arquivos).where(eq(arquivos.mime, 'image/svg+xml'));
    expect(arquivo!.chave).toMatch(/^plantas\//);
    expect((await t.app.inject({ url: `/arquivos/${arquivo!.chave}` })).statusCode).toBe(401);
  });

  it('qualquer um, sem login, lê a planta: sem script, sem handlers, com os stands', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const svg = res.body;
    expect(svg).not.toMatch(/<script|onload|onclick|alert|javascript:|foreignObject|mal\.example|@import/);
    for (const codigo of ['A1', 'A2', 'B1']) expect(svg).toContain(`id="${codigo}"`);
    expect(svg).toContain('.stand { fill: #eef; }');
  });

  it('ETag: quem já tem a planta recebe 304 sem corpo', async () => {
    const primeira = await t.app.inject({ url });
    const etag = primeira.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const denovo = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(denovo.statusCode).toBe(304);
    expect(denovo.body).toBe('');
    expect(denovo.headers['cache-control']).toBe('public, no-cache');
    const outra = await t.app.inject({ url, headers: { 'if-none-match': '"outra"' } });
    expect(outra.statusCode).toBe(200);
  });

  it('nova planta (texto URL-encoded): nova URL, o arquivo antigo sai', async () => {
    const [antigo] = await t.deps.db.select().from(arquivos).where(eq(arquivos.mime, 'image/svg+xml'));
    const nova = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><rect id="C9"/></svg>')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rodadas/${id}/atualizar`,
      headers: bearer(p.token.adminA),
      payload: formRodada(p.adminA, { planta: nova }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const novaUrl = res.json<{ rodada: Linha }>().rodada.planta_nome!;
    expect(novaUrl).not.toBe(url);
    expect((await t.app.inject({ url: novaUrl })).body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect id="C9"/></svg>',
    );
    expect(await t.deps.storage.existe(antigo!.chave)).toBe(false);
  });

  it('rodada sem planta ou inexistente: 404 com a mensagem', async () => {
    const sem = await t.app.inject({
      method: 'POST',
      url: '/api/rodadas/salvar',
      headers: bearer(p.token.master),
      payload: formRodada(p.adminA),
    });
    const semId = sem.json<{ id: number }>().id;
    for (const alvo of [semId, 999_999]) {
      const res = await t.app.inject({ url: `/api/rodadas/${alvo}/planta` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 2, msg: MSG_RODADAS.semPlanta });
    }
  });
});
