import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The message each field would show, exactly as the forms get them: through react-hook-form's
 * zod resolver, first message per field.
 */
export async function formErrors<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  values: z.input<Schema>,
): Promise<Record<string, string | undefined>> {
  const resolve = zodResolver(schema);
  const { errors } = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, error?.message as string | undefined]),
  );
}
