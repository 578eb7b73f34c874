import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox_emails } from '../db/schema/usuarios.js';

export interface Email {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
  /** The code the mail carries, if any: printed on the console when there is no SMTP. */
  codigo?: string;
}

/** Sends mail: over SMTP_URL when set, otherwise into the outbox table and one console line. */
export interface Mailer {
  enviar(email: Email): Promise<void>;
}

/** The console line of a mail kept without SMTP: recipient, subject and the code, if any. */
function linhaDoConsole(email: Email): string {
  const codigo = email.codigo ? ` — código: ${email.codigo}` : '';
  return `Email (sem SMTP) para ${email.para} — "${email.assunto}"${codigo}`;
}

/** Writes one line to stdout, apart from the JSON log, whatever LOG_LEVEL says. */
const linhaNoStdout = (linha: string) => void process.stdout.write(`${linha}\n`);

/**
 * Builds the mailer for the configuration (architecture.md "Real-time, printing, mail"). Without
 * SMTP, `console` receives one line per mail, so the demo's codes can be read while the embedded
 * database is held by the running server.
 */
export function criarMailer(opts: {
  smtpUrl: string | undefined;
  de: string;
  db: Db;
  log: FastifyBaseLogger;
  console?: (linha: string) => void;
}): Mailer {
  const transporte = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async enviar(email) {
      // The code is only for the console line; the outbox keeps the mail as sent.
      const { codigo: _codigo, ...registro } = email;
      if (transporte) {
        await transporte.sendMail({
          from: opts.de,
          to: email.para,
          subject: email.assunto,
          text: email.texto,
          html: email.html,
        });
        await opts.db.insert(outbox_emails).values({ ...registro, enviado_em: new Date() });
        return;
      }
      await opts.db.insert(outbox_emails).values(registro);
      opts.log.debug(
        { para: email.para, assunto: email.assunto },
        'email guardado em outbox_emails (sem SMTP)',
      );
      (opts.console ?? linhaNoStdout)(linhaDoConsole(email));
    },
  };
}
