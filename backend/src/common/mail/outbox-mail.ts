import { createHmac, timingSafeEqual } from 'node:crypto';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { anonymousContext, envelope, mailRequestedEvent, newEventId, PROMOTIONAL_MAIL_KINDS, topics, type OutboxMailKind } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { SiteOrigin } from '../http/site-origin';
import type { OutboxFact } from '../outbox/outbox';
import { serverSecret } from '../security/server-secret';

export interface OutboxMailInput {
  kind: OutboxMailKind;
  to: string;
  subject: string;
  /** Plain-text lines; promotional mail gets the unsubscribe line appended. */
  lines: string[];
  /** Sanitized HTML, when the mail has an HTML part; promotional mail gets the unsubscribe link appended. */
  html?: string | null;
}

/** Where the unsubscribe page lives; its token names the address, signed, so nobody can unsubscribe someone else. */
export const UNSUBSCRIBE_PATH = '/unsubscribe/';
/** The API call that unsubscribes (the page's button, and mail providers' one-click POSTs at List-Unsubscribe). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/user/mail/unsubscribe';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mails that go out through the outbox (promotions, dropoff discounts): `request` gives the fact to record in the
 * transaction that decides to send it, and the mail id it will carry; the mail dispatcher sends it after the commit,
 * once per id however often it is delivered, and skips unsubscribed addresses for promotional kinds. Every
 * promotional mail carries a signed unsubscribe link, in its text, its HTML and its List-Unsubscribe header.
 */
@Injectable()
export class OutboxMail {
  private readonly key: Buffer;

  constructor(
    private readonly site: SiteOrigin,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = createHmac('sha256', serverSecret(config)).update('emberhold unsubscribe v1').digest();
  }

  request(mail: OutboxMailInput): { fact: OutboxFact; mailId: string } {
    const mailId = newEventId();
    const { text, html, oneClickUrl } = this.compose(mail);
    const fact = envelope('mail.requested', 1, { kind: mail.kind, to: mail.to, subject: mail.subject, text, html, unsubscribe_url: oneClickUrl }, anonymousContext, { id: mailId });
    mailRequestedEvent.parse(fact);
    return { fact: { fact, key: `mail:${mail.to}`, topic: topics.mail }, mailId };
  }

  /**
   * The text and HTML a mail goes out with (what `request` sends, and what a preview shows): promotional mail gets the
   * unsubscribe page's link appended to both, and `oneClickUrl`, the RFC 8058 one-click address its List-Unsubscribe
   * header names (the API, which takes the form-encoded POST a mail provider sends).
   */
  compose(mail: OutboxMailInput): { text: string; html: string | null; oneClickUrl: string | null } {
    const promotional = PROMOTIONAL_MAIL_KINDS.includes(mail.kind);
    const unsubscribe = promotional ? this.unsubscribeLink(mail.to) : null;
    const text = [...mail.lines, ...(unsubscribe ? ['', `Unsubscribe from these emails: ${unsubscribe}`] : [])].join('\n');
    const html =
      mail.html == null
        ? null
        : unsubscribe
          ? `${mail.html}<p style="font-size:12px;color:#666">Don't want these emails? <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a>.</p>`
          : mail.html;
    return { text, html, oneClickUrl: promotional ? this.oneClickUnsubscribeLink(mail.to) : null };
  }

  /** The page that unsubscribes `email` (one click, no login). */
  unsubscribeLink(email: string): string {
    return this.site.link(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(this.unsubscribeToken(email))}`);
  }

  /** The RFC 8058 one-click address for `email` (List-Unsubscribe): a POST there unsubscribes it, no page, no login. */
  oneClickUnsubscribeLink(email: string): string {
    return this.site.link(`${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(this.unsubscribeToken(email))}`);
  }

  unsubscribeToken(email: string): string {
    const body = Buffer.from(email.toLowerCase()).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The address a token unsubscribes, or null when it is not one this server signed. */
  readUnsubscribeToken(token: string): string | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || token.length > 1000) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Buffer.from(body, 'base64url').toString('utf8');
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

@Global()
@Module({ providers: [OutboxMail], exports: [OutboxMail] })
export class OutboxMailModule {}
