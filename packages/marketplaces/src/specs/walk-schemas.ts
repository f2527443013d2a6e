import { isObject, type JsonObject } from './fix-log';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Keys under which a schema holds further schemas (maps) or one schema / a list of them. */
const SCHEMA_MAPS = ['properties', 'patternProperties'] as const;
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SCHEMA_SINGLES = ['items', 'not', 'additionalProperties'] as const;

export type SchemaVisitor = (schema: JsonObject, at: string) => void;

/**
 * Visits every schema object of an OpenAPI 3.0 document (components, parameters, bodies,
 * responses, headers, and nested schemas), parents before children. Examples are not schemas and
 * are never entered, so a property named `type` or `items` in an example is left alone.
 */
export function walkSchemas(doc: JsonObject, visit: SchemaVisitor): void {
  const seen = new Set<object>();

  const schema = (node: unknown, at: string): void => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    visit(node, at);
    for (const key of SCHEMA_MAPS) {
      const map = node[key];
      if (isObject(map))
        for (const [name, child] of Object.entries(map)) schema(child, `${at}/${key}/${name}`);
    }
    for (const key of SCHEMA_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((child, i) => schema(child, `${at}/${key}/${i}`));
    }
    for (const key of SCHEMA_SINGLES) schema(node[key], `${at}/${key}`);
  };

  const content = (node: unknown, at: string): void => {
    if (!isObject(node)) return;
    for (const [type, media] of Object.entries(node)) {
      if (isObject(media)) schema(media.schema, `${at}/${type}/schema`);
    }
  };
  const parameter = (node: unknown, at: string): void => {
    if (!isObject(node)) return;
    schema(node.schema, `${at}/schema`);
    content(node.content, `${at}/content`);
  };
  const response = (node: unknown, at: string): void => {
    if (!isObject(node)) return;
    content(node.content, `${at}/content`);
    if (isObject(node.headers)) {
      for (const [name, header] of Object.entries(node.headers))
        parameter(header, `${at}/headers/${name}`);
    }
  };

  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, s] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    schema(s, `components/schemas/${name}`);
  }
  for (const [name, p] of Object.entries(
    isObject(components.parameters) ? components.parameters : {},
  )) {
    parameter(p, `components/parameters/${name}`);
  }
  for (const [name, b] of Object.entries(
    isObject(components.requestBodies) ? components.requestBodies : {},
  )) {
    if (isObject(b)) content(b.content, `components/requestBodies/${name}/content`);
  }
  for (const [name, r] of Object.entries(
    isObject(components.responses) ? components.responses : {},
  )) {
    response(r, `components/responses/${name}`);
  }
  for (const [name, h] of Object.entries(isObject(components.headers) ? components.headers : {})) {
    parameter(h, `components/headers/${name}`);
  }

  for (const [, op, at] of operations(doc)) {
    if (Array.isArray(op.parameters))
      op.parameters.forEach((p, i) => parameter(p, `${at}/parameters/${i}`));
    if (isObject(op.requestBody)) content(op.requestBody.content, `${at}/requestBody/content`);
    if (isObject(op.responses)) {
      for (const [status, r] of Object.entries(op.responses))
        response(r, `${at}/responses/${status}`);
    }
  }
}

/** Every operation as [path, operation object, place], in document order. */
export function operations(doc: JsonObject): [string, JsonObject, string][] {
  const out: [string, JsonObject, string][] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isObject(op)) out.push([path, op, `paths/${path}/${method}`]);
    }
  }
  return out;
}

export { HTTP_METHODS };
