import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';

interface LoadedCardProps<T> {
  title: string;
  description: ReactNode;
  query: UseQueryResult<T>;
  /** Said while the query loads, and the fallback message when it fails. */
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}

/** A settings card whose form needs what a query loads: a spinner, the failure, then the form. */
export function LoadedCard<T>({
  title,
  description,
  query,
  loading,
  failed,
  children,
}: LoadedCardProps<T>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isLoading && <Spinner label={loading} />}
        {query.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(query.error, failed)}
          </p>
        )}
        {query.data !== undefined && children(query.data)}
      </CardContent>
    </Card>
  );
}
