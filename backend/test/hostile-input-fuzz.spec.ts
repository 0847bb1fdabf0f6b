import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME } from './test-constants.test-support';

/**
 * Hostile input against every operation the API documents: the OpenAPI document the product serves is the list of
 * routes, and the request-body and query schemas in it (from the routes' zod schemas) say which fields to attack, so a
 * new route is fuzzed without touching this file. Every answer must be below 500 and, when it refuses, the product's
 * error envelope; input that cannot be right whatever the route (NUL or a lone surrogate in a text field, truncated
 * JSON, a content type the route does not read, a Host that is not the site's) must be refused with a 4xx.
 *
 * Each pass runs once as a visitor and once as a logged-in admin carrying the session cookie and CSRF token, so the
 * validation behind the login and admin guards is reached too. Failures are collected and reported together, so one
 * run shows every defect rather than the first.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Schema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface DocumentOperation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  tags?: string[];
}

interface Operation {
  method: Method;
  /** The document's path, with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: Schema }>;
  /** The content types of the request body, when the operation has one. */
  bodyTypes: string[];
  /** The object shapes the body may take: one, or one per alternative of a union (the tracking batches). */
  bodyShapes: Schema[];
  /** A load balancer's probe: it names the machine's address, not the site, so any Host is right for it. */
  probe: boolean;
}

/** Who sends a request: a visitor (no session) or a logged-in user. */
type Identity = { name: string; user?: ApiUser | undefined };

