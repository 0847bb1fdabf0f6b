import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DataResponse, PaymentResultDto, ProfileDto, ProfileResponse } from '@emberhold/contracts';
import * as ts from 'typescript';
import { success } from '../src/common/http/api-response';

/**
 * Every JSON answer of the API is typed once, in @emberhold/contracts, for the controller that writes it and the site
 * that reads it. A controller declares that type as its return type, and its handler's result flows into it without a
 * cast, so a field the site reads cannot disappear from the handler, the controller or the contract without failing
 * the type check (`npx tsc -b tsconfig.build.json`, `npx tsc -p frontend --noEmit`, `npx tsc -p tsconfig.tests.json`).
 */

const src = join(__dirname, '..', 'src');

/**
 * Routes whose answer no part of the product reads as a contract: the analyst CLI's rows (JSON, CSV or text), Stripe's
 * acknowledgement, and the sitemap and robots.txt (XML and text for crawlers).
 */
const NOT_READ_BY_THE_SITE = [
  'analyst/analyst-query.http.controller.ts',
  'payments/commands/handle-stripe-webhook/handle-stripe-webhook.http.controller.ts',
  'site/queries/get-sitemap/get-sitemap.http.controller.ts',
];

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.http.controller.ts') ? [path] : [];
  });
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? call.expression.text : undefined;
}

/** The type names a return type mentions, Promise aside (`Promise<DataResponse<ReceiptDto[]>>`: DataResponse, ReceiptDto). */
function typeNames(node: ts.Node): string[] {
  const own = ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text !== 'Promise' ? [node.typeName.text] : [];
  return [...own, ...node.getChildren().flatMap(typeNames)];
}

/** `file: method -> problem` for each route whose declared answer is not made of types from @emberhold/contracts. */
function untypedRoutes(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2023, true);
  const fromContracts = new Set(
    file.statements
      .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text === '@emberhold/contracts')
      .flatMap((s) => {
        const bindings = s.importClause?.namedBindings;
        return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [];
      }),
  );
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isMethodDeclaration(node) && (ts.getDecorators(node) ?? []).some((d) => ROUTE_DECORATORS.has(decoratorName(d) ?? ''))) {
      const route = `${relative(src, path)}: ${node.name.getText(file)}`;
      const names = node.type ? typeNames(node.type) : [];
      if (!node.type) problems.push(`${route} declares no response type`);
      else if (names.length === 0) problems.push(`${route} answers ${node.type.getText(file)}, no contract type`);
      else for (const name of names.filter((n) => !fromContracts.has(n))) problems.push(`${route} answers ${name}, not a type from @emberhold/contracts`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

describe('the API answers the types declared in @emberhold/contracts', () => {
  it('declares a contract type as the answer of every JSON route the site reads', () => {
    const files = controllerFiles(src).filter((path) => !NOT_READ_BY_THE_SITE.includes(relative(src, path)));
    expect(files.length).toBeGreaterThan(70);
    expect(files.flatMap(untypedRoutes)).toEqual([]);
  });

  it('refuses, when type-checked, an answer that lost or renamed a field the site reads', () => {
    const profile: ProfileDto = {
      user_id: 7,
      username: 'ysra',
      email: 'ysra@example.test',
      dob: null,
      profile_image: '/media/avatars/default.webp',
      has_profile_image: false,
    };
    const { email: _email, ...withoutEmail } = profile;

    const whole: ProfileResponse = success({ profile });
    // @ts-expect-error the profile page shows the email: an answer without it is not a ProfileResponse
    const missing: ProfileResponse = success({ profile: withoutEmail });
    // @ts-expect-error the payment pages read `status`: a payment result that calls it `state` is not one
    const renamed: DataResponse<PaymentResultDto> = success({ data: { state: 'paid', payment_id: 1 } });

    // The envelope itself is what the site reads first.
    expect(whole).toEqual({ meta: { status: 'success' }, profile });
    expect([missing.meta.status, renamed.meta.status]).toEqual(['success', 'success']);
  });
});
