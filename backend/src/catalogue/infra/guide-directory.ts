import { Inject, Injectable } from '@nestjs/common';
import type { CategoryDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { TtlLruCache } from '../../common/cache/ttl-lru-cache';

export interface GuideNode {
  guide: CategoryDto;
  parent: CategoryDto | null;
  children: CategoryDto[];
  /** This guide and every guide nested under it, at any depth: a guide lists all their posts. */
  subtreeIds: number[];
}

export interface GuideTree {
  bySlug: ReadonlyMap<string, GuideNode>;
  byId: ReadonlyMap<number, CategoryDto>;
  topLevel: CategoryDto[];
}

/** How long an edited gift guide may take to show; the whole tree is a few dozen rows. */
const TREE_TTL_MS = 30_000;

/**
 * The gift-guide tree, read whole and kept in memory: a gift-list request then costs one statement (its posts)
 * instead of three lookups before it.
 */
@Injectable()
export class GuideDirectory {
  private readonly cache = new TtlLruCache<GuideTree>(1, TREE_TTL_MS);

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  tree(): Promise<GuideTree> {
    return this.cache.getOrLoad('tree', () => this.load());
  }

  /** Drops the kept tree after a change to a guide (a new rating), so this process reads it afresh next time. */
  forget(): void {
    this.cache.delete('tree');
  }

  private async load(): Promise<GuideTree> {
    const rows = await this.prisma.category.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    const dtos = rows.map(
      (row): CategoryDto => ({ id: row.id, name: row.name, slug: row.slug, parent_slug: row.parentSlug, description: row.description, rating: row.rating }),
    );
    const bySlugDto = new Map(dtos.map((dto) => [dto.slug, dto]));
    const childrenOf = new Map<string, CategoryDto[]>();
    for (const dto of dtos) {
      if (dto.parent_slug === null || !bySlugDto.has(dto.parent_slug)) continue;
      childrenOf.set(dto.parent_slug, [...(childrenOf.get(dto.parent_slug) ?? []), dto]);
    }
    const subtree = (slug: string, seen: Set<string>): number[] => {
      // A cycle in edited data must not hang the site: each guide is visited once.
      if (seen.has(slug)) return [];
      seen.add(slug);
      return [bySlugDto.get(slug)!.id, ...(childrenOf.get(slug) ?? []).flatMap((child) => subtree(child.slug, seen))];
    };
    const bySlug = new Map(
      dtos.map((dto): [string, GuideNode] => [
        dto.slug,
        {
          guide: dto,
          parent: dto.parent_slug === null ? null : (bySlugDto.get(dto.parent_slug) ?? null),
          children: childrenOf.get(dto.slug) ?? [],
          subtreeIds: subtree(dto.slug, new Set()),
        },
      ]),
    );
    return { bySlug, byId: new Map(dtos.map((dto) => [dto.id, dto])), topLevel: dtos.filter((dto) => dto.parent_slug === null || !bySlugDto.has(dto.parent_slug)) };
  }
}
