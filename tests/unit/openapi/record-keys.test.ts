import { describe, expect, it } from 'vitest';
import { defineRecordKeys } from '../../../src/server/openapi/record-keys.js';

const entry = { type: 'object', properties: { url: { type: 'string' } } };

describe('defineRecordKeys', () => {
  it('names the keys a record over an enum requires, and no others', () => {
    const record = { type: 'object', additionalProperties: entry, required: ['blog', 'website'] };
    expect(defineRecordKeys({ anyOf: [record] })).toEqual({
      anyOf: [
        {
          type: 'object',
          required: ['blog', 'website'],
          properties: { blog: entry, website: entry },
          additionalProperties: false,
        },
      ],
    });
  });

  it('leaves objects with properties, open records and partial records as they are', () => {
    const schemas = [
      { type: 'object', properties: { a: entry }, required: ['a'] },
      { type: 'object', additionalProperties: entry },
      { type: 'object', additionalProperties: entry, required: [] },
      { type: 'object', additionalProperties: true, required: ['a'] },
    ];
    expect(defineRecordKeys(schemas)).toEqual(schemas);
  });
});
