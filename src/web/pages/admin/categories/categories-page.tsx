import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { categoryTexts } from '../../../../domain/category-texts';
import { useCategories } from '../../../api/catalog';
import { QueryState } from '../../../components/query-state';
import { AdminPage } from '../admin-page';
import { AddCategoryForm } from './add-category-form';
import { CategoryList } from './category-list';
import { CommissionForm } from './commission-form';
import { SubcategoryList } from './subcategory-list';

/** /admin/categories: add categories and subcategories, delete either, set a category's commission. */
export function CategoriesPage() {
  const categories = useCategories();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = categories.data ?? [];
  const selected = list.find((category) => category.id === selectedId) ?? null;

  return (
    <AdminPage title="Categories">
      <QueryState
        query={categories}
        loadingLabel="Loading categories"
        errorTitle={categoryTexts.loadCategoriesFailed}
      >
        {() => (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Paper withBorder p="md">
              <AddCategoryForm onAdded={(response) => setSelectedId(response.category.id)} />
            </Paper>
            <Paper withBorder p="md">
              <CategoryList categories={list} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
            </Paper>
            <Paper withBorder p="md">
              <Stack gap="lg">
                <SubcategoryList category={selected} />
                {selected && <CommissionForm category={selected} />}
              </Stack>
            </Paper>
          </SimpleGrid>
        )}
      </QueryState>
    </AdminPage>
  );
}
