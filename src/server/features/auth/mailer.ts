import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise the message is written to DATA_DIR/outbox/
 * (a developer or an operator reads it there). The log names the file, never the
 * link inside it: the link is a secret.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const outbox = path.join(config.dataDir, 'outbox');
  return async function send(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      log.info({ subject: mail.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(outbox, { recursive: true });
    const file = path.join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
    );
    const eml = `From: ${config.MAIL_FROM}\nTo: ${mail.to}\nSubject: ${mail.subject}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
    await fs.writeFile(file, eml, { mode: 0o600 });
    log.info({ file }, 'mail written to the outbox (no SMTP_URL set)');
  };
}
export type Mailer = ReturnType<typeof createMailer>;
