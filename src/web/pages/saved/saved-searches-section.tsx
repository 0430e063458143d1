import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import { productConditionTexts } from '../../../domain/product-condition-texts';
import { savedSearchFilterWords, savedSearchLabel, savedSearchPath } from '../../../domain/saved-search-link';
import { savedSearchTexts } from '../../../domain/saved-search-texts';
import type { SavedSearch } from '../../../domain/saved-searches';
import { errorContexts } from '../../api/error-contexts';
import { useDeleteSavedSearch, useSavedSearches } from '../../api/saved-search-changes';
import { Link } from '../../components/link';
import { QueryState } from '../../components/query-state';
import { toastError, toastSuccess } from '../../components/toast';

/** The Saved page's second part: the searches the person asked to hear about, each a link to its results. */
export function SavedSearchesSection() {
  const searches = useSavedSearches();
  return (
    <Stack component="section" aria-labelledby="saved-searches-title" gap="sm">
      <Title order={2} size="h3" id="saved-searches-title">
        {savedSearchTexts.title}
      </Title>
      <QueryState
        query={searches}
        loadingLabel="Loading saved searches"
        errorTitle={savedSearchTexts.loadFailed}
      >
        {({ searches: list }) =>
          list.length === 0 ? (
            <Text c="gray.7">{savedSearchTexts.empty}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0}>
              {list.map((search) => (
                <li key={search.id} style={{ listStyle: 'none' }}>
                  <SavedSearchRow search={search} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const change = useDeleteSavedSearch();
  const label = savedSearchLabel(search);
  const narrowed = savedSearchFilterWords(search, {
    conditions: productConditionTexts.labels,
    money: formatMoney,
  });
  const remove = () =>
    change.mutate(search.id, {
      onSuccess: () => toastSuccess(savedSearchTexts.removed, { subject: 'saved-search' }),
      onError: (error) => toastError(error, { subject: 'saved-search', context: errorContexts.saveSearch }),
    });
  return (
    <Card withBorder padding="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={savedSearchPath(search)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Anchor>
          {narrowed && (
            <Text size="sm" c="gray.7">
              {narrowed}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant="default"
          onClick={remove}
          loading={change.isPending}
          aria-label={savedSearchTexts.removeNamed(label)}
          style={{ flexShrink: 0 }}
        >
          {savedSearchTexts.remove}
        </Button>
      </Group>
    </Card>
  );
}
