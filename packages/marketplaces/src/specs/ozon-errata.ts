import { FixLog, isObject, type JsonObject } from './fix-log';
import { operations, walkSchemas } from './walk-schemas';

/**
 * The listed fixes for ozon-seller-swagger.json (specs/ERRATA.md, section Ozon). Each rule is
 * narrow and logged per place; the document is edited in place.
 */

/** Invalid JSON-Schema `type` values found in the file and what each one meant. */
const TYPE_REPLACEMENTS: Record<string, JsonObject> = {
  int64: { type: 'integer', format: 'int64' },
  int: { type: 'integer', format: 'int32' },
  timestamp: { type: 'string', format: 'date-time' },
  enum: { type: 'string' },
  file: { type: 'string', format: 'binary' },
  'array of strings': { type: 'array', items: { type: 'string' } },
};

const NULL_FREE_KEYWORDS = ['description', 'title', 'format', 'pattern', 'required'] as const;
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);
const AUTH_PARAMETERS = new Set([
  '#/components/parameters/Client-Id',
  '#/components/parameters/Api-Key',
]);
const MISSING_RPC_STATUS = '../../components/schemas/rpcStatus.yaml';

export function normaliseOzon(doc: JsonObject): FixLog {
  const log = new FixLog();
  const info = doc.info as JsonObject;
  if (typeof info.version === 'number') {
    info.version = String(info.version);
    log.add('info.version is a number', 'info/version');
  }

  walkSchemas(doc, (schema, at) => fixSchema(schema, at, log));
  authHeadersToSecurity(doc, log);
  fixProductQueriesDetails(doc, log);
  fixStocksWrite(doc, log);
  return log;
}

function fixSchema(schema: JsonObject, at: string, log: FixLog): void {
  if ('type' in schema && (typeof schema.type !== 'string' || !JSON_TYPES.has(schema.type))) {
    const replacement =
      typeof schema.type === 'string' ? TYPE_REPLACEMENTS[schema.type] : undefined;
    if (replacement) Object.assign(schema, replacement);
    else delete schema.type;
    log.add('invalid type', at);
  }
  // `description: null` and the like: JSON Schema wants a string (or no key at all).
  for (const key of NULL_FREE_KEYWORDS) {
    if (key in schema && schema[key] === null) {
      delete schema[key];
      log.add('null keyword value', `${at}/${key}`);
    }
  }
  if ('enum' in schema && !Array.isArray(schema.enum)) {
    delete schema.enum;
    log.add('enum: null', at);
  }
  // `items: null` beside a `$ref`: the reference was meant for the items.
  if ('items' in schema && schema.items === null && typeof schema.$ref === 'string') {
    schema.items = { $ref: schema.$ref };
    delete schema.$ref;
    schema.type = 'array';
    log.add('items: null beside $ref', at);
  }
  if (isObject(schema.items) && schema.type === undefined) {
    schema.type = 'array';
    log.add('items without type array', at);
  }
  if (schema.type === 'array' && !isObject(schema.items)) {
    schema.items = {};
    log.add('array without items', at);
  }
  // A boolean `required: true` inside a property: meant as the parent's required list.
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isObject(property) && typeof property.required === 'boolean') {
        if (property.required) {
          const list = Array.isArray(schema.required) ? (schema.required as string[]) : [];
          if (!list.includes(name)) list.push(name);
          schema.required = list;
        }
        delete property.required;
        log.add('boolean required in a property', `${at}/properties/${name}`);
      }
    }
  }
}

/**
 * 179 operations list Client-Id / Api-Key as required header parameters; they are the
 * credentials, so they become a security scheme (clients then do not demand them per call).
 */
function authHeadersToSecurity(doc: JsonObject, log: FixLog): void {
  for (const [, op, at] of operations(doc)) {
    if (!Array.isArray(op.parameters)) continue;
    const kept = op.parameters.filter((p) => !(isObject(p) && AUTH_PARAMETERS.has(String(p.$ref))));
    if (kept.length === op.parameters.length) continue;
    if (kept.length > 0) op.parameters = kept;
    else delete op.parameters;
    log.add('auth headers as parameters', at);
  }
  const components = doc.components as JsonObject;
  components.securitySchemes = {
    ClientId: { type: 'apiKey', in: 'header', name: 'Client-Id' },
    ApiKey: { type: 'apiKey', in: 'header', name: 'Api-Key' },
  };
  doc.security = [{ ClientId: [], ApiKey: [] }];
  log.add('no security scheme', 'components/securitySchemes');
}

/**
 * /v1/analytics/product-queries/details: its 403/404/409 replies sit inside `400` and point at
 * a file that does not exist; they are lifted one level up and pointed at #/components/schemas/rpcStatus.
 */
function fixProductQueriesDetails(doc: JsonObject, log: FixLog): void {
  for (const [, op, at] of operations(doc)) {
    const responses = op.responses;
    if (!isObject(responses)) continue;
    for (const [status, reply] of Object.entries(responses)) {
      if (!isObject(reply)) continue;
      for (const [inner, nested] of Object.entries(reply)) {
        if (!/^\d{3}$/.test(inner) || !isObject(nested)) continue;
        if (!(inner in responses)) responses[inner] = nested;
        delete reply[inner];
        log.add('responses nested under another status', `${at}/responses/${status}/${inner}`);
      }
    }
    for (const [status, reply] of Object.entries(responses)) {
      const content = isObject(reply) ? reply.content : undefined;
      if (!isObject(content)) continue;
      for (const [type, media] of Object.entries(content)) {
        if (isObject(media) && isObject(media.schema) && media.schema.$ref === MISSING_RPC_STATUS) {
          media.schema = { $ref: '#/components/schemas/rpcStatus' };
          log.add('$ref to missing rpcStatus.yaml', `${at}/responses/${status}/content/${type}`);
        }
      }
    }
    if (isObject(responses['400']) && !('description' in responses['400'])) {
      responses['400'].description = 'Ошибка';
    }
  }
}

/**
 * /v2/products/stocks requires `product_id` and `quant_size`; `quant_size` is not a declared
 * property any more (withdrawn in 2025) and either `offer_id` or `product_id` names the item.
 */
function fixStocksWrite(doc: JsonObject, log: FixLog): void {
  const schemas = (doc.components as JsonObject).schemas as JsonObject;
  const stock = schemas.productv2ProductsStocksRequestStock;
  if (!isObject(stock) || !Array.isArray(stock.required)) return;
  const before = stock.required as string[];
  stock.required = before.filter((name) => name !== 'quant_size' && name !== 'product_id');
  if ((stock.required as string[]).length !== before.length) {
    log.add(
      'stocks write requires quant_size and product_id',
      'components/schemas/productv2ProductsStocksRequestStock',
    );
  }
}
