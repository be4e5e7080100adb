import { isAdmin } from './actor.js';

/** The parts of a signed-in user the two-factor rule looks at. */
interface TwoFactorSubject {
  role: Parameters<typeof isAdmin>[0]['role'];
  twoFactorEnabled: boolean;
  companyRequiresTwoFactorForAdmins: boolean;
}

/**
 * An admin (or platform admin) whose company requires two-factor for admins and who has not
 * turned it on: signed in, but sent to set it up before anything else (decision 046).
 */
export const twoFactorSetupRequired = (user: TwoFactorSubject): boolean =>
  isAdmin(user) && user.companyRequiresTwoFactorForAdmins && !user.twoFactorEnabled;
