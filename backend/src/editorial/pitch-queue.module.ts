import { Module } from '@nestjs/common';

/** The editorial queue (/admin/pitchpost/): staff pitches and users' submissions, published into posts or rejected. */
@Module({})
export class PitchQueueModule {}
