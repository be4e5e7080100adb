/**
 * The conversation session ID, kept per company in local storage ("default" when the company is
 * not known yet). The automation keys its memory by it; Clear Memory starts a new one.
 */
const keyFor = (companyId: string | undefined) => `copydesk.sessionId.${companyId || 'default'}`;

function newSessionId(): string {
  return `session_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

export function getSessionId(companyId: string | undefined): string {
  const key = keyFor(companyId);
  let value = localStorage.getItem(key);
  if (!value) {
    value = localStorage.getItem(keyFor(undefined)) ?? newSessionId();
    localStorage.setItem(key, value);
  }
  return value;
}

export function resetSessionId(companyId: string | undefined): string {
  const value = newSessionId();
  localStorage.setItem(keyFor(companyId), value);
  window.dispatchEvent(new Event('copydesk:session-id'));
  return value;
}
