import type { JobFailureReporter } from './job-queue.port';

export const reportJobFailureToConsole: JobFailureReporter = (error, job) => {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`job ${job.queue}/${job.name} ${job.id} failed on attempt ${job.attempt}${job.final ? ', giving up' : ', will retry'}: ${message}`);
};
