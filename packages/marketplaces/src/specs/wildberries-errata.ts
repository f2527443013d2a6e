import { FixLog, isObject, type JsonObject } from './fix-log';
import { operations } from './walk-schemas';

/** The listed fixes for one Wildberries category file (specs/ERRATA.md, section Wildberries). */
export function normaliseWildberries(doc: JsonObject): FixLog {
  const log = new FixLog();
  synthesiseOperationIds(doc, log);
  dateOrDateTime(doc, log);
  statisticsTimesWithoutZone(doc, log);
  rateLimitHeaders(doc, log);
  overlappingCommissionShapes(doc, log);
  return log;
}

/** `GET /api/v1/supplier/orders` → `getApiV1SupplierOrders` (273 of 299 operations have none). */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

function synthesiseOperationIds(doc: JsonObject, log: FixLog): void {
  const taken = new Set<string>();
  for (const [, op] of operations(doc)) {
    if (typeof op.operationId === 'string') taken.add(op.operationId);
  }
  for (const [path, op, at] of operations(doc)) {
    if (typeof op.operationId === 'string') continue;
    const method = at.slice(at.lastIndexOf('/') + 1);
    let id = operationIdFor(method, path);
    while (taken.has(id)) id += '_';
    taken.add(id);
    op.operationId = id;
    log.add('no operationId', at);
  }
}

/**
 * Statistics dates are declared `date-time` while their text allows a bare date and a time
 * without a zone (Moscow time): `2019-06-20`, `2019-06-20T23:59:59`. The custom format
 * `wb-date-or-date-time` (custom-formats.ts) accepts exactly those.
 */
function dateOrDateTime(doc: JsonObject, log: FixLog): void {
  for (const [, op, at] of operations(doc)) {
    if (!Array.isArray(op.parameters)) continue;
    op.parameters.forEach((parameter, i) => {
      if (!isObject(parameter) || !isObject(parameter.schema)) return;
      const text = typeof parameter.description === 'string' ? parameter.description : '';
      if (parameter.schema.format === 'date-time' && /дату или дату со временем/i.test(text)) {
        parameter.schema.format = 'wb-date-or-date-time';
        log.add('date-time that takes a bare date', `${at}/parameters/${i}`);
      }
    });
  }
}

/**
 * Statistics replies declare their times `date-time`, yet send Moscow time without a zone, as
 * the file's own examples show (`lastChangeDate: '2022-03-06T10:11:07'`). Their 200 replies'
 * date-time fields take the same custom format as the parameters.
 */
function statisticsTimesWithoutZone(doc: JsonObject, log: FixLog): void {
  const seen = new Set<object>();
  const visit = (node: unknown, at: string): void => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      const path = node.$ref.slice(2);
      const target = path
        .split('/')
        .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), doc);
      visit(target, path);
      return;
    }
    if (node.type === 'string' && node.format === 'date-time') {
      node.format = 'wb-date-or-date-time';
      log.add('statistics time without zone', at);
    }
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        visit(child, `${at}/properties/${name}`);
      }
    }
    visit(node.items, `${at}/items`);
  };
  for (const [, op, at] of operations(doc)) {
    if (op['x-category'] !== 'statistics' || !isObject(op.responses)) continue;
    const ok = op.responses['200'];
    if (!isObject(ok) || !isObject(ok.content)) continue;
    for (const [type, media] of Object.entries(ok.content)) {
      if (isObject(media)) visit(media.schema, `${at}/responses/200/content/${type}/schema`);
    }
  }
}

const RATE_LIMIT_HEADERS = {
  'X-Ratelimit-Retry': 'Через сколько секунд можно повторить запрос',
  'X-Ratelimit-Limit': 'Размер пачки запросов (burst)',
  'X-Ratelimit-Reset': 'Через сколько секунд восстановится вся пачка',
  'X-Ratelimit-Remaining': 'Сколько запросов осталось',
} as const;

/** The 429 replies carry X-Ratelimit-* headers that no file declares. */
function rateLimitHeaders(doc: JsonObject, log: FixLog): void {
  const declare = (reply: JsonObject, at: string): void => {
    const headers = isObject(reply.headers) ? reply.headers : {};
    let added = false;
    for (const [name, description] of Object.entries(RATE_LIMIT_HEADERS)) {
      if (name in headers) continue;
      headers[name] = { description, schema: { type: 'integer' } };
      added = true;
    }
    reply.headers = headers;
    if (added) log.add('429 without rate-limit headers', at);
  };
  const components = isObject(doc.components) ? doc.components : {};
  const shared = isObject(components.responses) ? components.responses : {};
  for (const [name, reply] of Object.entries(shared)) {
    if (name.includes('429') && isObject(reply) && !('$ref' in reply)) {
      declare(reply, `components/responses/${name}`);
    }
  }
  for (const [, op, at] of operations(doc)) {
    const reply = isObject(op.responses) ? op.responses['429'] : undefined;
    if (isObject(reply) && !('$ref' in reply)) declare(reply, `${at}/responses/429`);
  }
}

/**
 * `/api/v1/tariffs/commission` answers `oneOf` five shapes (Russia, China, Turkey, Uzbekistan,
 * UAE) that differ only by their commission fields, none required and four of them open to other
 * fields: every answer matches several, so `oneOf` refuses every answer. `anyOf` says what the
 * file means (one of these shapes, whichever the seller's country).
 */
function overlappingCommissionShapes(doc: JsonObject, log: FixLog): void {
  for (const [path, op, at] of operations(doc)) {
    if (path !== '/api/v1/tariffs/commission' || !isObject(op.responses)) continue;
    const ok = op.responses['200'];
    const media = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : undefined;
    const schema = isObject(media) ? media.schema : undefined;
    if (!isObject(schema) || !Array.isArray(schema.oneOf)) continue;
    schema.anyOf = schema.oneOf;
    delete schema.oneOf;
    log.add('oneOf of overlapping shapes', `${at}/responses/200/content/application/json/schema`);
  }
}
