import { Controller } from 'react-hook-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Label } from '../../../components/ui/label.js';
import { Switch } from '../../../components/ui/switch.js';
import type { SettingsForm } from './settings-form-types.js';

/**
 * Access rules of the company: two-factor for admins (decision 046), and whether the public API
 * answers its members' tokens (decision 061).
 */
export function SecurityCard({ form }: { form: SettingsForm }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Security</h2>
        </CardTitle>
        <CardDescription>
          Admins without two-factor authentication are asked to set it up before they can do
          anything else, at their next sign-in or request (you too, if yours is off). With the
          public API off, every API token of the company is refused.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Controller
          control={form.control}
          name="requireTwoFactorForAdmins"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id="require-two-factor-for-admins"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
              <Label htmlFor="require-two-factor-for-admins">Require two-factor for admins</Label>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="apiAccess"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id="api-access"
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
              <Label htmlFor="api-access">Allow the public API (API tokens)</Label>
            </div>
          )}
        />
      </CardContent>
    </Card>
  );
}
