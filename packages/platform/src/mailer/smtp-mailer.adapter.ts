import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
  url: string;
  from: string;
  /** How long to wait for the server at each step before giving up. Default 10 s. */
  timeoutMs?: number;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = createTransport(options.url, { from: options.from });
  transport.options = { ...transport.options, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout } as typeof transport.options;
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), ...(message.headers ? { headers: message.headers } : {}) });
    },
    async close() {
      transport.close();
    },
  };
}
