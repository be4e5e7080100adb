/** What a model connection's failures say, in the user's words (decision 058). */

function seconds(ms: number): string {
  const s = ms / 1000;
  const text = Number.isInteger(s) ? String(s) : String(Number(s.toFixed(1)));
  return `${text} ${s === 1 ? 'second' : 'seconds'}`;
}

/** The provider's own words, shortened: kept for admins beside the user's message. */
export const providerReason = (text: string) =>
  text.length > 300 ? `${text.slice(0, 297)}...` : text;

export const modelMessages = {
  keyRefused: () =>
    "The model connection's API key was refused. An admin can check the key in the model connection.",
  unknownModel: (model: string) =>
    `The model connection has no model named "${model}". An admin can check the model name in the model connection.`,
  busy: () => 'The model is busy: try again in a minute.',
  tooLong: (model: string) =>
    `The request is too long for the model ${model}. Shorten the inputs, or choose a model with a larger context.`,
  refused: (status: number, reason: string | null) =>
    `The model refused the request (HTTP ${status})${reason ? `: ${providerReason(reason)}` : '.'}`,
  serverFailed: (status: number) =>
    `The model's server failed (HTTP ${status}). Try again in a minute.`,
  timeout: (ms: number) => `The model did not answer within ${seconds(ms)}.`,
  unreachable: (host: string) =>
    `The model connection's address (${host}) could not be reached. An admin can check the address in the model connection.`,
  blocked: (reason: string) => `The model connection's address is not allowed: ${reason}.`,
  invalidUrl: (reason: string) => `The model connection's address cannot be used: ${reason}.`,
  cut: () => "The model's answer was cut off before it ended.",
  empty: () => 'The model answered with no text. Try again, or choose another model.',
  interrupted: () =>
    'The model call was interrupted because the server is restarting. Please try again in a moment.',
};
