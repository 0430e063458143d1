import { Button } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** Loads the next (older) page of a list read a page at a time; nothing once the last page is shown. */
export function OlderPagesButton({ query, label }: { query: UseInfiniteQueryResult; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="default"
      onClick={() => query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      style={{ alignSelf: 'center' }}
    >
      {label}
    </Button>
  );
}
