import { DomainError, ValidationFailedError } from '@emberhold/contracts';

/** A running, finished or cancelled boost keeps its day: only a paid or pending one can be moved. */
export class BoostNotMovableError extends DomainError {
  constructor(status: string) {
    const message = `A ${status.replace('_', ' ')} boost cannot be moved. Only a paid or pending boost can.`;
    super('conflict', 'BOOST_NOT_MOVABLE', message, [{ field: 'id', message }]);
  }
}

/** Moving a boost to the date it already has. */
export class BoostSameDateError extends ValidationFailedError {
  constructor() {
    const message = 'The boost is already on that date. Please choose another date.';
    super(message, [{ field: 'date', message }], 'BOOST_SAME_DATE');
  }
}
