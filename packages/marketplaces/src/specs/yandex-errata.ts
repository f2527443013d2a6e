import { FixLog, isObject, type JsonObject } from './fix-log';
import { walkSchemas } from './walk-schemas';

/** The listed fixes for the bundled Yandex Market file (specs/ERRATA.md, section Yandex Market). */
export function normaliseYandex(doc: JsonObject): FixLog {
  const log = new FixLog();
  ddMmYyyyDates(doc, log);
  pageTokenAlias(doc, log);
  walkSchemas(doc, (schema, at) => fixPattern(schema, at, log));
  return log;
}

/** Patterns that are no valid regular expression (with the `u` flag JSON Schema implies). */
const PATTERN_REPLACEMENTS: Record<string, string> = {
  // A box's fulfilment id: letters, digits, hyphens and spaces were meant.
  '^[[a-zA-Z0-9]- ]*$': '^[a-zA-Z0-9\\- ]*$',
};

function fixPattern(schema: JsonObject, at: string, log: FixLog): void {
  if (typeof schema.pattern !== 'string') return;
  try {
    new RegExp(schema.pattern, 'u');
  } catch {
    const replacement = PATTERN_REPLACEMENTS[schema.pattern];
    if (replacement === undefined) delete schema.pattern;
    else schema.pattern = replacement;
    log.add('invalid pattern', at);
  }
}

const SAYS_DD_MM_YYYY = /ДД-ММ-ГГГГ/;

/**
 * Several dates are `format: date` (yyyy-MM-dd) while their text says `ДД-ММ-ГГГГ`, which is
 * what the API takes (e.g. the orders list's fromDate/toDate). They get the file's own custom
 * format `date-dd-MM-yyyy`.
 */
function ddMmYyyyDates(doc: JsonObject, log: FixLog): void {
  const parameters = isObject(doc.components) ? (doc.components.parameters as JsonObject) : {};
  for (const [name, parameter] of Object.entries(parameters ?? {})) {
    if (!isObject(parameter) || !isObject(parameter.schema)) continue;
    const text = String(parameter.description ?? '');
    if (parameter.schema.format === 'date' && SAYS_DD_MM_YYYY.test(text)) {
      parameter.schema.format = 'date-dd-MM-yyyy';
      log.add('date that is dd-MM-yyyy', `components/parameters/${name}`);
    }
  }
  walkSchemas(doc, (schema, at) => {
    if (schema.format === 'date' && SAYS_DD_MM_YYYY.test(String(schema.description ?? ''))) {
      schema.format = 'date-dd-MM-yyyy';
      log.add('date that is dd-MM-yyyy', at);
    }
  });
}

/**
 * The page token is declared `pageToken` with `x-aliases: [pageToken, page_token]`; the API
 * takes either. The alias is declared as its own optional parameter so validators and
 * generated types accept `page_token` too.
 */
function pageTokenAlias(doc: JsonObject, log: FixLog): void {
  const parameters = isObject(doc.components) ? (doc.components.parameters as JsonObject) : {};
  for (const [name, parameter] of Object.entries(parameters ?? {})) {
    if (!isObject(parameter) || !Array.isArray(parameter['x-aliases'])) continue;
    for (const alias of parameter['x-aliases'] as string[]) {
      if (alias === parameter.name) continue;
      const aliasName = `${name}_${alias}`;
      parameters[aliasName] = { ...parameter, name: alias, 'x-aliases': undefined };
      delete (parameters[aliasName] as JsonObject)['x-aliases'];
      addBesideEveryUse(
        doc,
        `#/components/parameters/${name}`,
        `#/components/parameters/${aliasName}`,
      );
      log.add('page token alias not declared', `components/parameters/${name}`);
    }
  }
}

function addBesideEveryUse(doc: JsonObject, ref: string, aliasRef: string): void {
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const op of Object.values(item)) {
      if (!isObject(op) || !Array.isArray(op.parameters)) continue;
      const list = op.parameters as JsonObject[];
      if (list.some((p) => p.$ref === ref) && !list.some((p) => p.$ref === aliasRef)) {
        list.push({ $ref: aliasRef });
      }
    }
  }
}
