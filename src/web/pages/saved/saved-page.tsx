import { SimpleGrid, Stack, Text } from '@mantine/core';
import { savedItemTexts } from '../../../domain/saved-item-texts';
import { useSavedItems } from '../../api/saved-item-changes';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { usePageTitle } from '../../components/use-page-title';
import { SavedItemCard } from './saved-item-card';
import { SavedSearchesSection } from './saved-searches-section';

/**
 * /saved: the items the person saved, the latest first, each with what it costs now and a way to remove it; then the
 * searches they saved.
 */
export function SavedPage() {
  const saved = useSavedItems();
  usePageTitle(savedItemTexts.title);
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <PageTitle>{savedItemTexts.title}</PageTitle>
      <QueryState query={saved} loadingLabel="Loading saved items" errorTitle={savedItemTexts.loadFailed}>
        {({ items }) =>
          items.length === 0 ? (
            <Text c="gray.7">{savedItemTexts.empty}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" component="ul" p={0} m={0}>
              {items.map((item) => (
                <li key={item.id} style={{ listStyle: 'none' }}>
                  <SavedItemCard item={item} />
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      <SavedSearchesSection />
    </Stack>
  );
}
