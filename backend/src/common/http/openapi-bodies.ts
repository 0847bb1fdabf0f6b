import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DECORATORS, type OpenAPIObject, type OperationObject, type ParameterObject, type PathItemObject, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodPipe } from './zod-body.pipe';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A zod schema a route checks its body or query with, and the name of the one field it covers (`@Body('name', …)`). */
interface CheckedInput {
  schema: z.ZodType;
  field: string | undefined;
}

interface RouteInputs {
  body: CheckedInput[];
  query: CheckedInput[];
  /** @ApiConsumes on the method or its controller: the content types the route says it reads. */
  consumes: string[] | undefined;
}

/**
 * Fills the OpenAPI document's request bodies and query parameters from the zod schemas the routes validate them
 * with (ZodPipe in @Body / @Query). The routes declare their input only as those schemas, so without this the
 * document, and anything that reads it (the API's clients, the hostile-input fuzz test), knows nothing of the fields.
 *
 * A route is matched to its operation by its method and path, built the way @nestjs/swagger builds them (controller
 * path, then method path, `:name` as `{name}`). The schemas are described as their input (what a client sends:
 * before defaults and transforms), and what JSON Schema cannot say (a refinement, a transform) is left open.
 */
export function describeZodBodies(app: INestApplication, document: OpenAPIObject): void {
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller || typeof controller !== 'function') continue;
      for (const methodName of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[methodName];
        if (typeof handler !== 'function') continue;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (methodPath === undefined) continue;
        const inputs = routeInputs(controller, methodName, handler);
        if (inputs.body.length === 0 && inputs.query.length === 0) continue;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        for (const path of documentPaths(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined, methodPath)) {
          const item = document.paths[path];
          if (!item) continue;
          for (const operation of operationsOf(item, requestMethod)) describeOperation(document, operation, inputs, `${controller.name}.${methodName}`);
        }
      }
    }
  }
}

/** The zod schemas on a handler's parameters, from the route-argument metadata @Body and @Query leave on its class. */
function routeInputs(controller: object, methodName: string, handler: object): RouteInputs {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
  const inputs: RouteInputs = {
    body: [],
    query: [],
    consumes: (Reflect.getMetadata(DECORATORS.API_CONSUMES, handler) ?? Reflect.getMetadata(DECORATORS.API_CONSUMES, controller)) as string[] | undefined,
  };
  for (const [key, arg] of Object.entries(args)) {
    // The key is `${RouteParamtypes}:${parameter index}`; custom decorators (@SignedIn) have their own keys.
    const type = Number(key.split(':')[0]);
    const target = type === RouteParamtypes.BODY ? inputs.body : type === RouteParamtypes.QUERY ? inputs.query : undefined;
    const pipe = arg.pipes?.find((candidate): candidate is ZodPipe<z.ZodType> => candidate instanceof ZodPipe);
    if (target && pipe) target.push({ schema: pipe.schema, field: typeof arg.data === 'string' ? arg.data : undefined });
  }
  return inputs;
}

/** The document's paths of a route: every controller path with every method path (either may be a list). */
export function documentPaths(controllerPath: string | string[] | undefined, methodPath: string | string[]): string[] {
  const prefixes = Array.isArray(controllerPath) ? controllerPath : [controllerPath ?? ''];
  const suffixes = Array.isArray(methodPath) ? methodPath : [methodPath];
  return prefixes.flatMap((prefix) =>
    suffixes.map((suffix) => {
      const path = `/${prefix}/${suffix}`.replace(/\/{2,}/g, '/').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      return path.length > 1 ? path.replace(/\/$/, '') : path;
    }),
  );
}

function operationsOf(item: PathItemObject, requestMethod: RequestMethod): OperationObject[] {
  const methods = requestMethod === RequestMethod.ALL ? ['get', 'post', 'put', 'delete', 'patch', 'options', 'head'] : [RequestMethod[requestMethod].toLowerCase()];
  return methods.map((method) => (item as Record<string, OperationObject | undefined>)[method]).filter((operation): operation is OperationObject => !!operation);
}

