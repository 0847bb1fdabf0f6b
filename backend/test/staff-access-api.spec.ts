import { randomBytes } from 'node:crypto';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { AdminGuard } from '../src/common/auth/admin.guard';
import { StaffGuard } from '../src/common/auth/staff.guard';
import { documentPaths } from '../src/common/http/openapi-bodies';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME } from './test-constants.test-support';

const ACCESS_DENIED = 'You do not have access to view this page.';

/** Who a staff call is for (spec section 6): admins (the access flag), or staff (admins and editors: the debug panel). */
type Audience = 'admins' | 'staff';

interface StaffOperation {
  /** `GET /api/user/boosted`: the method and the OpenAPI document's path, `{name}` for a parameter. */
  key: string;
  method: string;
  path: string;
  audience: Audience;
  /** The role is checked by AdminGuard or StaffGuard, before anything else, or in the handler. */
  checkedBy: 'guard' | 'handler';
}

/**
 * The staff calls of spec sections 6 and 7 by their paths. A route guarded by AdminGuard or StaffGuard is found in the
 * route table whatever its path; these catch a staff call whose role check would sit in its handler instead, which the
 * walk then refuses just the same.
 */
const STAFF_CALLS_OF_THE_SPEC = [
  /^\/api\/user\/creative\/\{[^}]+\}\/(approve|disapprove)$/,
  /\/dropoffs(\/|$)/,
  /\/passed-pitches(\/|$)/,
  /\/send-promo-email$/,
  /\/admin-creative(\/|$)/,
  /\/admin-convert-to-boost$/,
  /\/boosted-checklist(\/|$)/,
  /\/boosted\/change-date$/,
  /\/affiliate\/(payment|ref)(\/|$)/,
  /\/pitchpost$/,
];

/** The staff calls there are today: the walk must find at least these, so a broken discovery cannot pass by finding none. */
const STAFF_CALLS_TODAY = [
  'GET /api/user/all-campaigns',
  'GET /api/user/boosted',
  'GET /api/user/boosted-disallowed',
  'GET /api/user/creative/unapproved/all',
  'GET /api/user/debug/{postId}',
  'POST /api/user/creative/{id}/approve',
  'POST /api/user/creative/{id}/disapprove',
];

/**
 * Spec section 6 on the server, for every staff call at once: the OpenAPI document the product serves is walked, and
 * every operation that is a staff call (guarded by AdminGuard or StaffGuard in the route table, or named a staff call by
 * the spec) must answer a visitor 401 and a logged-in user without the access flag 403 with the spec's words (section
 * 8). A staff call added later is walked without touching this file.
 */
