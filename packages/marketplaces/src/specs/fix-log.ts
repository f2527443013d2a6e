/**
 * A normaliser's record of what it changed: one entry per place, so a test can pin the count
 * per rule and a newer official file shows up as a diff instead of silently passing.
 */
export interface Fix {
  /** Short rule name, as listed in specs/ERRATA.md. */
  readonly rule: string;
  /** JSON pointer-ish place in the document (path keys joined by '/'). */
  readonly at: string;
}

export class FixLog {
  readonly fixes: Fix[] = [];

  add(rule: string, at: string): void {
    this.fixes.push({ rule, at });
  }

  /** Count of fixes per rule, sorted by rule, for a snapshot. */
  countByRule(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { rule } of [...this.fixes].sort((a, b) => a.rule.localeCompare(b.rule))) {
      counts[rule] = (counts[rule] ?? 0) + 1;
    }
    return counts;
  }
}

/** An OpenAPI document as plain JSON: the normalisers edit it in place. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
