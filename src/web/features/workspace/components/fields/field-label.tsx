import type { FieldDescriptor } from '@core/assistants/types.js';

/** A field's label with the required marker (the marker is not part of the accessible name). */
export function FieldLabel({ field }: { field: FieldDescriptor }) {
  return (
    <>
      {field.label}
      {field.required && (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      )}
    </>
  );
}
