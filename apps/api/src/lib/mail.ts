import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox_emails } from '../db/schema/usuarios.js';

export interface Email {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
}

/** Sends mail: over SMTP_URL when set, otherwise into the outbox table and the log. */
export interface Mailer {
  enviar(email: Email): Promise<void>;
}

/** Builds the mailer for the configuration (architecture.md "Real-time, printing, mail"). */
export function criarMailer(opts: {
  smtpUrl: string | undefined;
  de: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const transporte = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async enviar(email) {
      if (transporte) {
        await transporte.sendMail({
          from: opts.de,
          to: email.para,
          subject: email.assunto,
          text: email.texto,
          html: email.html,
        });
        await opts.db.insert(outbox_emails).values({ ...email, enviado_em: new Date() });
        return;
      }
      await opts.db.insert(outbox_emails).values(email);
      opts.log.info({ para: email.para, assunto: email.assunto }, `email (sem SMTP): ${email.texto}`);
    },
  };
}
