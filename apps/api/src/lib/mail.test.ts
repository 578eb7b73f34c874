import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.js';
import { outbox_emails } from '../db/schema/index.js';
import { createTestDatabase } from '../test/db.js';
import { buildApp } from '../app.js';
import { emailCodigoAtivacao } from '../modules/contas/emails.js';
import { lerConfig } from './config.js';
import { criarMailer } from './mail.js';

interface Recebido {
  de: string;
  para: string[];
  bruto: string;
}

/** Decodes quoted-printable (RFC 2045) into UTF-8 text. */
function decodificarQp(texto: string): string {
  const semQuebras = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < semQuebras.length; i++) {
    const hex = semQuebras.slice(i + 1, i + 3);
    if (semQuebras[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(semQuebras[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes the RFC 2047 encoded words of a header (`=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=`). */
function decodificarCabecalho(valor: string): string {
  return valor
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, modo: string, conteudo: string) =>
      modo.toUpperCase() === 'B'
        ? Buffer.from(conteudo, 'base64').toString('utf8')
        : decodificarQp(conteudo.replace(/_/g, ' ')),
    );
}

let sink: SMTPServer;
let porta: number;
const recebidos: Recebido[] = [];
let database: Database;
const log = { info: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  // A real SMTP server on a random local port: the mailer talks the real protocol to it.
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, sessao, pronto) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        recebidos.push({
          de: sessao.envelope.mailFrom ? sessao.envelope.mailFrom.address : '',
          para: sessao.envelope.rcptTo.map((r) => r.address),
          bruto: Buffer.concat(partes).toString('utf8'),
        });
        pronto();
      });
    },
  });
  await new Promise<void>((ok) => sink.listen(0, '127.0.0.1', ok));
  porta = (sink.server.address() as { port: number }).port;
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await new Promise<void>((ok) => sink.close(() => ok()));
});

describe('criarMailer', () => {
  it('com SMTP_URL: entrega pelo protocolo SMTP (texto e HTML, acentos preservados) e registra o envio', async () => {
    const mailer = criarMailer({
      smtpUrl: `smtp://127.0.0.1:${porta}`,
      de: 'Rodada <nao-responda@rodada.local>',
      db: database.db,
      log,
    });
    await mailer.enviar({
      para: 'lojista@mail.test',
      assunto: 'Rodada: código de validação',
      texto: 'Olá, Ana!\nCódigo: ABC234',
      html: '<p>Olá, Ana!</p>',
    });
    expect(recebidos).toHaveLength(1);
    const [email] = recebidos;
    expect(email!.de).toBe('nao-responda@rodada.local');
    expect(email!.para).toEqual(['lojista@mail.test']);
    const assunto = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(email!.bruto)?.[1] ?? '';
    expect(decodificarCabecalho(assunto.replace(/\r?\n[ \t]/g, ' '))).toBe('Rodada: código de validação');
    expect(email!.bruto).toMatch(/Content-Type: multipart\/alternative/);
    const corpo = decodificarQp(email!.bruto);
    expect(corpo).toContain('Olá, Ana!');
    expect(corpo).toContain('Código: ABC234');
    expect(corpo).toContain('<p>Olá, Ana!</p>');
    const [linha] = await database.db
      .select()
      .from(outbox_emails)
      .where(eq(outbox_emails.para, 'lojista@mail.test'));
    expect(linha?.enviado_em).toBeInstanceOf(Date);
  });

  it('sem SMTP_URL: o email vai para a tabela outbox_emails e para uma linha no console, sem enviar', async () => {
    const linhas: string[] = [];
    const mailer = criarMailer({
      smtpUrl: undefined,
      de: 'x@rodada.local',
      db: database.db,
      log,
      console: (l) => linhas.push(l),
    });
    await mailer.enviar(emailCodigoAtivacao('offline@mail.test', 'Ana', 'K7P2QX'));
    const [linha] = await database.db
      .select()
      .from(outbox_emails)
      .where(eq(outbox_emails.para, 'offline@mail.test'));
    expect(linha).toMatchObject({ assunto: 'Rodada: seu código de validação', enviado_em: null });
    expect(linha?.texto).toContain('Código: K7P2QX');
    // One readable line per mail: recipient, subject and the code, nothing else to dig through.
    expect(linhas).toEqual([
      'Email (sem SMTP) para offline@mail.test — "Rodada: seu código de validação" — código: K7P2QX',
    ]);
    expect(recebidos.some((r) => r.para.includes('offline@mail.test'))).toBe(false);

    await mailer.enviar({ para: 'aviso@mail.test', assunto: 'Aviso', texto: 'Corpo' });
    expect(linhas[1]).toBe('Email (sem SMTP) para aviso@mail.test — "Aviso"');
  });

  it('sem SMTP_URL a linha sai no stdout mesmo com LOG_LEVEL=silent: o código do cadastro fica legível', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rodada-mail-'));
    const banco = await createTestDatabase();
    const config = lerConfig({ DATA_DIR: dir, SEED: 'none', LOG_LEVEL: 'silent' }, dir);
    const app = await buildApp({ config, database: banco });
    const escrito: string[] = [];
    const espiao = vi.spyOn(process.stdout, 'write').mockImplementation((pedaco: string | Uint8Array) => {
      escrito.push(String(pedaco));
      return true;
    });
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/api/usuarios/salvar',
        payload: {
          tipo: 'cliente',
          nome: 'Loja da Bia',
          email: 'bia@mail.test',
          password: 'Feira-Recife-26',
          confirm_password: 'Feira-Recife-26',
          termos: true,
        },
      });
      expect(r.statusCode).toBe(200);
    } finally {
      espiao.mockRestore();
      await app.close();
      await banco.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const linha = escrito
      .join('')
      .split('\n')
      .find((l) => l.includes('bia@mail.test'));
    expect(linha).toMatch(
      /^Email \(sem SMTP\) para bia@mail\.test — "Rodada: seu código de validação" — código: [A-Z0-9]{6}$/,
    );
  });

  it('servidor SMTP fora do ar: o envio falha (quem chama decide) e nada é registrado como enviado', async () => {
    const fechado = new SMTPServer({ logger: false });
    await new Promise<void>((ok) => fechado.listen(0, '127.0.0.1', ok));
    const portaFechada = (fechado.server.address() as { port: number }).port;
    await new Promise<void>((ok) => fechado.close(() => ok()));
    const mailer = criarMailer({
      smtpUrl: `smtp://127.0.0.1:${portaFechada}`,
      de: 'x@rodada.local',
      db: database.db,
      log,
    });
    await expect(mailer.enviar({ para: 'falha@mail.test', assunto: 'A', texto: 'B' })).rejects.toThrow();
    const linhas = await database.db
      .select()
      .from(outbox_emails)
      .where(eq(outbox_emails.para, 'falha@mail.test'));
    expect(linhas).toHaveLength(0);
  });
});
