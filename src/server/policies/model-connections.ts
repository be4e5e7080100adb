import { isAdmin, isOperatorStaff, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import {
  ADMIN_ACCESS_REQUIRED,
  COMPANY_NOT_FOUND,
  deny,
  type Loaded,
  type Rule,
} from './authorize.js';

const MODEL_CONNECTION_ADMIN_ONLY = 'Only administrators can change the model connection';
const PLATFORM_CONNECTION_OPERATOR_ONLY =
  "Only the operator's staff can manage the platform's model connection";

/**
 * A company's model connection and which way its assistants run: its admins, and operator staff
 * for any company (in the platform company: the platform's default). Another company reads as
 * missing (404).
 */
function manage(forbiddenMessage: string): Rule<Loaded<CompanySubject>> {
  return (actor, company) => {
    if (!isAdmin(actor)) return deny(403, forbiddenMessage);
    if (!company || !ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
    return true;
  };
}

/** The platform's default connection, which every company without its own uses. */
const managePlatform: Rule<void> = (actor) =>
  isOperatorStaff(actor) ? true : deny(403, PLATFORM_CONNECTION_OPERATOR_ONLY);

export const modelConnectionPolicy = {
  read: manage(ADMIN_ACCESS_REQUIRED),
  save: manage(MODEL_CONNECTION_ADMIN_ONLY),
  test: manage('Only administrators can test the model connection'),
  readRunsOn: manage(ADMIN_ACCESS_REQUIRED),
  saveRunsOn: manage('Only administrators can choose which way assistants run'),
  managePlatform,
  /**
   * The end of the platform's key is shown to operator staff only: a company's admins see that
   * one is set, never any of it.
   */
  seePlatformKey: managePlatform,
};
