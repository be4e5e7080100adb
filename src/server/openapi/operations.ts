/**
 * What `/api/openapi.json` says of each operation besides its schemas (decision 037): the name a
 * generated client gives it, and how it is authenticated. Keyed by method and route as Fastify
 * declares them; tests/api/app/openapi.test.ts fails when a documented route is missing here.
 */
type Security = { [scheme: string]: string[] }[];

/** Signed in: the session cookie, valid on the company it was made on. */
const SESSION: Security = [{ session: [] }];

/**
 * Routes marked `config: { public: true }` (decision 038) need no session: sign-in, the
 * company's branding. These of them take a credential all the same.
 */
const OWN_SECURITY: Record<string, Security> = {
  // Ends the session when there is one; answers the same without.
  'POST /api/auth/logout': [{ session: [] }, {}],
  // An automation answers with the token the webhook request gave it, never with a session.
  'POST /api/automation-callbacks/:id': [{ callbackToken: [] }],
};

export const OPERATION_IDS: Record<string, string> = {
  'POST /api/auth/login': 'signIn',
  'POST /api/auth/logout': 'signOut',
  'GET /api/auth/me': 'getCurrentUser',
  'POST /api/auth/change-password': 'changePassword',
  'POST /api/auth/login/2fa': 'finishTwoFactorSignIn',
  'POST /api/auth/2fa/setup': 'startTwoFactorSetup',
  'POST /api/auth/2fa/enable': 'enableTwoFactor',
  'POST /api/auth/2fa/disable': 'disableTwoFactor',
  'POST /api/auth/accept-invite': 'acceptInvitation',
  'POST /api/auth/forgot-password': 'requestPasswordReset',
  'POST /api/auth/reset-password': 'resetPasswordWithLink',
  'GET /api/auth/me/email': 'getOwnEmail',
  'PUT /api/auth/me/email': 'setOwnEmail',
  'GET /api/tenant/info': 'getTenantInfo',
  'GET /api/user-bot-access': 'listUsableAssistants',
  'POST /api/memory/clear': 'clearMemory',
  'GET /api/admin/users': 'listUsers',
  'POST /api/admin/users': 'createUser',
  'DELETE /api/admin/users/:id': 'deleteUser',
  'PUT /api/admin/users/:id/role': 'setUserRole',
  'POST /api/admin/users/:id/reset-password': 'resetUserPassword',
  'POST /api/admin/users/:id/reset-2fa': 'resetUserTwoFactor',
  'PATCH /api/admin/users/:id': 'setUserEmail',
  'POST /api/admin/users/:id/invite': 'resendInvitation',
  'GET /api/admin/companies': 'listCompanies',
  'POST /api/admin/companies': 'createCompany',
  'DELETE /api/admin/companies/:companyId': 'deleteCompany',
  'GET /api/admin/company-settings': 'getCompanySettings',
  'POST /api/admin/company-settings': 'saveCompanySettings',
  'GET /api/admin/companies/:companyId/settings': 'getCompanySettingsOf',
  'POST /api/admin/companies/:companyId/settings': 'saveCompanySettingsOf',
  'GET /api/admin/bot-access/:companyId': 'getAssistantAccess',
  'POST /api/admin/bot-access': 'saveAssistantAccess',
  'GET /api/admin/brand-voice': 'getBrandVoice',
  'PUT /api/admin/brand-voice': 'saveBrandVoice',
  'GET /api/admin/sso': 'getSingleSignOn',
  'PUT /api/admin/sso': 'saveSingleSignOn',
  'DELETE /api/admin/sso': 'removeSingleSignOn',
  'GET /api/auth/sso': 'getSignInOptions',
  'GET /api/admin/companies/:companyId/brand-voice': 'getBrandVoiceOf',
  'PUT /api/admin/companies/:companyId/brand-voice': 'saveBrandVoiceOf',
  'POST /api/admin/companies/:companyId/export': 'startCompanyExport',
  'GET /api/admin/companies/:companyId/exports': 'listCompanyExports',
  'GET /api/admin/exports/:id': 'getCompanyExport',
  'GET /api/admin/exports/:id/download': 'downloadCompanyExport',
  'POST /api/generate': 'generateContent',
  'POST /api/revise': 'reviseContent',
  'POST /api/generations': 'startGeneration',
  'GET /api/generations': 'listGenerations',
  'GET /api/generations/:id': 'getGeneration',
  'POST /api/generations/:id/cancel': 'cancelGeneration',
  'GET /api/generations/:id/events': 'streamGenerationEvents',
  'POST /api/automation-callbacks/:id': 'receiveAutomationResult',
  'GET /api/history': 'listHistory',
  'PUT /api/history/favorite/:id': 'toggleHistoryFavorite',
  'DELETE /api/history/:id': 'deleteHistoryItem',
  'PATCH /api/history/:id': 'editHistoryItem',
  'GET /api/history/:id/versions': 'listHistoryVersions',
  'POST /api/history/:id/restore': 'restoreHistoryVersion',
  'GET /api/presets': 'listPresets',
  'POST /api/presets': 'createPreset',
  'DELETE /api/presets/:id': 'deletePreset',
  'GET /api/settings': 'getWebhookSettings',
  'POST /api/settings': 'saveWebhookSettings',
  'GET /api/company-webhooks/:companyId': 'getCompanyWebhooks',
  'POST /api/company-webhooks/:companyId': 'saveCompanyWebhooks',
  'POST /api/company-webhooks/:companyId/copy-defaults': 'copyDefaultWebhooks',
  'POST /api/webhooks/test': 'testWebhook',
  'GET /api/automations/n8n/:file': 'downloadN8nWorkflow',
  'GET /api/admin/reports/user-stats': 'getUserStats',
  'GET /api/admin/reports/activity': 'listActivity',
  'GET /api/admin/reports/content-stats': 'getContentStats',
  'GET /api/admin/reports/login-stats': 'getLoginStats',
  'GET /api/admin/reports/usage-trends': 'getUsageTrends',
  'GET /api/admin/reports/export': 'exportUsageReport',
  'POST /api/admin/mark-usage-reports-viewed': 'markUsageReportsViewed',
  'GET /api/reports/me': 'getOwnUsage',
  'GET /api/platform-admin/stats': 'getPlatformStats',
  'GET /api/platform-admin/companies': 'listPlatformCompanies',
  'GET /api/platform-admin/metrics': 'getPlatformMetrics',
  'GET /api/platform-admin/bot-analytics': 'getAssistantAnalytics',
  'GET /api/admin/automation-health': 'getAutomationHealth',
  'GET /api/admin/audit-log': 'listAuditLog',
  'GET /api/admin/audit-log/export': 'exportAuditLog',
  'GET /api/platform-admin/failing-automations': 'listFailingAutomations',
};

/**
 * The operation's name and security. A route missing from the table still gets a unique name,
 * made from its method and path (`postApiFooBar`), until it is added.
 */
export function operationOf(route: { method: string; url: string; public: boolean }) {
  const key = `${route.method} ${route.url}`;
  return {
    operationId: OPERATION_IDS[key] ?? madeUpId(route.method, route.url),
    security: OWN_SECURITY[key] ?? (route.public ? [] : SESSION),
  };
}

function madeUpId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}
