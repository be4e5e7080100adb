import { errorSchema } from '@core/api/common.js';

/** The error answers every report route declares. */
export const reportErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};
