import type { ReactNode } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/utils';

/** The part of a TanStack query result a screen needs to choose what to show. */
interface QueryLike<T> {
  isError: boolean;
  data: T | undefined;
}

/** The dashed box that says a list has nothing in it yet. */
export function EmptyState({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cn('rounded-lg border border-dashed p-8 text-center text-muted-foreground', className)}>
      {children}
    </p>
  );
}

/**
 * What a query shows until its data is there: a spinner while loading, the French error when it
 * failed, the empty state when `isEmpty` says so; otherwise `children` with the data. A string
 * for `error` or `empty` gets the usual look; any other node is shown as given.
 */
export function QueryState<T>({
  query,
  error,
  empty,
  isEmpty,
  loading = <Spinner />,
  children,
}: {
  query: QueryLike<T>;
  error: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return typeof error === 'string' ? (
      <p role="alert" className="text-destructive">
        {error}
      </p>
    ) : (
      error
    );
  }
  if (query.data === undefined) return loading;
  if (empty !== undefined && isEmpty?.(query.data)) {
    return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty;
  }
  return children(query.data);
}
