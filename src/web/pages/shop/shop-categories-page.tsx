import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { categoryTexts } from '../../../domain/category-texts';
import { pages } from '../../../domain/pages';
import { useCategories } from '../../api/catalog';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { EmptyState, QueryState } from '../../components/query-state';

/**
 * Every category with its subcategories' shop pages, where the header's Categories button leads before the script
 * has arrived or without it (the script opens the sidebar instead).
 */
export function ShopCategoriesPage() {
  const categories = useCategories();
  return (
    <Stack gap="lg" maw={1280} mx="auto">
      <PageTitle size="h1" fz={{ base: 24, sm: 30 }}>
        Categories
      </PageTitle>
      <QueryState
        query={categories}
        loadingLabel="Loading categories"
        failed={() => <Text c="red">{categoryTexts.loadCategoriesFailed}</Text>}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{categoryTexts.noCategories}</EmptyState>
          ) : (
            <SimpleGrid component="nav" aria-label="Product categories" cols={{ base: 1, xs: 2, md: 3 }}>
              {list.map((category) => (
                <Stack
                  key={category.id}
                  gap="xs"
                  component="section"
                  aria-labelledby={`category-${category.id}`}
                >
                  <Title order={2} size="h4" id={`category-${category.id}`}>
                    {category.name}
                  </Title>
                  {category.subcategories.length === 0 ? (
                    <Text c="gray.7">{categoryTexts.noSubcategories}</Text>
                  ) : (
                    <List listStyleType="none" spacing={4}>
                      {category.subcategories.map((sub) => (
                        <List.Item key={sub.id}>
                          <Anchor component={Link} to={pages.subcategory.path(sub.id)}>
                            {sub.name}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
}
