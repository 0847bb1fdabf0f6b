import { join } from 'node:path';

/**
 * The substitution of query parameters the chDB HTTP server does itself, as ClickHouse's server does: which reads it
 * takes on, and that a value only ever becomes one literal of its type. (chdb-http-server.spec.ts runs the results.)
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { substituted } = require(join(__dirname, '..', '..', 'clickhouse', 'query-parameters.cjs')) as {
  substituted(sql: string, params: Map<string, string>): string | undefined;
};

const sub = (sql: string, params: Record<string, string>) => substituted(sql, new Map(Object.entries(params)));

describe('query parameters substituted by the chDB HTTP server', () => {
  it('replaces each placeholder of a read with its value’s literal, cast to its type', () => {
    expect(
      sub('SELECT count() FROM ad_events WHERE campaign_id = {c:UUID} AND day >= {from:Date} AND kind IN {kinds:Array(String)} AND n < {n:UInt64}', {
        c: '0190d7a4-5b4c-7d3e-8f00-000000000001',
        from: '2026-11-01',
        kinds: "['ad.view','ad.click']",
        n: '18446744073709551615',
      }),
    ).toBe(
      "SELECT count() FROM ad_events WHERE campaign_id = _CAST('0190d7a4-5b4c-7d3e-8f00-000000000001', 'UUID') AND day >= _CAST('2026-11-01', 'Date') AND kind IN _CAST(['ad.view', 'ad.click'], 'Array(String)') AND n < _CAST(18446744073709551615, 'UInt64')",
    );
    expect(sub('WITH {t:DateTime64(3)} AS t SELECT t, {z:Nullable(String)}', { t: '1764238272.345', z: '\\N' })).toBe(
      "WITH _CAST('1764238272.345', 'DateTime64(3)') AS t SELECT t, _CAST(NULL, 'Nullable(String)')",
    );
    expect(sub('SELECT {froms:Array(DateTime64(3))}, {days:Array(Date)}', { froms: "['2026-11-27 10:11:12.345','2026-11-28 00:00:00.000']", days: '[]' })).toBe(
      "SELECT _CAST(['2026-11-27 10:11:12.345', '2026-11-28 00:00:00.000'], 'Array(DateTime64(3))'), _CAST([], 'Array(Date)')",
    );
  });

  it('keeps a hostile string one string literal: quotes, backslashes, comments, NUL and other control characters', () => {
    // As the client escapes them: \' for a quote, \\ for a backslash, \t \n \r.
    expect(sub('SELECT {s:String}', { s: "x\\'); DROP TABLE t; --" })).toBe("SELECT 'x\\'); DROP TABLE t; --'");
    expect(sub('SELECT {s:String}', { s: 'a\\\\\\\'b' })).toBe("SELECT 'a\\\\\\'b'");
    expect(sub('SELECT {s:String}', { s: 'nul\0bell\u0007 tab\\t' })).toBe("SELECT 'nul\\x00bell\\x07 tab\\x09'");
    expect(sub('SELECT {s:String}', { s: '{t:String} */ --' })).toBe("SELECT '{t:String} */ --'");
  });

  it('leaves placeholders in strings, quoted names and comments as they are', () => {
    expect(sub("SELECT '{p:String}', \"{p:String}\", `{p:String}` /* {p:String} /* nested */ {p:String} */, {p:String} -- {p:String}\n# {p:String}", { p: 'v' })).toBe(
      "SELECT '{p:String}', \"{p:String}\", `{p:String}` /* {p:String} /* nested */ {p:String} */, 'v' -- {p:String}\n# {p:String}",
    );
    expect(sub("SELECT 'it''s {p:String}', 'a\\'{p:String}', {p:String}", { p: 'v' })).toBe("SELECT 'it''s {p:String}', 'a\\'{p:String}', 'v'");
  });

  it.each([
    ['a statement other than a read', 'INSERT INTO t SELECT {p:String}', { p: 'v' }],
    ['a parameter the request lacks', 'SELECT {p:String}, {q:String}', { p: 'v' }],
    ['a type it does not substitute', 'SELECT {p:LowCardinality(String)}', { p: 'v' }],
    ['a number that is not one', 'SELECT {p:UInt64}', { p: 'abc' }],
    ['a number out of range', 'SELECT {p:UInt32}', { p: '4294967296' }],
    ['a date that does not exist', 'SELECT {p:Date}', { p: '2026-02-30' }],
    ['a malformed UUID', 'SELECT {p:UUID}', { p: '0190d7a4-5b4c' }],
    ['an escape the client never sends', 'SELECT {p:String}', { p: 'a\\x41' }],
    ['a raw tab, which ends an escaped value', 'SELECT {p:String}', { p: 'a\tb' }],
    ['an array that is not one', 'SELECT {p:Array(String)}', { p: "['a',b]" }],
    ['an array item that is not of its type', 'SELECT {p:Array(DateTime64(3))}', { p: "['2026-11-27 10:11:12.345','2026-02-30 00:00:00']" }],
    ['a string where an array of times goes', 'SELECT {p:Array(DateTime64(3))}', { p: "['x'); DROP TABLE t; --']" }],
    ['an unterminated string', "SELECT {p:String}, 'open", { p: 'v' }],
    ['a heredoc', 'SELECT $$x$$, {p:String}', { p: 'v' }],
    ['a type with quotes in it', "SELECT {p:DateTime64(3, 'UTC')}", { p: '2026-11-27 10:11:12.345' }],
    ['a map literal', "SELECT {'a':1}, {p:String}", { p: 'v' }],
    ['a type named like an object’s property', 'SELECT {p:constructor}, {q:Array(toString)}', { p: '1', q: '[1]' }],
  ])('leaves %s to the engine’s binding', (_label, sql, params) => {
    expect(sub(sql, params)).toBeUndefined();
  });
});
