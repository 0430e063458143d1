import { Group, NavLink, Stack, Title } from '@mantine/core';
import type { Category } from '../../../../domain/category';
import { categoryTexts } from '../../../../domain/category-texts';
import { useDeleteCategory } from '../../../api/admin-categories';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { DeleteButton } from '../../../components/delete-button';
import { EmptyState } from '../../../components/query-state';
import { toastError, toastSuccess } from '../../../components/toast';

type Props = {
  categories: Category[];
  selectedId: number | null;
  onSelect: (categoryId: number) => void;
};

export function CategoryList({ categories, selectedId, onSelect }: Props) {
  const remove = useDeleteCategory();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Categories
      </Title>
      {categories.length === 0 ? (
        <EmptyState>{categoryTexts.noCategories}</EmptyState>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Categories">
          {categories.map((category) => (
            <Group key={category.id} component="li" gap="xs" wrap="nowrap">
              <NavLink
                component="button"
                label={category.name}
                description={`${category.subcategories.length} subcategories`}
                active={category.id === selectedId}
                aria-current={category.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
                style={{ flex: 1 }}
              />
              <DeleteButton
                label={`Delete category ${category.name}`}
                question={categoryTexts.deleteCategoryQuestion}
                loading={remove.isPending && remove.variables === category.id}
                onConfirm={() =>
                  remove.mutate(category.id, {
                    onSuccess: () => toastSuccess(categoryTexts.categoryDeleted, { subject: 'categories' }),
                    onError: (error) =>
                      toastError(error, {
                        subject: 'categories',
                        context: adminErrorContexts.deleteCategory,
                      }),
                  })
                }
              />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
