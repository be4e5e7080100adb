import { ArrowLeft, UserPlus, Webhook } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { withCompany } from '../../../lib/api.js';

interface Props {
  newThisWeek: number;
  onCreate: () => void;
}

/** The page's links (docs/product.md#user-management); the other admin pages are in the sidebar. */
export function UsersHeader({ newThisWeek, onCreate }: Props) {
  return (
    <header className="space-y-4">
      <nav className="flex flex-wrap gap-2" aria-label="Administration links">
        <Button asChild variant="outline" size="sm">
          <Link href={withCompany('/')}>
            <ArrowLeft aria-hidden /> Back to Assistants
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={withCompany('/admin/settings')}>
            <Webhook aria-hidden /> Webhook Settings
          </Link>
        </Button>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-3 text-2xl font-bold">
            User Management
            {newThisWeek > 0 && (
              <Badge variant="success" data-testid="new-this-week">
                {newThisWeek} new this week
              </Badge>
            )}
          </h1>
          <p className="text-sm text-muted-foreground">
            Create users, reset their passwords and remove accounts.
          </p>
        </div>
        <Button onClick={onCreate}>
          <UserPlus aria-hidden /> Create User
        </Button>
      </div>
    </header>
  );
}
