import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SearchVocabulary } from '../domain/typo-correction';

/** New product words become typo-tolerant within this long; exact words are searchable at once. */
const REFRESH_AFTER_MS = 10 * 60_000;

/**
 * The title vocabulary of the listed catalogue, read with ts_stat (about a second at 100,000 posts) and kept in
 * memory. Once loaded it is refreshed in the background when stale, so no search waits for it again.
 */
@Injectable()
export class SearchVocabularyProvider {
  private readonly logger = new Logger(SearchVocabularyProvider.name);
  private current: { vocabulary: SearchVocabulary; loadedAt: number } | undefined;
  private loading: Promise<SearchVocabulary> | undefined;

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async vocabulary(): Promise<SearchVocabulary> {
    if (!this.current) return this.refresh();
    if (Date.now() - this.current.loadedAt > REFRESH_AFTER_MS) {
      this.refresh().catch((error: unknown) => this.logger.warn(`search vocabulary refresh failed: ${String(error)}`));
    }
    return this.current.vocabulary;
  }

  private refresh(): Promise<SearchVocabulary> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<SearchVocabulary> {
    const rows = await this.prisma.$queryRaw<Array<{ word: string; posts: number }>>`
      SELECT word, ndoc AS posts
      FROM ts_stat($$SELECT to_tsvector('simple', title) FROM posts WHERE status = 'published' AND type = 'post'$$)
      WHERE length(word) >= 4`;
    const vocabulary = new SearchVocabulary(rows);
    this.current = { vocabulary, loadedAt: Date.now() };
    return vocabulary;
  }
}