interface Probe {
  kind: string;
  url: string;
  method: Method;
  payload?: string;
  /** Headers of the probe; `cookie` and `x-csrf-token` replace the identity's own. */
  headers?: (identity: Identity) => Record<string, string>;
  /** Input that is wrong whatever the route: the answer must be a 4xx. */
  mustRefuse: boolean;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const CONCURRENCY = 8;
const DEPTH = 10_000;
const ONE_MB = 'x'.repeat(1_000_000);
/** A raw JSON value in place of a property's value (depth, prototype keys, numbers JSON.stringify cannot write). */
const RAW = (text: string) => ({ raw: text });
/** Stands in for a raw value in a body's JSON text until it is replaced by it. */
const RAW_PLACEHOLDER = '@@fuzz-raw-value@@';
/** An answer slower than this counts as none: a request the server never answers must fail the run, not hang it. */
const ANSWER_WITHIN_MS = 10_000;
/**
 * Once this many requests of one content type went unanswered, the rest of that type is not sent (and reported as
 * such): a body parser that never answers would otherwise keep the run waiting ANSWER_WITHIN_MS for each of them.
 */
const UNANSWERED_LIMIT = 3;
const deepArrays = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObjects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** Values for one body property: wrong types, text the product cannot store, sizes and numbers at the edges. */
const VALUE_CORPUS: Array<{ kind: string; value: unknown; badText?: boolean }> = [
  { kind: 'number', value: 42 },
  { kind: 'object', value: { a: 1 } },
  { kind: 'array', value: ['a'] },
  { kind: 'null', value: null },
  { kind: 'boolean', value: true },
  { kind: 'string', value: 'text' },
  { kind: 'empty string', value: '' },
  { kind: 'NUL character', value: 'a\u0000b', badText: true },
  { kind: 'lone surrogate', value: '\ud800', badText: true },
  { kind: '1 MB string', value: ONE_MB },
  { kind: `arrays ${DEPTH} deep`, value: RAW(deepArrays) },
  { kind: `objects ${DEPTH} deep`, value: RAW(deepObjects) },
  { kind: '__proto__ key', value: RAW('{"__proto__":{"polluted":true}}') },
  { kind: 'constructor.prototype key', value: RAW('{"constructor":{"prototype":{"polluted":true}}}') },
  { kind: '1e308', value: 1e308 },
  { kind: '-1', value: -1 },
  { kind: '-1e308', value: -1e308 },
  { kind: '2**53+1', value: RAW('9007199254740993') },
  { kind: 'NaN as a string', value: 'NaN' },
  { kind: '1e999 (Infinity)', value: RAW('1e999') },
];

/** Values for a path segment or a query value, percent-encoded as a client would send them (or would not). */
const URL_CORPUS: Array<{ kind: string; value: string; badText?: boolean }> = [
  { kind: 'NUL character', value: 'a%00b', badText: true },
  { kind: 'lone surrogate', value: 'a%ED%A0%80b', badText: true },
  { kind: 'malformed percent-encoding', value: '%E0%A4%A' },
  { kind: 'invalid UTF-8', value: '%FF%FE' },
  { kind: '10,000 characters', value: 'x'.repeat(10_000) },
  { kind: '-1', value: '-1' },
  { kind: 'huge number', value: '99999999999999999999999' },
  { kind: '1e308', value: '1e308' },
  { kind: 'NaN', value: 'NaN' },
  // Bare dot segments (`../..`, also `%2E%2E`) never reach a server: inject, like any URL parser, resolves them first.
  { kind: '../.. encoded', value: '..%2F..%2F..%2Fetc%2Fpasswd' },
];

/** Hostile headers, each on an otherwise ordinary request. */
const HEADER_CORPUS: Array<{ kind: string; headers: (identity: Identity) => Record<string, string>; notTheSite?: boolean }> = [
  { kind: 'Host [::1', headers: () => ({ host: '[::1' }), notTheSite: true },
  { kind: 'Host with a space', headers: () => ({ host: 'a b' }), notTheSite: true },
  // inject puts its own Host in place of an empty one: a blank Host is the nearest it sends.
  { kind: 'blank Host', headers: () => ({ host: ' ' }), notTheSite: true },
  { kind: 'Host evil.example', headers: () => ({ host: 'evil.example' }), notTheSite: true },
  { kind: 'Host localhost@evil.example', headers: () => ({ host: 'localhost@evil.example' }), notTheSite: true },
  { kind: 'X-Forwarded-Host [::1', headers: () => ({ 'x-forwarded-host': '[::1' }) },
  { kind: 'X-Forwarded-Host with a space', headers: () => ({ 'x-forwarded-host': 'a b' }) },
  { kind: 'X-Forwarded-Host evil.example', headers: () => ({ 'x-forwarded-host': 'evil.example' }) },
  { kind: 'X-Forwarded-Proto gopher', headers: () => ({ 'x-forwarded-proto': 'gopher' }) },
  { kind: 'X-Forwarded-Proto list', headers: () => ({ 'x-forwarded-proto': 'https, http' }) },
  { kind: 'X-Forwarded-For not an address', headers: () => ({ 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::::' }) },
  { kind: 'X-Forwarded-For 10,000 characters', headers: () => ({ 'x-forwarded-for': '1'.repeat(10_000) }) },
  { kind: 'huge cookie', headers: ({ user }) => ({ cookie: `${user ? `${user.cookie}; ` : ''}pad=${'x'.repeat(64_000)}` }) },
  { kind: 'malformed cookie', headers: () => ({ cookie: 'emberhold_session=%E0%A4%A; ==; ;emberhold_csrf="unterminated' }) },
  { kind: 'garbage x-csrf-token', headers: () => ({ 'x-csrf-token': '<script>{{csrf}}</script>%00' }) },
  { kind: 'x-csrf-token 10,000 characters', headers: () => ({ 'x-csrf-token': 'y'.repeat(10_000) }) },
];

describe('hostile input against every operation of the OpenAPI document', () => {
  // With the editorial password set, as a deployment has it: without one the full mode keeps the setup locked (503).
  const product = apiForThisFile({ posts: 60, env: { EDITORIAL_PASSWORD: 'fuzzing-editorial-password' } });

  let operations: Operation[] = [];
  let requests = 0;
  /** Valid-looking values for path placeholders, from the seeded catalogue where the name says what it is. */
  let realPost: { id: number; slug: string; category: string } = { id: 1, slug: 'lantern', category: 'gifts' };

  beforeAll(async () => {
    const response = await product.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    operations = operationsOf(response.json() as { paths: Record<string, Record<string, DocumentOperation>> });
    const list = await product.inject({ method: 'GET', url: '/api/lists/new/1/' });
    const post = (list.json() as { posts?: Array<{ id: number; slug: string; categories?: Array<{ slug: string }> }> }).posts?.[0];
    if (post) realPost = { id: post.id, slug: post.slug, category: post.categories?.[0]?.slug ?? 'gifts' };
  });

  it('answers a visitor below 500, with the error envelope, and refuses what is invalid by construction', async () => {
    const pass = newPass();
    for (const operation of operations) await send(pass, 'visitor', () => undefined, operation, probesFor(operation));
    expect(report(pass)).toEqual([]);
  }, 240_000);

  it('answers a logged-in admin (session cookie and CSRF token) the same way', async () => {
    const pass = newPass();
    let admin = await product.registerAdmin('fuzz');
    for (const operation of operations) {
      const probes = probesFor(operation);
      const sessionEnded = await send(pass, 'admin', () => admin, operation, probes);
      if (!sessionEnded || (await product.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: admin.cookie } })).statusCode === 200) continue;
      // The operation ends the session it is sent with (logging out): after its first request the rest of its corpus
      // came from a logged-out browser. It is sent again, each request on a login session of its own, so every input
      // also reaches it as a logged-in admin's; the operations after it get a new session too.
      await send(pass, 'admin, a session per request', () => logIn(admin), operation, probes);
      admin = await logIn(admin);
    }
    expect(report(pass)).toEqual([]);
  }, 240_000);

  it('still answers after the corpus, having sent it all', async () => {
    expect((await product.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const list = await product.inject({ method: 'GET', url: '/api/lists/new/1/' });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { posts: unknown[] }).posts.length).toBeGreaterThan(0);
    // eslint-disable-next-line no-console -- the size of the run, so a shrinking document or corpus is noticed
    console.log(`hostile-input fuzz: ${requests} requests to ${operations.length} operations`);
    expect(operations.length).toBeGreaterThan(50);
    expect(requests).toBeGreaterThanOrEqual(1_500);
  });

  /**
   * A new login session of the admin (or, if the account is gone, of a new admin), stored as a login stores it. Hundreds
   * are needed, one per probe of an operation that ends its session; a login each would spend most of the run on
   * password hashing, which the login suites cover.
   */
  async function logIn(admin: ApiUser): Promise<ApiUser> {
    const exists = await product.infrastructure.prisma.user.findUnique({ where: { id: admin.userId }, select: { id: true } });
    return exists ? product.newSession(admin) : product.registerAdmin('fuzz');
  }

  /**
   * Sends one operation's probes, CONCURRENCY at a time, each as `userFor` says (no one: a visitor), and records every
   * answer that breaks the rules. True when an answer ended a session (a cleared session cookie, or a 401).
   */
  async function send(
    pass: Pass,
    name: string,
    userFor: () => ApiUser | undefined | Promise<ApiUser>,
    operation: Operation,
    probes: Probe[],
  ): Promise<boolean> {
    const { failures } = pass;
    let sessionEnded = false;
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++]!;
        const identity: Identity = { name, user: await userFor() };
        const own = probe.headers?.(identity) ?? {};
        const headers: Record<string, string> = {
          'user-agent': DESKTOP_CHROME,
          ...(identity.user ? { cookie: identity.user.cookie, 'x-csrf-token': identity.user.csrf } : {}),
          ...own,
        };
        const contentType = headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? 'none';
        if ((pass.unanswered.get(contentType) ?? 0) >= UNANSWERED_LIMIT) {
          pass.withheld.set(contentType, (pass.withheld.get(contentType) ?? 0) + 1);
          continue;
        }
        requests += 1;
        let response: InjectedResponse | 'no answer';
        let timer: NodeJS.Timeout | undefined;
        try {
          response = await Promise.race([
            product.inject({
              method: probe.method,
              url: probe.url,
              headers,
              ...(probe.payload === undefined ? {} : { payload: probe.payload }),
              // Each request from its own address (198.19.0.0/16, set aside for tests): per-address limits would
              // otherwise answer 429 before most of the corpus reached the validation it is meant for.
              remoteAddress: `198.19.${(requests >> 8) & 255}.${requests & 255}`,
            }),
            new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ANSWER_WITHIN_MS))),
          ]);
        } catch (error) {
          failures.push(`${operation.method} ${operation.path} [${identity.name}] ${probe.kind}: inject threw ${String(error).slice(0, 200)}`);
          continue;
        } finally {
          clearTimeout(timer);
        }
        if (response === 'no answer') {
          pass.unanswered.set(contentType, (pass.unanswered.get(contentType) ?? 0) + 1);
          failures.push(`${operation.method} ${operation.path} [${identity.name}] ${probe.kind}: no answer within ${ANSWER_WITHIN_MS / 1000} s`);
          continue;
        }
        if (response.cookies.some((cookie) => cookie.name === 'emberhold_session' && cookie.value === '') || response.statusCode === 401) sessionEnded = true;
        const problem = judge(probe, response);
        if (problem) failures.push(`${operation.method} ${operation.path} [${identity.name}] ${probe.kind}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, probes.length) }, worker));
    return sessionEnded;
  }

  /** What is wrong with an answer, or undefined. */
  function judge(probe: Probe, response: InjectedResponse): string | undefined {
    const status = response.statusCode;
    const body = response.body.replace(/"request_id":"[^"]*",?/, '').slice(0, 200);
    if (status >= 500) return `${status} ${body}`;
    if (status >= 400) {
      let error: unknown;
      try {
        error = (JSON.parse(response.body) as { meta?: { error?: unknown } }).meta?.error;
      } catch {
        error = undefined;
      }
      if (typeof error !== 'string') return `${status} without the error envelope: ${body}`;
      return undefined;
    }
    if (probe.mustRefuse) return `${status} (accepted input that is invalid by construction) ${body}`;
    return undefined;
  }

  /** The probes for one operation: its path values, its query, its body and the request's headers. */
  function probesFor(operation: Operation): Probe[] {
    const probes: Probe[] = [];
    const url = (pathValues: Record<string, string> = {}, query = '') =>
      operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? validLooking(name)) + (query ? `?${query}` : '');
    const { method } = operation;

    probes.push({ kind: 'valid-looking request', method, url: url(), mustRefuse: false });
    for (const param of operation.pathParams) {
      for (const entry of URL_CORPUS) probes.push({ kind: `path {${param}}: ${entry.kind}`, method, url: url({ [param]: entry.value }), mustRefuse: !!entry.badText });
    }

    // The declared query parameters, and one no route declares (which must be ignored or refused, never crash).
    for (const { name, declared } of [...operation.queryParams.map((q) => ({ name: q.name, declared: true })), { name: 'fuzz_undeclared', declared: false }]) {
      for (const entry of URL_CORPUS) probes.push({ kind: `query ${name}: ${entry.kind}`, method, url: url({}, `${name}=${entry.value}`), mustRefuse: declared && !!entry.badText });
      probes.push({ kind: `query ${name}: repeated`, method, url: url({}, `${name}=a&${name}=b`), mustRefuse: false });
      probes.push({ kind: `query ${name}: bracketed key`, method, url: url({}, `${name}[a]=b&${name}[]=c`), mustRefuse: false });
      probes.push({ kind: `query ${name}: empty`, method, url: url({}, `${name}=`), mustRefuse: false });
    }

    for (const entry of HEADER_CORPUS) {
      probes.push({ kind: `header ${entry.kind}`, method, url: url(), headers: entry.headers, mustRefuse: !!entry.notTheSite && !operation.probe });
    }

    if (method !== 'GET') probes.push(...bodyProbes(operation, url()));
    return probes;
  }

  function bodyProbes(operation: Operation, url: string): Probe[] {
    const { method } = operation;
    const probes: Probe[] = [];
    const json = (kind: string, payload: string | undefined, mustRefuse: boolean, contentType: string | undefined = JSON_TYPE): Probe => ({
      kind: `body: ${kind}`,
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      ...(contentType === undefined ? {} : { headers: () => ({ 'content-type': contentType }) }),
      mustRefuse,
    });
    const documented = (type: string) => operation.bodyTypes.includes(type);
    // A route with a documented body reads it in those types only; one without reads none.
    const wrongType = (type: string) => operation.bodyTypes.length > 0 && !documented(type);
    const example = operation.bodyShapes[0] ? sampleOf(operation.bodyShapes[0]) : {};
    const exampleText = JSON.stringify(example);

    // The whole body: none, empty, cut short, not an object, nested past any form, prototype keys, other types.
    probes.push(json('none, no content type', undefined, false, undefined));
    probes.push(json('empty with a JSON content type', '', true));
    probes.push(json('truncated JSON', exampleText.length > 2 ? exampleText.slice(0, Math.ceil(exampleText.length / 2)) : '{"a":', true));
    // A JSON null reads as no body (ZodPipe's `?? {}`); any other value that is not an object cannot fit an object shape.
    probes.push(json('JSON null', 'null', false));
    for (const [kind, text] of [['array', '[]'], ['string', '"text"'], ['number', '42'], ['boolean', 'true']] as const) {
      probes.push(json(`JSON ${kind}`, text, operation.bodyShapes.length > 0));
    }
    probes.push(json(`arrays ${DEPTH} deep`, deepArrays, operation.bodyShapes.length > 0));
    probes.push(json(`objects ${DEPTH} deep`, deepObjects, false));
    probes.push(json('__proto__ key', withRawFirst(exampleText, '"__proto__":{"polluted":true}'), false));
    probes.push(json('constructor.prototype key', withRawFirst(exampleText, '"constructor":{"prototype":{"polluted":true}}'), false));
    // Over the API's 1 MiB limit, though not over the portrait upload's own larger one.
    probes.push(json('1.1 MB', JSON.stringify({ ...asObject(example), pad: 'x'.repeat(1_100_000) }), false));
    probes.push(json('as text/plain', exampleText, wrongType('text/plain'), 'text/plain'));
    probes.push(json('as application/xml', '<?xml version="1.0"?><a>1</a>', wrongType('application/xml'), 'application/xml'));
    probes.push(json('as multipart without a boundary', 'name=value', wrongType('multipart/form-data'), 'multipart/form-data'));
    probes.push(json('as multipart cut short', '--fz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', wrongType('multipart/form-data'), 'multipart/form-data; boundary=fz'));
    probes.push(json('as a form', formOf(asObject(example)), wrongType(FORM_TYPE), FORM_TYPE));
    if (documented(FORM_TYPE)) probes.push(json('form with malformed percent-encoding', '%E0%A4%A=1&a=%ZZ', true, FORM_TYPE));

    // Each property of each shape the body may take, the rest of the body valid-looking. Names and addresses in it
    // differ from probe to probe: one account or address attacked thousands of times would only meet the login and
    // sign-up limits (a growing delay, then 429) instead of the validation behind them.
    operation.bodyShapes.forEach((shape, index) => {
      const label = operation.bodyShapes.length > 1 ? `shape ${index + 1} ` : '';
      for (const [name, property] of Object.entries(shape.properties ?? {})) {
        const textField = statesString(property);
        for (const entry of VALUE_CORPUS) {
          const base = asObject(sampleOf(shape));
          const text = isRaw(entry.value)
            ? JSON.stringify({ ...base, [name]: RAW_PLACEHOLDER }).replace(JSON.stringify(RAW_PLACEHOLDER), entry.value.raw)
            : JSON.stringify({ ...base, [name]: entry.value });
          probes.push(json(`${label}${name}: ${entry.kind}`, text, !!entry.badText && textField));
        }
        if (documented(FORM_TYPE)) {
          const base = asObject(sampleOf(shape));
          const rest = formOf(Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)));
          const form = (value: string) => [rest, value].filter(Boolean).join('&');
          probes.push(json(`form ${name}: NUL character`, form(`${name}=a%00b`), textField, FORM_TYPE));
          probes.push(json(`form ${name}: lone surrogate`, form(`${name}=%ED%A0%80`), textField, FORM_TYPE));
          probes.push(json(`form ${name}: repeated`, form(`${name}=a&${name}=b`), false, FORM_TYPE));
          probes.push(json(`form ${name}: bracketed key`, form(`${name}[a]=b`), false, FORM_TYPE));
        }
      }
    });
    return probes;
  }

  /** A valid-looking value for a path placeholder, by what its name says it is. */
  function validLooking(name: string): string {
    if (/^(postId|id)$/.test(name)) return String(realPost.id);
    if (/slug/i.test(name)) return realPost.slug;
    if (name === 'list') return realPost.category;
    if (name === 'sort') return 'new';
    if (name === 'term') return 'dragon';
    if (name === 'tempId') return 'fuzzLanternKeep0001abcdefgh';
    if (/id$|page/i.test(name)) return '1';
    return 'lantern';
  }
});

/** The operations of the document, with what the fuzz needs of each. */
function operationsOf(document: { paths: Record<string, Record<string, DocumentOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      // A path item also holds shared keys (parameters, summary); only its methods are operations.
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const schema = (content[JSON_TYPE] ?? Object.values(content)[0])?.schema;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        bodyTypes: Object.keys(content),
        bodyShapes: schema ? shapesOf(schema) : [],
        // /healthz and /readyz (tagged `operations`) answer a load balancer that names the machine, not the site.
        probe: operation.tags?.includes('operations') ?? false,
      });
    }
  }
  return operations;
}

/** The object shapes a body schema allows: the alternatives of a union, or the schema itself. */
function shapesOf(schema: Schema): Schema[] {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.flatMap(shapesOf);
  return schema.type === 'object' || schema.properties ? [schema] : [];
}

/** True when the schema says the value is text (alone or as one alternative): NUL and lone surrogates are then wrong. */
function statesString(schema: Schema): boolean {
  return schema.type === 'string' || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(statesString);
}

/** A value the schema accepts, as far as the schema says: the rest of a body around the property under attack. */
function sampleOf(schema: Schema, name = ''): unknown {
  if (schema.enum) return schema.enum.find((value) => value !== '' && value !== null) ?? schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleOf(alternatives.find((alternative) => !alternative.nullable) ?? alternatives[0]!, name);
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOf(property, key)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0));
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema, name);
    default:
      return true;
  }
}

let samples = 0;

function sampleText(schema: Schema, name: string): string {
  const n = (samples += 1);
  const candidates = [
    ...(/mail/i.test(name) ? [`fuzz.${n}@example.test`] : []),
    ...(/link|url|image/i.test(name) ? [`https://example.test/lantern/${n}`] : []),
    ...(/dob|date/i.test(name) ? ['1990-01-01'] : []),
    `fuzz_${n}`,
    `fuzzLanternKeep${n}abcdefghijklmn`,
    '12',
    'lantern',
  ];
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  return candidates.find(fits) ?? 'l'.repeat(Math.max(1, schema.minLength ?? 1));
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function isRaw(value: unknown): value is { raw: string } {
  return value !== null && typeof value === 'object' && typeof (value as { raw?: unknown }).raw === 'string' && Object.keys(value).length === 1;
}

/** An object's JSON text with a raw member first (JSON.stringify cannot write a `__proto__` key). */
function withRawFirst(objectText: string, member: string): string {
  return objectText.startsWith('{') && objectText !== '{}' ? `{${member},${objectText.slice(1)}` : `{${member}}`;
}

function formOf(fields: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();
}

/** One pass of the corpus as one identity: its failures, and the requests it stopped sending. */
interface Pass {
  failures: string[];
  /** Requests without an answer, by content type. */
  unanswered: Map<string, number>;
  /** Requests not sent, by content type, once that type had gone unanswered UNANSWERED_LIMIT times. */
  withheld: Map<string, number>;
}

function newPass(): Pass {
  return { failures: [], unanswered: new Map(), withheld: new Map() };
}

/** The failures, each distinct line once, with how often it came, and what was not sent for want of answers. */
function report(pass: Pass): string[] {
  const counts = new Map<string, number>();
  for (const failure of pass.failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  return [
    ...[...counts].map(([failure, count]) => (count > 1 ? `${failure} (x${count})` : failure)),
    ...[...pass.withheld].map(([type, count]) => `${count} requests with content type ${type} not sent: ${UNANSWERED_LIMIT} of that type went unanswered`),
  ];
}
