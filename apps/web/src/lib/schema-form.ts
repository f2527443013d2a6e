import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

/*
 * The form state of the sign-in screen, without a form library: react-hook-form and its zod
 * resolver were 15 KB of /login's 200 KB JavaScript budget for two text fields (README, "Notes
 * on dependencies"). The other forms keep react-hook-form.
 *
 * It behaves as react-hook-form does in its `onTouched` mode with a zod resolver: the values
 * are checked against the zod schema on every change, the submit waits for them to be valid,
 * and a field shows its message (the schema's first for that field) once it has been left or
 * the form has been submitted, never while its first character is being typed.
 */

type TextValues = Record<string, string>;

/** What binds a text input to one field. */
export interface SchemaFormField {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

export interface SchemaForm<Values extends TextValues> {
  /** Whether the current values pass the schema. */
  isValid: boolean;
  /** The props of the field's input: its name, value and events. */
  field(name: keyof Values & string): SchemaFormField;
  /** The field's message once it has been left or the form submitted; otherwise undefined. */
  error(name: keyof Values & string): string | undefined;
  /** Stores a value as if it had been typed (the drawn form's takeover, lib/drawn-screen.ts). */
  setValue(name: keyof Values & string, value: string): void;
  /**
   * The form's submit handler: shows every field's message, then calls `onValid` with the
   * schema's output when the values pass, or focuses the first field that does not.
   */
  handleSubmit(
    onValid: (values: Values) => unknown,
  ): (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** Each field's first message in the schema's order, by the field's name. */
function firstMessages(issues: readonly z.core.$ZodIssue[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !messages.has(name)) messages.set(name, issue.message);
  }
  return messages;
}

export function useSchemaForm<Values extends TextValues>(
  schema: z.ZodType<Values>,
  defaultValues: Values,
): SchemaForm<Values> {
  const [values, setValues] = useState(defaultValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // The values as of now, for a submit in the same task as a change (a takeover, then its
  // queued submit) that the next render has not brought into `values` yet.
  const latest = useRef(values);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const messages = useMemo(
    () => (result.success ? new Map<string, string>() : firstMessages(result.error.issues)),
    [result],
  );

  const setValue = (name: string, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  };
  const touch = (name: string) => {
    setTouched((names) => (names.has(name) ? names : new Set(names).add(name)));
  };

  return {
    isValid: result.success,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => touch(name),
    }),
    error: (name) => (submitted || touched.has(name) ? messages.get(name) : undefined),
    setValue,
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      setSubmitted(true);
      const parsed = schema.safeParse(latest.current);
      if (parsed.success) {
        await onValid(parsed.data);
        return;
      }
      const [firstInvalid] = firstMessages(parsed.error.issues).keys();
      const input = firstInvalid && event?.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
    },
  };
}
