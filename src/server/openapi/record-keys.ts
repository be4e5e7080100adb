/**
 * Names the keys of records whose keys are an enum, in a JSON schema converted for OpenAPI 3.0.
 *
 * zod writes `z.record(z.enum([...]), value)` as `propertyNames: {enum}`, `required: [every
 * key]` and `additionalProperties: value`. OpenAPI 3.0 has no `propertyNames`, so the conversion
 * drops it, leaving an object that requires keys it never defines (decision 037). Such an object
 * (`required`, no `properties`, a schema in `additionalProperties`) gets each required key as a
 * property with the value's schema, and no other keys: what the record accepts.
 */
export function defineRecordKeys<T>(node: T): T {
  if (Array.isArray(node)) return node.map(defineRecordKeys) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, defineRecordKeys(child)]),
  );
  const { required, properties, additionalProperties: value } = copy;
  if (
    Array.isArray(required) &&
    required.length > 0 &&
    properties === undefined &&
    isSchema(value)
  ) {
    copy.properties = Object.fromEntries(required.map((key: string) => [key, value]));
    copy.additionalProperties = false;
  }
  return copy as T;
}

function isSchema(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
