import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useAuth } from '../lib/auth.js';
import { useTenant } from '../lib/tenant.js';
import { assistantFromPath, canonicalAssistantPath } from '@core/assistants/paths.js';
import { navigateKeepingCompany } from '../lib/navigation.js';
import { LoginPage } from '../features/auth/components/login-page.js';
import { NotFoundPage } from '../components/not-found-page.js';
import { lazyNamed } from '../lib/lazy-named.js';
import { AppLayout, ForcedPasswordChange, WorkspacePage } from './signed-in-chunks.js';

type Guard = 'user' | 'admin' | 'platform';

/** Admin pages load on first visit, so the workspace does not carry their code (and charts). */
const page = lazyNamed;
const UsersPage = page(() => import('../features/admin-users/users-page.js'), 'UsersPage');
const CompaniesPage = page(
  () => import('../features/admin-companies/companies-page.js'),
  'CompaniesPage',
);
const CompanySettingsPage = page(
  () => import('../features/company-settings/company-settings-page.js'),
  'CompanySettingsPage',
);
const GlobalWebhooksPage = page(
  () => import('../features/admin-webhooks/global-webhooks-page.js'),
  'GlobalWebhooksPage',
);
const CompanyWebhooksPage = page(
  () => import('../features/admin-webhooks/company-webhooks-page.js'),
  'CompanyWebhooksPage',
);
const AuditLogPage = page(() => import('../features/audit-log/audit-log-page.js'), 'AuditLogPage');
const ReportsPage = page(() => import('../features/reports/reports-page.js'), 'ReportsPage');
const ReviewsPage = page(() => import('../features/review/reviews-page.js'), 'ReviewsPage');
const CalendarPage = page(() => import('../features/publishing/calendar-page.js'), 'CalendarPage');
const CompanyApiPage = page(
  () => import('../features/api-tokens/company-api-page.js'),
  'CompanyApiPage',
);
const ApiTokensPage = page(
  () => import('../features/api-tokens/api-tokens-page.js'),
  'ApiTokensPage',
);
const KnowledgePage = page(
  () => import('../features/knowledge/knowledge-page.js'),
  'KnowledgePage',
);
/** Signed-out pages of mailed links and the forgot-password form (decision 044). */
const ForgotPasswordPage = page(
  () => import('../features/auth/components/forgot-password-page.js'),
  'ForgotPasswordPage',
);
const InvitePage = page(
  () => import('../features/auth/components/choose-password-page.js'),
  'InvitePage',
);
const ResetPasswordPage = page(
  () => import('../features/auth/components/choose-password-page.js'),
  'ResetPasswordPage',
);
/** An admin sent to set up two-factor first (decision 046). */
const TwoFactorRequiredScreen = page(
  () => import('../features/auth/components/two-factor-required-screen.js'),
  'TwoFactorRequiredScreen',
);
const PlatformAdminPage = page(
  () => import('../features/platform-admin/platform-admin-page.js'),
  'PlatformAdminPage',
);

/**
 * `/` or `/assistants/{assistantId}`: the workspace on that assistant; unknown ids: not found. An
 * assistant named by an alias (`/assistants/linkedin`) shows at once, its own address replacing
 * the typed one.
 */
const AssistantPage = Object.assign(
  function AssistantPage() {
    const [location] = useLocation();
    const own = canonicalAssistantPath(location);
    useEffect(() => {
      if (own) navigateKeepingCompany(own, { replace: true });
    }, [own]);
    // Loaded already (the first view waits for it): lazyNamed draws it at once, without a
    // Suspense fallback.
    return assistantFromPath(location) ? <WorkspacePage /> : <NotFoundPage />;
  },
  { preload: WorkspacePage.preload },
);

type PageComponent = ComponentType & { preload?: () => Promise<void> };

const pageFallback = (
  <div className="flex min-h-[60vh] items-center justify-center">
    <Spinner label="Loading" />
  </div>
);

const screenFallback = (
  <div className="flex min-h-screen items-center justify-center">
    <Spinner label="Loading" />
  </div>
);

const routes: { path: string | RegExp; component: PageComponent; guard: Guard }[] = [
  // `/` and `/assistants/{assistantId}` are one route, so switching assistants keeps the page.
  { path: /^\/(?:assistants\/[^/]+\/?)?$/, component: AssistantPage, guard: 'user' },
  { path: '/reviews', component: ReviewsPage, guard: 'user' },
  { path: '/calendar', component: CalendarPage, guard: 'user' },
  { path: '/account/api-tokens', component: ApiTokensPage, guard: 'user' },
  { path: '/admin/users', component: UsersPage, guard: 'admin' },
  { path: '/admin/companies', component: CompaniesPage, guard: 'admin' },
  { path: '/admin/settings', component: GlobalWebhooksPage, guard: 'admin' },
  { path: '/admin/reports', component: ReportsPage, guard: 'user' },
  { path: '/admin/audit-log', component: AuditLogPage, guard: 'admin' },
  { path: '/admin/api', component: CompanyApiPage, guard: 'admin' },
  { path: '/admin/knowledge', component: KnowledgePage, guard: 'admin' },
  { path: '/admin/company-settings', component: CompanySettingsPage, guard: 'admin' },
  { path: '/admin/companies/:companyId/settings', component: CompanySettingsPage, guard: 'admin' },
  { path: '/admin/companies/:companyId/webhooks', component: CompanyWebhooksPage, guard: 'admin' },
  { path: '/platform-admin', component: PlatformAdminPage, guard: 'platform' },
];

/** Signed-out visitors see the sign-in screen in place of protected pages (docs/product.md#sign-in). */
function Protected({ component: Page, guard }: { component: PageComponent; guard: Guard }) {
  const { user, isLoading } = useAuth();
  const tenant = useTenant();
  // While the session is checked, or once signed in, the shell and the page load side by side
  // (a visitor of a protected address is most likely signed in). /login loads neither.
  if (isLoading || user) {
    void AppLayout.preload();
    void Page.preload?.();
  }
  if (isLoading) return screenFallback;
  if (!user) return <LoginPage />;
  if (user.twoFactorSetupRequired) {
    return (
      <Suspense fallback={screenFallback}>
        <TwoFactorRequiredScreen />
      </Suspense>
    );
  }
  const allowed =
    guard === 'user' ||
    (guard === 'admin' && user.isAdmin) ||
    (guard === 'platform' && user.isPlatformAdmin && tenant.data?.isPlatformAdmin === true);
  return (
    <Suspense fallback={screenFallback}>
      <AppLayout>
        {allowed ? (
          <Suspense fallback={pageFallback}>
            <Page />
          </Suspense>
        ) : (
          <NotFoundPage />
        )}
        {user.mustChangePassword && (
          <Suspense fallback={null}>
            <ForcedPasswordChange />
          </Suspense>
        )}
      </AppLayout>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      {(
        [
          ['/forgot-password', ForgotPasswordPage],
          ['/invite/:token', InvitePage],
          ['/reset-password/:token', ResetPasswordPage],
        ] as const
      ).map(([path, Page]) => (
        <Route key={path} path={path}>
          <Suspense fallback={screenFallback}>
            <Page />
          </Suspense>
        </Route>
      ))}
      {routes.map((r) => (
        <Route key={String(r.path)} path={r.path}>
          <Protected component={r.component} guard={r.guard} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
