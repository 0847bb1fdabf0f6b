import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import { MAILER, type Mailer } from '@emberhold/platform';
import { INFRASTRUCTURE, type Infrastructure } from '@emberhold/runtime';

/** What a person is told when a mail the product owes them could not be handed over. */
export class MailNotSentError extends DomainError {
  constructor() {
    super('unavailable', 'MAIL_NOT_SENT', 'We could not send the email just now. Please try again in a moment.');
  }
}

/**
 * The mails the product sends people (password resets, newsletter confirmations): links to the site on its public
 * address (PUBLIC_URL, else the address the request came to), and a failed hand-over logged and answered with a 503.
 */
@Injectable()
export class SiteMail {
  private readonly logger = new Logger(SiteMail.name);
  private readonly publicUrl: string | undefined;

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(INFRASTRUCTURE) infrastructure: Infrastructure,
  ) {
    this.publicUrl = infrastructure.config.PUBLIC_URL;
  }

  /** An absolute link to a page of the site; `origin` is the request's, used when no public address is configured. */
  link(origin: string, path: string): string {
    return `${(this.publicUrl ?? origin).replace(/\/$/, '')}${path}`;
  }

  /** Sends one plain-text mail; `what` names it in the log when it could not be sent. */
  async send(what: string, mail: { to: string; subject: string; lines: string[] }): Promise<void> {
    try {
      await this.mailer.send({ to: mail.to, subject: mail.subject, text: mail.lines.join('\n') });
    } catch (error) {
      this.logger.warn({ err: error }, `${what} mail could not be sent`);
      throw new MailNotSentError();
    }
  }
}

@Global()
@Module({ providers: [SiteMail], exports: [SiteMail] })
export class SiteMailModule {}
