import { useId } from 'react';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { errorText } from '../../lib/api.js';
import { toast } from '../../lib/use-toast.js';
import { useNotificationSettings, useSaveNotificationSettings } from './notifications-api.js';

/** "Email me about reviews": the signed-in user's review emails, on or off. */
export function ReviewEmailToggle() {
  const id = useId();
  const { data } = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const checked = save.isPending ? save.variables : (data?.email ?? true);
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
      <Label htmlFor={id} className="font-normal">
        Email me about reviews
      </Label>
      <Switch
        id={id}
        checked={checked}
        disabled={!data || save.isPending}
        onCheckedChange={(email) =>
          save.mutate(email, {
            onError: (error) =>
              toast({
                title: 'Not saved',
                description: errorText(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
