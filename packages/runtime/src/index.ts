export * from './infrastructure';
export { InfrastructureModule } from './infrastructure.module';
export { openInfrastructure, MAIN_QUEUE, productTopics } from './open-infrastructure';
export { prepareInfrastructure } from './prepare-infrastructure';
export { printBanner } from './banner';
export { PinoNestLogger } from './logging/pino-nest-logger';
export { exitGracefullyOnSignals } from './shutdown';
export { isProcessAlive } from './data-dir-lock';
