import { Query } from '@nestjs/cqrs';

/** The address an unsubscribe link is for, and whether it has unsubscribed. */
export class ReadUnsubscribeQuery extends Query<{ email: string; unsubscribed: boolean }> {
  constructor(readonly token: string | undefined) {
    super();
  }
}
