import type { JobFailureReporter } from './job-queue.port';

export const reportJobFailureToConsole: JobFailureReporter = (error, job) => {
  const message = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-console -- the default when the host passes no logger
  console.warn(`job ${job.queue}/${job.name} ${job.id} failed on attempt ${job.attempt}${job.final ? ', giving up' : ', will retry'}: ${message}`);
};
