/**
 * String formats the official files use beyond JSON Schema's own, with what each accepts. A
 * validator (Ajv in the sandbox) registers these; openapi-typescript ignores formats.
 */
const DD_MM_YYYY = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/;
const DD_MM_YYYY_HH_MM_SS =
  /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** Wildberries statistics: a date, or a date-time with or without zone and fraction. */
const DATE_OR_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const CUSTOM_FORMATS: Record<string, RegExp | true> = {
  // Yandex Market
  'date-dd-MM-yyyy': DD_MM_YYYY,
  'date-dd-MM-yyyy-HH-mm-ss': DD_MM_YYYY_HH_MM_SS,
  // Wildberries (wildberries-errata.ts)
  'wb-date-or-date-time': DATE_OR_DATE_TIME,
  // Names the files use as formats without defining them (the type carries the check): Ozon
  // `uint64`, `uint`, `uint32`, `float64`, `int`, `string`, `plaintext`; WB and YM `UUID`,
  // `ISO 4217`, `date (dd.mm.yyyy)`, `ГГГГ-ММ-ДД`. Accepted as they come.
  uint64: true,
  uint: true,
  uint32: true,
  float64: true,
  int: true,
  string: true,
  plaintext: true,
  UUID: true,
  'ISO 4217': true,
  'date (dd.mm.yyyy)': true,
  'ГГГГ-ММ-ДД': true,
  // OpenAPI's numeric and binary formats (type carries the check).
  int32: true,
  int64: true,
  float: true,
  double: true,
  binary: true,
  byte: true,
};
