import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { type ErrorContext, errorMessage } from '../api/error-message';

// Most pages never fail to read: the alert that says so, with Mantine's Alert and its close button, loads with the
// first failure. Offline its code may not arrive; the failure is then told in plain text.
const LoadFailed = lazy(() =>
  import('./load-failed').then(
    (module) => ({ default: module.LoadFailed }),
    () => ({ default: FailureText }),
  ),
);

type Props<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers: 'Loading orders'. */
  loadingLabel: string;
  /** The shape of the screen to come (grey blocks), shown while it loads instead of a spinner. */
  skeleton?: ReactNode;
  errorTitle?: string;
  /** How this screen words a failure (see api/error-contexts.ts). */
  errorContext?: ErrorContext;
  /** Shown instead of the error alert where a screen answers a failure its own way. */
  failed?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
};

/** The one way a screen waits for its data: a skeleton or a loader, then the data, or the failure in an alert. */
export function QueryState<T>({
  query,
  loadingLabel,
  skeleton,
  errorTitle,
  errorContext,
  failed,
  children,
}: Props<T>) {
  if (query.isPending) return <Loading label={loadingLabel}>{skeleton}</Loading>;
  if (query.isError) {
    if (failed) return failed(query.error);
    return (
      <Suspense fallback={null}>
        <LoadFailed title={errorTitle} error={query.error} context={errorContext} />
      </Suspense>
    );
  }
  return children(query.data);
}

/** A spinner, or the given skeleton, named for screen readers by what is loading. */
export function Loading({ label, children }: { label: string; children?: ReactNode }) {
  if (children) {
    return (
      <div role="status" aria-label={label} aria-busy="true">
        {children}
      </div>
    );
  }
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

/** A list with nothing in it, in the spec's words ('No orders found', 'No sellers found.'). */
export function EmptyState({ children }: { children: string }) {
  return (
    <Center py="xl" px="md">
      <Text c="gray.7" size="lg" ta="center">
        {children}
      </Text>
    </Center>
  );
}

function FailureText({ title, error, context }: { title?: string; error: Error; context?: ErrorContext }) {
  return (
    <Text c="red" role="alert">
      {title && `${title}: `}
      {errorMessage(error, context)}
    </Text>
  );
}
