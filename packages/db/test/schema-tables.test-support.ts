import { readFileSync } from 'node:fs';
import { DEFAULT_SCHEMA_PATH } from '../src';

/** Every table schema.prisma declares (its @@map names), sorted. */
export function tablesDeclaredInSchema(): string[] {
  const schema = readFileSync(DEFAULT_SCHEMA_PATH, 'utf8');
  const tables: string[] = [];
  for (const block of schema.matchAll(/^model \w+ \{([\s\S]*?)^\}/gm)) {
    const mapped = /@@map\("([^"]+)"\)/.exec(block[1] ?? '');
    if (!mapped?.[1]) throw new Error(`model without @@map: ${block[0].split('\n')[0]}`);
    tables.push(mapped[1]);
  }
  return tables.sort();
}
