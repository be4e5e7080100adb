import type { ReactNode } from 'react';
import { CompanyLogo } from '../../../components/company-logo.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { withCompany } from '../../../lib/api.js';
import { useTenant } from '../../../lib/tenant.js';

/** A signed-out screen in the company's name: forgot password, invitation, reset (decision 044). */
export function AuthScreen(props: { title: string; description: string; children: ReactNode }) {
  const tenant = useTenant().data;
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          {tenant?.logoUrl && <CompanyLogo src={tenant.logoUrl} className="mx-auto mb-2 h-14" />}
          <p className="text-sm font-medium text-muted-foreground">
            {tenant?.companyName ?? 'Copydesk'}
          </p>
          <CardTitle asChild>
            <h1 className="text-2xl font-bold">{props.title}</h1>
          </CardTitle>
          <CardDescription>{props.description}</CardDescription>
        </CardHeader>
        <CardContent>{props.children}</CardContent>
      </Card>
    </main>
  );
}

/** A link back to the sign-in page (keeping `?company=`). */
export function BackToSignIn() {
  return (
    <p className="mt-4 text-center text-sm">
      <a
        href={withCompany('/login')}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to sign in
      </a>
    </p>
  );
}
