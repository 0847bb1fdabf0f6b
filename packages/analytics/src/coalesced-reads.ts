/** Queries of a kind in flight at once, unless told otherwise: what the API runs with. */
export const DEFAULT_LANES = 2;

export interface CoalescedReadsOptions {
  /** Queries in flight at once; the reads that arrive meanwhile wait and leave together. Default DEFAULT_LANES. */
  lanes?: number;
  /** Most reads in one query. Default 16. */
  maxBatch?: number;
}

/** How reads of one kind are put together and answered. */
export interface ReadBatching<Read, Answer> {
  /** Whether `read` may leave in one query with the reads already in `batch` (never empty). */
  joins(batch: readonly Read[], read: Read): boolean;
  /** Each read's answer, in the batch's order, from one query. */
  run(batch: readonly Read[]): Promise<Answer[]>;
}

interface Waiting<Read, Answer> {
  read: Read;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * Reads of one kind, coalesced: at most `lanes` queries run at once, and the reads that arrive while they run wait,
 * then leave together, as many as `joins` lets share a query. When the store keeps up, a read leaves at once, alone;
 * when it falls behind, batches grow and each read costs it less. A batch that fails is read again one read at a
 * time, so one read the store refuses fails alone, with the store's error, and the others are answered.
 */
export class CoalescedReads<Read, Answer> {
  private readonly lanes: number;
  private readonly maxBatch: number;
  private waiting: Array<Waiting<Read, Answer>> = [];
  private inFlight = 0;

  constructor(
    private readonly batching: ReadBatching<Read, Answer>,
    options: CoalescedReadsOptions = {},
  ) {
    this.lanes = Math.max(1, Math.floor(options.lanes ?? DEFAULT_LANES));
    this.maxBatch = Math.max(1, Math.floor(options.maxBatch ?? 16));
  }

  read(read: Read): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ read, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < this.lanes && this.waiting.length > 0) {
      const batch = this.nextBatch();
      this.inFlight += 1;
      void this.answer(batch).finally(() => {
        this.inFlight -= 1;
        this.send();
      });
    }
  }

  /** The oldest waiting read and, in arrival order, the others that may join it. */
  private nextBatch(): Array<Waiting<Read, Answer>> {
    const batch: Array<Waiting<Read, Answer>> = [];
    const reads: Read[] = [];
    const left: Array<Waiting<Read, Answer>> = [];
    for (const waiting of this.waiting) {
      if (batch.length === 0 || (batch.length < this.maxBatch && this.batching.joins(reads, waiting.read))) {
        batch.push(waiting);
        reads.push(waiting.read);
      } else left.push(waiting);
    }
    this.waiting = left;
    return batch;
  }

  private async answer(batch: ReadonlyArray<Waiting<Read, Answer>>): Promise<void> {
    try {
      const answers = await this.batching.run(batch.map((waiting) => waiting.read));
      batch.forEach((waiting, i) => waiting.resolve(answers[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) {
        await this.batching.run([waiting.read]).then(
          ([answer]) => waiting.resolve(answer!),
          (alone: unknown) => waiting.reject(alone),
        );
      }
    }
  }
}
