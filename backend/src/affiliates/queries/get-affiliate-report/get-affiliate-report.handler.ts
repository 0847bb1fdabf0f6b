import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AFFILIATE_PROGRAMS, affiliatePrograms, programOfSiteTag, type AffiliateProgram, type AffiliateUserDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { AffiliateAccessDeniedError } from '../../domain/affiliate-errors';
import { balancesOf, programOfTag, tagReport } from '../../domain/affiliate-report';
import { AffiliateFigureReader, type TagMonths } from '../../infra/affiliate-figures';
import { paymentDto, paymentSelect, userDto } from '../../infra/affiliate-rows';
import { type AffiliateReport, GetAffiliateReportQuery } from './get-affiliate-report.query';

/** The imports whose figures are still on their way: the reports of their tags say "Reports Updating". */
const IN_FLIGHT = ['queued', 'processing', 'published'];

const SITE_TAGS = affiliatePrograms.map((program) => AFFILIATE_PROGRAMS[program].tag);

interface HeldRef {
  ref: string;
  program: string;
  user: { id: number; username: string };
}

/**
 * The affiliate report (design §9): an admin sees any tag, or all (every tag held, the site's own three and every tag
 * ClickHouse has figures of); anyone else only the tags they hold, and a 403 with section 8's sentence for a tag of
 * someone else's or when they hold none. Per tag and month the retailer's counted figures and our own clicks (the
 * site's tags only: the visitor's country is the program); the payments of the tags shown (an affiliate's own) and
 * what is still owed. Read on each call, never cached: it is personal, and changes as imports land.
 */
@QueryHandler(GetAffiliateReportQuery)
export class GetAffiliateReportHandler implements IQueryHandler<GetAffiliateReportQuery, AffiliateReport> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly figures: AffiliateFigureReader,
  ) {}

  async execute({ viewer, tag }: GetAffiliateReportQuery): Promise<AffiliateReport> {
    const admin = viewer.access;
    const held: HeldRef[] = await this.prisma.affiliateRef.findMany({
      where: admin ? {} : { userId: viewer.userId },
      select: { ref: true, program: true, user: { select: { id: true, username: true } } },
      orderBy: { ref: 'asc' },
    });
    if (!admin && (held.length === 0 || (tag !== null && !held.some((ref) => ref.ref === tag)))) throw new AffiliateAccessDeniedError();

    // An admin's "all" reads every tag's months at once, which also says which tags ClickHouse has figures of.
    const months = await this.figures.monthsByTag(admin && tag === null ? [] : tag !== null ? [tag] : held.map((ref) => ref.ref));
    const known = admin ? (tag === null ? [...months.keys()] : await this.figures.knownTags()) : [];
    const tags = admin ? [...new Set([...held.map((ref) => ref.ref), ...SITE_TAGS, ...known])].sort() : held.map((ref) => ref.ref);
    const shown = tag !== null ? [tag] : tags;

    const refOf = new Map(held.map((ref) => [ref.ref, ref]));
    const programOf = (name: string): AffiliateProgram => {
      const known = refOf.get(name)?.program ?? months.get(name)?.program;
      return known && (affiliatePrograms as readonly string[]).includes(known) ? (known as AffiliateProgram) : programOfTag(name);
    };
    const [siteClicks, updatingTags, payments] = await Promise.all([
      this.siteClicksOf(shown, months),
      this.updatingTags(shown),
      this.prisma.affiliatePayment.findMany({
        where: { ref: { in: shown }, ...(admin ? {} : { userId: viewer.userId }) },
        select: paymentSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    ]);

    const reports = shown.map((name) => {
      const holder = refOf.get(name)?.user;
      const owner: AffiliateUserDto | null = holder ? userDto(holder) : null;
      const siteProgram = programOfSiteTag(name);
      return tagReport({
        tag: name,
        program: programOf(name),
        owner,
        months: months.get(name)?.months ?? [],
        siteClicks: (siteProgram && siteClicks.get(siteProgram)) || new Map<string, number>(),
        updating: updatingTags.has(name),
      });
    });
    const paymentDtos = payments.map(paymentDto);
    return {
      scope: admin ? 'admin' : 'affiliate',
      tag,
      tags,
      reports,
      payments: paymentDtos,
      balances: balancesOf(reports, paymentDtos),
      updating: reports.some((report) => report.updating),
    };
  }

  /** Our own clicks per program and month, from the earliest month a site tag shown has figures for. */
  private async siteClicksOf(shown: readonly string[], months: ReadonlyMap<string, TagMonths>) {
    const earliest = shown
      .filter((name) => programOfSiteTag(name) !== null)
      .flatMap((name) => months.get(name)?.months.map((month) => month.year_month) ?? [])
      .sort()[0];
    return earliest === undefined ? new Map<AffiliateProgram, Map<string, number>>() : this.figures.siteClicks(earliest);
  }

  /** The tags shown that an import still being processed touches. */
  private async updatingTags(shown: readonly string[]): Promise<Set<string>> {
    if (shown.length === 0) return new Set();
    const imports = await this.prisma.affiliateImport.findMany({ where: { status: { in: IN_FLIGHT }, tags: { hasSome: [...shown] } }, select: { tags: true } });
    const touched = new Set(imports.flatMap((row) => row.tags));
    return new Set(shown.filter((name) => touched.has(name)));
  }
}