describe('staff calls: visitors get 401, everyone else 403', () => {
  const product = apiForThisFile({ posts: 50 });
  let operations: StaffOperation[] = [];
  let plain: ApiUser;
  let editor: ApiUser;
  /** A creative of the plain user's own, named by the calls' path parameters: the refusal holds even for its advertiser. */
  let ownCreative: number;

  beforeAll(async () => {
    [plain, editor] = await Promise.all([product.register('plain'), product.register('editor')]);
    const prisma = product.infrastructure.prisma;
    // Flags are set before the session is first used, so no cached viewer predates them.
    await prisma.user.update({ where: { id: editor.userId }, data: { editor: true } });
    const campaign = await prisma.campaign.create({ data: { advertiserId: plain.userId, tempId: `t-${randomBytes(6).toString('hex')}`, plan: 'basic', paidAt: new Date() } });
    const creative = await prisma.creative.create({
      data: { campaignId: campaign.id, title: 'Ember Lantern', content: 'Lit from within.', price: '34.00', link: 'https://maker.example/lantern', status: 'pending_approval' },
    });
    ownCreative = creative.id;

    const response = await product.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    const guarded = guardedRoutes(product.app);
    const undocumented = [...guarded.keys()].filter((key) => !documented(document, key));
    // A staff route the document leaves out would escape the walk.
    expect(undocumented).toEqual([]);
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).flatMap((verb): StaffOperation[] => {
        const method = verb.toUpperCase();
        const key = `${method} ${path}`;
        const audience = guarded.get(key);
        if (audience) return [{ key, method, path, audience, checkedBy: 'guard' }];
        return STAFF_CALLS_OF_THE_SPEC.some((pattern) => pattern.test(path)) ? [{ key, method, path, audience: 'admins', checkedBy: 'handler' }] : [];
      }),
    );
  });

  /** Sends one staff call as `user` (a visitor without one), its path parameters naming the plain user's creative. */
  function call(operation: StaffOperation, user?: ApiUser): Promise<InjectedResponse> {
    const url = operation.path.replace(/\{[^}]+\}/g, String(ownCreative));
    const payload = operation.method === 'GET' ? undefined : {};
    if (user) return operation.method === 'GET' ? user.get(url) : user.post(url, payload);
    return product.inject({ method: operation.method as 'GET' | 'POST', url, payload, headers: { 'user-agent': DESKTOP_CHROME } });
  }

  const answer = (response: InjectedResponse) => {
    const body = response.json() as { meta?: { status?: string; error?: string } };
    return { status: response.statusCode, meta: body.meta?.status, error: body.meta?.error };
  };

  it('finds every staff call of today in the OpenAPI document', () => {
    expect(operations.map((operation) => operation.key)).toEqual(expect.arrayContaining(STAFF_CALLS_TODAY));
    expect(operations.find((operation) => operation.key === 'GET /api/user/debug/{postId}')?.audience).toBe('staff');
  });

  it('answers a visitor 401 on every staff call', async () => {
    const answers = [];
    for (const operation of operations) answers.push([operation.key, answer(await call(operation))]);
    expect(answers).toEqual(operations.map((operation) => [operation.key, { status: 401, meta: 'error', error: expect.any(String) }]));
  });

  it('answers a logged-in user without the access flag 403, in the spec’s words, on every staff call', async () => {
    const answers = [];
    for (const operation of operations) answers.push([operation.key, answer(await call(operation, plain))]);
    expect(answers).toEqual(operations.map((operation) => [operation.key, { status: 403, meta: 'error', error: ACCESS_DENIED }]));
    // Nothing was done on the way: the plain user's own creative still waits for approval.
    expect((await product.infrastructure.prisma.creative.findUniqueOrThrow({ where: { id: ownCreative } })).status).toBe('pending_approval');
  });

  it('answers an editor 403 on the guarded calls for admins only', async () => {
    const forAdmins = operations.filter((operation) => operation.audience === 'admins' && operation.checkedBy === 'guard');
    expect(forAdmins.length).toBeGreaterThan(0);
    const answers = [];
    for (const operation of forAdmins) answers.push([operation.key, answer(await call(operation, editor))]);
    expect(answers).toEqual(forAdmins.map((operation) => [operation.key, { status: 403, meta: 'error', error: ACCESS_DENIED }]));
  });
});

/**
 * The routes of the route table guarded by AdminGuard (for admins) or StaffGuard (for staff), on the controller or the
 * handler, by `METHOD /path` as the OpenAPI document writes them (`:name` as `{name}`, no trailing slash).
 */
function guardedRoutes(app: INestApplication): Map<string, Audience> {
  const scanner = new MetadataScanner();
  const routes = new Map<string, Audience>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller || typeof controller !== 'function') continue;
      const controllerGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[];
      for (const methodName of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[methodName];
        if (typeof handler !== 'function') continue;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (methodPath === undefined) continue;
        const guards = [...controllerGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[])];
        const audience: Audience | undefined = guards.includes(AdminGuard) ? 'admins' : guards.includes(StaffGuard) ? 'staff' : undefined;
        if (!audience) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const path of documentPaths(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined, methodPath)) routes.set(`${method} ${path}`, audience);
      }
    }
  }
  return routes;
}

function documented(document: { paths: Record<string, Record<string, unknown>> }, key: string): boolean {
  const [method = '', path = ''] = key.split(' ');
  return document.paths[path]?.[method.toLowerCase()] !== undefined;
}
