import type { Resolver } from 'react-hook-form';
import { loadSchema } from '@core/assistants/form-helpers.js';
import type { FormSchema, FormValues } from '@core/assistants/types.js';

/**
 * An assistant form's validation, loaded with its first check instead of with the form
 * (decision 054): the assistant's schema (and zod's core under it) and the zod resolver arrive
 * when the form is first checked (a change, a submit, "Save as preset"), or earlier when `load`
 * is called (the form is focused or pressed). The checks and their messages are the schema's,
 * as before; a failed load is tried again at the next check.
 */
export function lazySchemaResolver(schema: FormSchema) {
  let ready: Promise<Resolver<FormValues>> | undefined;
  const get = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema(schema)]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded, undefined, { raw: true }),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<FormValues> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, load: () => void get().catch(() => undefined) };
}
