import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import { MAILER, type Mailer } from '@emberhold/platform';
import { SiteOrigin } from '../http/site-origin';

/** What a person is told when a mail the product owes them could not be handed over. */
export class MailNotSentError extends DomainError {
  constructor() {
    super('unavailable', 'MAIL_NOT_SENT', 'We could not send the email just now. Please try again in a moment.');
  }
}

/**
 * The mails the product sends people (password resets, newsletter confirmations): links to the site on its public
 * address (SiteOrigin: PUBLIC_URL, never a request header), and a failed hand-over logged and answered with a 503.
 */
@Injectable()
export class SiteMail {
  private readonly logger = new Logger(SiteMail.name);

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly site: SiteOrigin,
  ) {}

  /** An absolute link to a page of the site, for a mail. */
  link(path: string): string {
    return this.site.link(path);
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
