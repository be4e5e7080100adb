/** Placeholder until the webhook settings issue lands. */
export function WebhookSettingsDialog(_props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return null;
}
