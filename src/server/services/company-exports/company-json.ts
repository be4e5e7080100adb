import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  assistantRunsOn,
  companies,
  modelConnections,
  ssoSettings,
  webhookSettings,
} from '../../db/schema.js';
import { assistantAccessMap } from '../assistant-access.js';

/**
 * `company.json` of an export: the company's settings as stored, with every secret left out.
 * Webhook and model keys and the single sign-on client secret say only whether one is set.
 */
export async function companyJson(db: Db, companyId: number): Promise<string> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error('The company no longer exists');
  const webhooks = await db
    .select()
    .from(webhookSettings)
    .where(eq(webhookSettings.companyId, companyId))
    .orderBy(asc(webhookSettings.assistantType));
  const [sso] = await db.select().from(ssoSettings).where(eq(ssoSettings.companyId, companyId));
  const [model] = await db
    .select()
    .from(modelConnections)
    .where(eq(modelConnections.companyId, companyId));
  const runsOn = await db
    .select({ assistantType: assistantRunsOn.assistantType, runsOn: assistantRunsOn.runsOn })
    .from(assistantRunsOn)
    .where(eq(assistantRunsOn.companyId, companyId))
    .orderBy(asc(assistantRunsOn.assistantType));
  const document = {
    companyId: company.slug,
    companyName: company.companyName,
    createdAt: company.createdAt.toISOString(),
    settings: { requireTwoFactorForAdmins: company.requireTwoFactorForAdmins },
    branding: {
      logoUrl: company.logoUrl,
      faviconUrl: company.faviconUrl,
      primaryColor: company.primaryColor,
      secondaryColor: company.secondaryColor,
      customCss: company.customCss,
    },
    customization: company.assistantCustomization,
    assistantAccess: await assistantAccessMap(db, companyId),
    webhooks: webhooks.map((w) => ({
      assistantType: w.assistantType,
      webhookUrl: w.webhookUrl,
      responseMode: w.responseMode,
      keySet: w.apiKeyEncrypted !== '',
      updatedAt: w.updatedAt.toISOString(),
    })),
    /** Its own model connection (decision 058); the key only as whether one is set. */
    modelConnection: model
      ? {
          provider: model.provider,
          baseUrl: model.baseUrl,
          model: model.model,
          label: model.label,
          inputPricePerMillion: model.inputPricePerMillion,
          outputPricePerMillion: model.outputPricePerMillion,
          keySet: model.apiKeyEncrypted !== '',
          updatedAt: model.updatedAt.toISOString(),
        }
      : null,
    /** The ways an admin chose; assistants left out follow the default. */
    runsOn: Object.fromEntries(runsOn.map((row) => [row.assistantType, row.runsOn])),
    brandVoice: company.brandVoice,
    plan: {
      name: company.planName,
      monthlyPrice: Number(company.planMonthlyPrice),
      generationLimit: company.planGenerationLimit,
    },
    /** Days generated content is kept; null keeps it all. */
    contentRetentionDays: company.contentRetentionDays,
    singleSignOn: sso
      ? {
          issuer: sso.issuer,
          clientId: sso.clientId,
          clientSecretSet: sso.clientSecretEncrypted !== '',
          buttonLabel: sso.buttonLabel,
          allowedEmailDomains: sso.allowedEmailDomains,
          defaultRole: sso.defaultRole,
          passwordSignIn: sso.passwordSignIn,
          trustProviderEmails: sso.trustProviderEmails,
        }
      : null,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
