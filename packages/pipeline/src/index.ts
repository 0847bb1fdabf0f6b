export { PipelineModule } from './pipeline.module';
export { OutboxRelay } from './outbox/outbox-relay.service';
export { RawEventsProjector, RAW_EVENTS_GROUP } from './projection/raw-events.projector';

export { ScoreRefresh } from './jobs/scores/score-refresh.service';
