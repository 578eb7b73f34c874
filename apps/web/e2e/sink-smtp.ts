import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the browser tests (Playwright globalSetup): the app under test sends its
 * mail to it through SMTP_URL, and each received mail is written, decoded, as one JSON file in a
 * temporary folder that the tests read (E2E_PASTA_EMAILS). globalTeardown stops it.
 */

/** The sink's port: next to the app's (E2E_PORT), or E2E_SMTP_PORT. */
export const PORTA_SMTP = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3987) + 1);

/** A received mail, decoded. */
export interface EmailRecebido {
  de: string;
  para: string[];
  assunto: string;
  texto: string;
  html: string;
  /** Arrival order in this run. */
  ordem: number;
}

/** Where the running sink keeps its handle (global setup and teardown run in the runner process). */
const CHAVE = Symbol.for('rodada.e2e.sinkSmtp');
type Global = typeof globalThis & { [CHAVE]?: { servidor: SMTPServer; pasta: string } };

/** Decodes quoted-printable (RFC 2045) into UTF-8. */
function decodificarQp(texto: string): string {
  const s = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes the RFC 2047 encoded words of a header. */
function decodificarCabecalho(valor: string): string {
  return valor
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, modo: string, conteudo: string) =>
      modo.toUpperCase() === 'B'
        ? Buffer.from(conteudo, 'base64').toString('utf8')
        : decodificarQp(conteudo.replace(/_/g, ' ')),
    );
}

/** Splits a MIME entity into its headers (lower-case names, unfolded) and its body. */
function separar(bruto: string): { cabecalhos: Record<string, string>; corpo: string } {
  const fim = /\r?\n\r?\n/.exec(bruto);
  const bloco = fim ? bruto.slice(0, fim.index) : bruto;
  const corpo = fim ? bruto.slice(fim.index + fim[0].length) : '';
  const cabecalhos: Record<string, string> = {};
  for (const linha of bloco.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = linha.indexOf(':');
    if (i > 0) cabecalhos[linha.slice(0, i).trim().toLowerCase()] ??= linha.slice(i + 1).trim();
  }
  return { cabecalhos, corpo };
}

/** The leaf parts of a MIME message (text/plain, text/html), decoded. */
function partes(bruto: string): { tipo: string; texto: string }[] {
  const { cabecalhos, corpo } = separar(bruto);
  const tipo = cabecalhos['content-type'] ?? 'text/plain';
  const limite = /boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  if (tipo.toLowerCase().startsWith('multipart/') && limite) {
    return corpo
      .split(`--${limite}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => partes(p.replace(/^\r?\n/, '')));
  }
  const codificacao = (cabecalhos['content-transfer-encoding'] ?? '').toLowerCase();
  const texto =
    codificacao === 'quoted-printable'
      ? decodificarQp(corpo)
      : codificacao === 'base64'
        ? Buffer.from(corpo.replace(/\s/g, ''), 'base64').toString('utf8')
        : corpo;
  return [{ tipo: tipo.split(';')[0]!.trim().toLowerCase(), texto }];
}

/** Starts the sink on `porta`, writing each mail to `pasta`. */
export async function iniciarSinkSmtp(porta: number, pasta: string): Promise<SMTPServer> {
  let ordem = 0;
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, sessao, pronto) {
      const pedacos: Buffer[] = [];
      stream.on('data', (p: Buffer) => pedacos.push(p));
      stream.on('end', () => {
        const bruto = Buffer.concat(pedacos).toString('utf8');
        const lidas = partes(bruto);
        const email: EmailRecebido = {
          de: sessao.envelope.mailFrom ? sessao.envelope.mailFrom.address : '',
          para: sessao.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          assunto: decodificarCabecalho(separar(bruto).cabecalhos.subject ?? ''),
          texto: lidas.find((p) => p.tipo === 'text/plain')?.texto ?? '',
          html: lidas.find((p) => p.tipo === 'text/html')?.texto ?? '',
          ordem: ++ordem,
        };
        const nome = path.join(pasta, `${String(email.ordem).padStart(6, '0')}.json`);
        // Written aside, then renamed: a reader never sees half a file.
        writeFileSync(`${nome}.tmp`, JSON.stringify(email));
        renameSync(`${nome}.tmp`, nome);
        pronto();
      });
    },
  });
  await new Promise<void>((ok, falha) => {
    servidor.once('error', falha);
    servidor.listen(porta, '127.0.0.1', ok);
  });
  return servidor;
}

/** Playwright globalSetup: starts the sink and tells the test workers where the mail lands. */
export default async function iniciarSinkGlobal(): Promise<void> {
  const pasta = mkdtempSync(path.join(tmpdir(), 'rodada-e2e-emails-'));
  const servidor = await iniciarSinkSmtp(PORTA_SMTP, pasta);
  process.env.E2E_PASTA_EMAILS = pasta;
  (globalThis as Global)[CHAVE] = { servidor, pasta };
}

/** Playwright globalTeardown: stops the sink and removes its folder. */
export async function pararSinkGlobal(): Promise<void> {
  const sink = (globalThis as Global)[CHAVE];
  if (!sink) return;
  await new Promise<void>((ok) => sink.servidor.close(() => ok()));
  rmSync(sink.pasta, { recursive: true, force: true });
  delete (globalThis as Global)[CHAVE];
}

/** Every mail received so far for an address (oldest first). */
export function emailsPara(para: string): EmailRecebido[] {
  const pasta = process.env.E2E_PASTA_EMAILS;
  if (!pasta) throw new Error('E2E_PASTA_EMAILS ausente: o globalSetup do sink SMTP não rodou');
  return readdirSync(pasta)
    .filter((nome) => nome.endsWith('.json'))
    .sort()
    .map((nome) => JSON.parse(readFileSync(path.join(pasta, nome), 'utf8')) as EmailRecebido)
    .filter((e) => e.para.includes(para.toLowerCase()));
}

/** Waits for mail number `quantosAntes + 1` to an address and answers it. */
export async function esperarEmail(
  para: string,
  quantosAntes = 0,
  limiteMs = 15_000,
): Promise<EmailRecebido> {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    const emails = emailsPara(para);
    if (emails.length > quantosAntes) return emails.at(-1)!;
    await new Promise((ok) => setTimeout(ok, 150));
  }
  throw new Error(`nenhum email novo para ${para} em ${limiteMs} ms`);
}

/** The 6-character code in a mail's text ('Código: XXXXXX'). */
export function codigoDoEmail(email: EmailRecebido): string {
  const codigo = /Código: ([A-Z0-9]{6})/.exec(email.texto)?.[1];
  if (!codigo) throw new Error(`email sem código: ${email.assunto}`);
  return codigo;
}
