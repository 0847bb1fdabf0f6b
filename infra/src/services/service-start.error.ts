/** A launcher could not bring its service up; the message carries the tail of the service's log. */
export class ServiceStartError extends Error {
  readonly code = 'SERVICE_START_FAILED';

  constructor(
    readonly service: string,
    reason: string,
    readonly logTail = '',
    /** The instance directory the failed start used (already removed when the error is thrown). */
    readonly instanceDir?: string,
  ) {
    super(`${service} did not start: ${reason}${logTail ? `\n--- last lines of the ${service} log ---\n${logTail}` : ''}`);
    this.name = 'ServiceStartError';
  }
}

/** A prerequisite (apt package, Kafka jars) could not be installed or fetched. */
export class ServicePrerequisiteError extends Error {
  readonly code = 'SERVICE_PREREQUISITE_MISSING';

  constructor(message: string) {
    super(message);
    this.name = 'ServicePrerequisiteError';
  }
}
