import { Anchor, Group, Stack, Text } from '@mantine/core';
import { pages } from '../../../domain/pages';
import { useSearchSuggestions } from '../../api/search';
import { Link } from '../../components/link';

/**
 * Under a search's 'No Items Found': the searches close to it that find products ("calculas" → calculus) and
 * the subcategories whose name is close ("laptop" → Laptops). Nothing while they load or when there are none.
 */
export function SearchSuggestions({ q }: { q: string }) {
  const suggestions = useSearchSuggestions(q);
  const { queries = [], subcategories = [] } = suggestions.data ?? {};
  if (queries.length === 0 && subcategories.length === 0) return null;
  return (
    <Stack component="section" aria-label="Suggestions" gap="md" align="center" ta="center">
      {queries.length > 0 && (
        <Stack gap={6} align="center">
          <Text fw={600}>Did you mean</Text>
          <Group component="ul" gap="md" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
            {queries.map((text) => (
              <li key={text}>
                <Anchor component={Link} to={pages.shop.path({ q: text })} fw={600} size="lg">
                  {text}
                </Anchor>
              </li>
            ))}
          </Group>
        </Stack>
      )}
      {subcategories.length > 0 && (
        <Stack gap={6} align="center">
          <Text fw={600}>Browse a category</Text>
          <Group component="ul" gap="md" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
            {subcategories.map((subcategory) => (
              <li key={subcategory.id}>
                <Anchor component={Link} to={pages.subcategory.path(subcategory.id)} fw={600}>
                  {subcategory.name}
                  <Text span c="gray.7" fw={400} size="sm">
                    {` in ${subcategory.category}`}
                  </Text>
                </Anchor>
              </li>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
