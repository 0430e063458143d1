import { type FormErrors, schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { z } from 'zod';

type Options<Values, Output> = Omit<UseFormInput<Values, Output>, 'validate' | 'transformValues'> & {
  initialValues: Values;
};

/**
 * The one way to build a form: Mantine's form, checked by the zod schema the server's route parses (or one
 * built on it). Each field's error is the schema's message, and a valid submit hands over the schema's
 * output, trimmed and converted, which is exactly what the server will accept.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  options: Options<Values, z.output<Schema>>,
) {
  // Kept stable: the form's own callbacks (setValues among them) change whenever the resolver does.
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  return useForm<Values, z.output<Schema>>({
    ...options,
    validate,
    // Runs only after the resolver found no error, so the parse succeeds.
    transformValues: (values) => schema.parse(values),
  });
}

/** The first error in the schema's order, for the forms that show one message above their fields. */
export function firstError(errors: FormErrors): string | null {
  const first = Object.values(errors).find((error) => error !== undefined && error !== null);
  return first === undefined ? null : String(first);
}
