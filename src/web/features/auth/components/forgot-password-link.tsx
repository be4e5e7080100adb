import { withCompany } from '../../../lib/api.js';
import { useTenant } from '../../../lib/tenant.js';

/** "Forgot password?" under the sign-in form, only when email is configured (decision 044). */
export function ForgotPasswordLink() {
  const tenant = useTenant().data;
  if (!tenant?.passwordReset) return null;
  return (
    <p className="mt-4 text-center text-sm">
      <a
        href={withCompany('/forgot-password')}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </a>
    </p>
  );
}
