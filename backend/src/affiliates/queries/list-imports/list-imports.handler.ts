import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AFFILIATE_IMPORTS_PAGE_SIZE, type AffiliateImportDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { affiliateImportDto, affiliateImportSelect } from '../../infra/affiliate-import-dtos';
import { ListAffiliateImportsQuery } from './list-imports.query';

/** The imports newest first (created_at, id), one row more than a page to tell whether another page exists. */
@QueryHandler(ListAffiliateImportsQuery)
export class ListAffiliateImportsHandler implements IQueryHandler<ListAffiliateImportsQuery, { imports: AffiliateImportDto[]; hasMore: boolean }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: ListAffiliateImportsQuery): Promise<{ imports: AffiliateImportDto[]; hasMore: boolean }> {
    const rows = await this.prisma.affiliateImport.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * AFFILIATE_IMPORTS_PAGE_SIZE,
      take: AFFILIATE_IMPORTS_PAGE_SIZE + 1,
      select: affiliateImportSelect,
    });
    return { hasMore: rows.length > AFFILIATE_IMPORTS_PAGE_SIZE, imports: rows.slice(0, AFFILIATE_IMPORTS_PAGE_SIZE).map(affiliateImportDto) };
  }
}
