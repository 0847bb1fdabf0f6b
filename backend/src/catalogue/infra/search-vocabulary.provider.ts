import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { PageCaches } from '../../common/cache/page-caches';
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
  /** When the load under way started: one started after a change has read it. */
  private loadingSince = 0;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Optional() pageCaches?: PageCaches,
  ) {
    // A purge of the searches (a post published, in this or another API process) reloads the titles in the background.
    pageCaches?.register({
      cacheName: 'search-vocabulary',
      purge: (target) => {
        if (!this.current || !target.apiPaths.includes('/api/search/')) return 0;
        this.refreshNow(Date.now()).catch((error: unknown) => this.logger.warn(`search vocabulary refresh failed: ${String(error)}`));
        return 1;
      },
    });
  }

  async vocabulary(): Promise<SearchVocabulary> {
    if (!this.current) return this.refresh();
    if (Date.now() - this.current.loadedAt > REFRESH_AFTER_MS) {
      this.refresh().catch((error: unknown) => this.logger.warn(`search vocabulary refresh failed: ${String(error)}`));
    }
    return this.current.vocabulary;
  }

  /**
   * Reads the titles as they are since `since` (a post was published then): typo correction knows its words once this
   * resolves. A load that started since then is waited for; one that started before is waited for, then read again.
   */
  async refreshNow(since: number = Date.now()): Promise<void> {
    if (this.loading && this.loadingSince >= since) {
      await this.loading;
      return;
    }
    if (this.loading) await this.loading.catch(() => undefined);
    await this.refresh();
  }

  private refresh(): Promise<SearchVocabulary> {
    if (!this.loading) {
      this.loadingSince = Date.now();
      this.loading = this.load().finally(() => {
        this.loading = undefined;
      });
    }
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
