/** In-process notice that a contact message and its outbox event were committed. */
export class ContactSubmittedEvent {
  constructor(
    readonly contactId: number,
    readonly eventId: string,
  ) {}
}
