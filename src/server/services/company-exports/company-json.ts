import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { companies, ssoSettings, webhookSettings } from '../../db/schema.js';
import { assistantAccessMap } from '../assistant-access.js';

/**
 * `company.json` of an export: the company's settings as stored, with every secret left out.
 * Webhook keys and the single sign-on client secret say only whether one is set.
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
        }
      : null,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
