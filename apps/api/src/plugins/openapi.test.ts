import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, operationIdDe } from '@rodada/contracts';
import { criarAppDeTeste, type AppDeTeste } from '../test/app.js';
import { tiparNulaveis } from './openapi.js';

// ADR 008: the generated reference (/api/docs/json) lints clean with Redocly's recommended rules.

type Operacao = { operationId?: string; security?: unknown[] };
type Documento = { servers?: { url: string }[]; paths: Record<string, Record<string, Operacao>> };

let t: AppDeTeste;
let doc: Documento;
beforeAll(async () => {
  t = await criarAppDeTeste();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json<Documento>();
});
afterAll(async () => {
  await t.fechar();
});

const operacoes = () => Object.values(doc.paths).flatMap((p) => Object.values(p));

/** Every schema object below `no` with `nullable: true` and no `type`. */
function nulaveisSemTipo(no: unknown, caminho = ''): string[] {
  if (Array.isArray(no)) return no.flatMap((v, i) => nulaveisSemTipo(v, `${caminho}/${i}`));
  if (typeof no !== 'object' || no === null) return [];
  const o = no as Record<string, unknown>;
  const aqui = o.nullable === true && !('type' in o) ? [caminho] : [];
  return [...aqui, ...Object.entries(o).flatMap(([k, v]) => nulaveisSemTipo(v, `${caminho}/${k}`))];
}

describe('OpenAPI: o documento (ADR 008)', () => {
  it('toda operação tem operationId único, o nome do contrato', () => {
    const ids = operacoes().map((o) => o.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ep of ENDPOINTS) {
      const caminho = ep.path.replace(/:([a-zA-Z_]+)/g, '{$1}');
      expect(doc.paths[caminho]?.[ep.method.toLowerCase()]?.operationId).toBe(operationIdDe(ep));
    }
    expect(operationIdDe(ENDPOINTS.find((e) => e.path === '/api/clientes/:id/lojas/listar')!)).toBe(
      'clientes.listarLojas',
    );
  });

  it('as públicas declaram security: [] e as outras pedem Bearer ou cookie', () => {
    for (const ep of ENDPOINTS) {
      const caminho = ep.path.replace(/:([a-zA-Z_]+)/g, '{$1}');
      const op = doc.paths[caminho]![ep.method.toLowerCase()]!;
      expect(op.security, `${ep.method} ${ep.path}`).toEqual(
        ep.roles === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      );
    }
  });

  it('tem servers e nenhum campo anulável sem tipo', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) as string }]);
    expect(nulaveisSemTipo(doc)).toEqual([]);
  });

  it('tiparNulaveis: o tipo comum das alternativas, ou nullable em cada uma', () => {
    const comum = {
      anyOf: [
        { type: 'string', enum: ['a'] },
        { type: 'string', enum: [''] },
      ],
      nullable: true,
    };
    tiparNulaveis(comum);
    expect(comum).toMatchObject({ type: 'string', nullable: true });
    const misto = { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true };
    tiparNulaveis(misto);
    expect(misto).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'number', nullable: true },
      ],
    });
  });

  it('passa no lint do Redocly com as regras recomendadas, sem erros nem avisos', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rodada-openapi-'));
    try {
      writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      copyFileSync(
        fileURLToPath(new URL('./openapi.lint-ignore.yaml', import.meta.url)),
        path.join(dir, '.redocly.lint-ignore.yaml'),
      );
      const cli = fileURLToPath(new URL('../../../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
      const r = spawnSync(
        process.execPath,
        [cli, 'lint', '--extends', 'recommended', '--format', 'json', 'openapi.json'],
        {
          cwd: dir,
          encoding: 'utf8',
          timeout: 120_000,
          // Offline and quiet: no telemetry, no update check.
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
            CI: 'true',
          },
        },
      );
      const resultado = JSON.parse(r.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problemas = resultado.problems.map(
        (p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`,
      );
      expect(problemas).toEqual([]);
      expect(resultado.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
