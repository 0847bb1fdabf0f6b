// @ts-check
/**
 * Query parameters substituted as ClickHouse's server substitutes them (ReplaceQueryParameterVisitor): each
 * `{name:Type}` of a statement becomes a literal of the request's value cast to its type, `_CAST(literal, 'Type')`,
 * before the statement is parsed, so a value is always data and never SQL. Done for the types our queries use and
 * the exact text form @clickhouse/client sends each of them in; anything else answers undefined, and the chDB HTTP
 * server leaves that statement to the engine's own binding (and its errors).
 */
/** ClickHouse's SQL string literal of a value: backslash escapes, control characters as \xHH. */
function quote(value) {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  return `'${value.replace(/[\\'\x00-\x1f\x7f]/g, (c) => (c === '\\' ? '\\\\' : c === "'" ? "\\'" : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`))}'`;
}

/** The escapes the client writes in a string parameter (and in each quoted string of an array), decoded. */
const clientEscapes = { '\\': '\\', "'": "'", t: '\t', n: '\n', r: '\r', 0: '\0', b: '\b', f: '\f' };
/** The string a client-escaped text stands for, or undefined for text the client would not send (a raw tab or line feed, another escape). */
function unescapeClient(text) {
  if (/[\t\n]/.test(text)) return undefined;
  let bad = false;
  const value = text.replace(/\\(.?)/gs, (whole, c) => {
    const decoded = clientEscapes[c];
    if (decoded === undefined) bad = true;
    return decoded ?? whole;
  });
  return bad ? undefined : value;
}

const uintMax = { UInt8: 0xffn, UInt16: 0xffffn, UInt32: 0xffffffffn, UInt64: 0xffffffffffffffffn };
const isUint = (type) => Object.hasOwn(uintMax, type);
function uintLiteral(type, text) {
  if (!/^\d{1,20}$/.test(text) || BigInt(text) > uintMax[type]) return undefined;
  return String(BigInt(text));
}

/** A calendar date (and time) that exists, in the text form ClickHouse reads: no 2026-02-30. */
function realDate(text) {
  const [date, time = '00:00:00'] = text.split(' ');
  const parsed = new Date(`${date}T${time.slice(0, 8)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${time.slice(0, 8)}`);
}

const uuid = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const dateText = /^\d{4}-\d{2}-\d{2}$/;
const dateTimeText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const dateTime64Text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;
/** A Date the client sends: Unix seconds, with milliseconds when it has them. */
const epochText = /^\d{1,10}(\.\d{1,3})?$/;
/** A client's array of strings: quoted items with the client's escapes, comma-separated. */
const stringArrayText = /^\[(?:'(?:[^'\\\t\n]|\\.)*'(?:,'(?:[^'\\\t\n]|\\.)*')*)?\]$/s;
const stringArrayItem = /'((?:[^'\\]|\\.)*)'/gs;
/** The item types the client sends quoted inside an array. */
const quotedInArrays = new Set(['String', 'UUID', 'Date', 'DateTime', 'DateTime64(3)']);

/**
 * The literal a read's `{name:Type}` is replaced by, for a value in the exact text form the client sends for that
 * type; undefined for any other type or text (the engine binds those).
 */
function literalFor(type, text) {
  const nullable = /^Nullable\((.+)\)$/.exec(type);
  if (nullable) {
    if (text === '\\N') return `_CAST(NULL, ${quote(type)})`;
    const inner = literalFor(nullable[1], text);
    return inner === undefined ? undefined : `_CAST(${inner}, ${quote(type)})`;
  }
  if (type === 'String') {
    const value = unescapeClient(text);
    return value === undefined ? undefined : quote(value);
  }
  if (isUint(type)) {
    const literal = uintLiteral(type, text);
    return literal === undefined ? undefined : `_CAST(${literal}, '${type}')`;
  }
  const typed = (ok) => (ok ? `_CAST(${quote(text)}, '${type}')` : undefined);
  if (type === 'UUID') return typed(uuid.test(text));
  if (type === 'Date') return typed(dateText.test(text) && realDate(text));
  if (type === 'DateTime') return typed((dateTimeText.test(text) && realDate(text)) || /^\d{1,10}$/.test(text));
  if (type === 'DateTime64(3)') return typed((dateTime64Text.test(text) && realDate(text)) || epochText.test(text));
  const array = /^Array\((.+)\)$/.exec(type);
  if (array && quotedInArrays.has(array[1])) {
    if (!stringArrayText.test(text)) return undefined;
    const items = [...text.matchAll(stringArrayItem)].map((match) => unescapeClient(match[1]));
    // Each item of a typed array (dates, times, UUIDs) must be a value of its type, as a scalar parameter must.
    if (items.some((item) => item === undefined || (array[1] !== 'String' && literalFor(array[1], item) === undefined))) return undefined;
    return `_CAST([${items.map(quote).join(', ')}], '${type}')`;
  }
  if (array && isUint(array[1])) {
    if (!/^\[(?:\d+(?:,\d+)*)?\]$/.test(text)) return undefined;
    const items = text === '[]' ? [] : text.slice(1, -1).split(',').map((item) => uintLiteral(array[1], item));
    return items.includes(undefined) ? undefined : `_CAST([${items.join(', ')}], '${type}')`;
  }
  return undefined;
}

/** The index just past the quoted string, identifier or comment that starts at `i`, or -1 when it never ends. */
function skipQuoted(sql, i, quoteChar) {
  for (let j = i + 1; j < sql.length; j += 1) {
    if (sql[j] === '\\') j += 1;
    else if (sql[j] === quoteChar) {
      if (sql[j + 1] !== quoteChar) return j + 1;
      j += 1;
    }
  }
  return -1;
}
function skipBlockComment(sql, i) {
  let depth = 0;
  for (let j = i; j < sql.length - 1; j += 1) {
    if (sql[j] === '/' && sql[j + 1] === '*') {
      depth += 1;
      j += 1;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth -= 1;
      j += 1;
      if (depth === 0) return j + 1;
    }
  }
  return -1;
}

const placeholder = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^{}'"`]+?)\s*\}/y;

/**
 * A read with each of its `{name:Type}` replaced by the literal of its value (`params`: name to the client's text) (only where the SQL has them: not in
 * strings, quoted identifiers or comments), or undefined when any of them is left to the engine's binding.
 */
function substituted(sql, params) {
  if (!/^\s*(SELECT|WITH)\b/i.test(sql)) return undefined;
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    let next = i + 1;
    if (c === "'" || c === '"' || c === '`') next = skipQuoted(sql, i, c);
    else if ((c === '-' && sql[i + 1] === '-') || c === '#') {
      const end = sql.indexOf('\n', i);
      next = end < 0 ? sql.length : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') next = skipBlockComment(sql, i);
    else if (c === '$') return undefined; // a heredoc string: left to the engine
    else if (c === '{') {
      placeholder.lastIndex = i;
      const match = placeholder.exec(sql);
      // A brace that is no placeholder of ours (a map literal, a type with quotes in it): the engine reads it.
      if (!match) return undefined;
      const [whole, name, type] = match;
      if (!params.has(name)) return undefined;
      const literal = literalFor(type, params.get(name));
      if (literal === undefined) return undefined;
      out += sql.slice(copied, i) + literal;
      copied = i + whole.length;
      next = copied;
    }
    if (next < 0) return undefined;
    i = next;
  }
  return out + sql.slice(copied);
}

module.exports = { substituted, literalFor };
