import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { useAuth, useLogout } from '../../../lib/auth.js';
import { navigateKeepingCompany } from '../../../lib/navigation.js';
import { useTwoFactorChanged } from '../api/two-factor.js';
import { ChangePasswordDialog } from './change-password-dialog.js';
import { TwoFactorSetupFlow } from './two-factor-setup.js';

/**
 * An admin whose company requires two-factor, without it: this screen, in place of every page,
 * until it is set up (the server refuses their other calls). A password that must be changed
 * comes first, over it.
 */
export function TwoFactorRequiredScreen() {
  const { user } = useAuth();
  const changed = useTwoFactorChanged();
  const logout = useLogout();
  if (!user) return null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl font-bold">Set up two-factor</h1>
          </CardTitle>
          <CardDescription>
            {user.companyName} requires two-factor authentication for admins. Set it up to continue.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <TwoFactorSetupFlow companyName={user.companyName} onDone={() => void changed()} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => navigateKeepingCompany('/login') })
            }
          >
            <LogOut aria-hidden /> Logout
          </Button>
        </CardContent>
      </Card>
      {user.mustChangePassword && <ChangePasswordDialog open forced onOpenChange={() => {}} />}
    </main>
  );
}
