import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port';

/** Writes each message as an .eml file (the RFC 5322 message nodemailer would send) into `dir`. */
export function createFileMailer(options: { dir: string; from: string; onSent?: (file: string, message: MailMessage) => void }): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), ...(message.headers ? { headers: message.headers } : {}) });
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const file = join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.onSent?.(file, message);
    },
    async close() {
      transport.close();
    },
  };
}
