/**
 * The failure statuses of generate and revise: invalid input 400, signed out 401, assistant
 * disabled 403, unknown company 404, no webhook 409, webhook address refused 422, plan limit
 * 429, automation failed 502, automation call interrupted by a shutdown or database unavailable
 * 503, automation too slow 504.
 */
export function generateErrorResponses<S>(schema: S) {
  return {
    400: schema,
    401: schema,
    403: schema,
    404: schema,
    409: schema,
    422: schema,
    429: schema,
    502: schema,
    503: schema,
    504: schema,
  };
}
