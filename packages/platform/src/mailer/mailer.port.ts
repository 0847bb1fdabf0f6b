/**
 * Outgoing email: SMTP (nodemailer) wherever SMTP_URL is set, otherwise a folder of .eml files under the data
 * directory, so the embedded product can be tried without a mail server and its mails read with any mail program.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on promotional mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is handed over (accepted by the SMTP server, or written to disk). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
