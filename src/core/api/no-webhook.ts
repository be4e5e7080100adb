/**
 * The refusal when an assistant has no webhook (decision 017, Webhooks): written by the server,
 * recognised by the workspace, which then explains it in the results panel.
 */
export function noWebhookMessage(assistantName: string): string {
  return (
    `The ${assistantName} assistant has no webhook configured. ` +
    'An administrator must set its webhook URL in Webhook Settings.'
  );
}

export function isNoWebhookMessage(message: string): boolean {
  return / assistant has no webhook configured\. /.test(message);
}