function describeOperation(document: OpenAPIObject, operation: OperationObject, inputs: RouteInputs, route: string): void {
  const id = operation.operationId ?? route.replace('.', '_');
  if (inputs.body.length > 0) {
    const schema = combined(document, inputs.body, id, 'Body');
    // @ApiConsumes, where a route has it, is the author's word (the creative editor's form also comes as multipart).
    const types = inputs.consumes?.length ? inputs.consumes : [JSON_TYPE, ...(takesForms(schema) ? [FORM_TYPE] : [])];
    operation.requestBody = {
      // ZodPipe reads a missing body as {}: the body is optional exactly when {} passes.
      required: inputs.body.some((input) => input.field === undefined && !input.schema.safeParse({}).success),
      content: Object.fromEntries(types.map((type) => [type, { schema }])),
    };
  }
  if (inputs.query.length > 0) {
    const schema = combined(document, inputs.query, id, 'Query');
    const required = new Set(schema.required ?? []);
    const parameters = (operation.parameters ?? []) as Array<ParameterObject | ReferenceObject>;
    const declared = new Set(parameters.filter((p): p is ParameterObject => 'in' in p && p.in === 'query').map((p) => p.name));
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      // A parameter declared by hand (@ApiQuery) keeps its wording; the schema adds the ones it does not name.
      if (declared.has(name)) continue;
      parameters.push({ name, in: 'query', required: required.has(name), schema: property });
    }
    operation.parameters = parameters;
  }
}

/** One object schema for a route's checked inputs: a whole-body schema, with any single-field ones as its properties. */
function combined(document: OpenAPIObject, inputs: CheckedInput[], operationId: string, part: string): SchemaObject {
  const whole = inputs.find((input) => input.field === undefined);
  const schema: SchemaObject = whole ? toOpenApi(document, whole.schema, `${operationId}${part}`) : { type: 'object', properties: {} };
  for (const input of inputs) {
    if (input.field === undefined) continue;
    schema.properties = { ...schema.properties, [input.field]: toOpenApi(document, input.schema, `${operationId}${part}_${input.field}`) };
  }
  return schema;
}

/**
 * The input side of a zod schema as an OpenAPI 3.0 schema object. Definitions zod extracts (a recursive or shared
 * schema) move to components.schemas under a name of this operation, since `#/$defs/…` means nothing in the document.
 */
function toOpenApi(document: OpenAPIObject, schema: z.ZodType, name: string): SchemaObject {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
  delete json.$schema;
  const definitions = { ...(json.$defs as Record<string, unknown> | undefined), ...(json.definitions as Record<string, unknown> | undefined) };
  delete json.$defs;
  delete json.definitions;
  if (Object.keys(definitions).length === 0) return json as SchemaObject;
  const renamed = (key: string) => `${name}_${key}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string'
          ? [key, inner.replace(/^#\/(\$defs|definitions)\/(.+)$/, (_match, _where, ref: string) => `#/components/schemas/${renamed(ref)}`)]
          : [key, rewrite(inner)],
      ),
    );
  };
  document.components ??= {};
  document.components.schemas ??= {};
  for (const [key, definition] of Object.entries(definitions)) document.components.schemas[renamed(key)] = rewrite(definition) as SchemaObject;
  return rewrite(json) as SchemaObject;
}

/**
 * Whether a form-encoded body can satisfy the schema. Fastify (through Nest's adapter) parses form-encoded bodies on
 * every route, but a form carries only flat text fields, so only routes whose every field accepts a string take one
 * (login, register and the wishlist forms, whose ids are a number or a digit string); the others are JSON only.
 */
function takesForms(schema: SchemaObject): boolean {
  if (schema.type !== 'object' || !schema.properties) return false;
  return Object.values(schema.properties).every((property) => acceptsString(property as SchemaObject));
}

function acceptsString(schema: SchemaObject): boolean {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] as SchemaObject[];
  if (alternatives.length > 0) return alternatives.some(acceptsString);
  if (schema.allOf?.length) return (schema.allOf as SchemaObject[]).every(acceptsString);
  if (schema.enum) return schema.enum.some((value) => typeof value === 'string');
  // No type: anything (what zod leaves open, or a schema JSON Schema cannot state), a string included.
  return schema.type === undefined || schema.type === 'string';
}
