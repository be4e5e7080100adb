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

/** Sign-in rules of the company: two-factor for admins (decision 046). */
export function SecurityCard({ form }: { form: SettingsForm }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Security</h2>
        </CardTitle>
        <CardDescription>
          Admins without two-factor authentication are asked to set it up before they can do
          anything else, at their next sign-in or request (you too, if yours is off).
        </CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
