import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { addSubcategoriesSchema } from '../../../../domain/admin-categories';
import type { Category } from '../../../../domain/category';
import { categoryTexts } from '../../../../domain/category-texts';
import { useAddSubcategories, useDeleteSubcategory } from '../../../api/admin-categories';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { DeleteButton } from '../../../components/delete-button';
import { EmptyState } from '../../../components/query-state';
import { toastError, toastSuccess } from '../../../components/toast';
import { firstError, useSchemaForm } from '../../../forms/use-schema-form';

/** The selected category's subcategories, each with Delete, and a field to add one more. */
export function SubcategoryList({ category }: { category: Category | null }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {category ? `Subcategories of ${category.name}` : 'Subcategories'}
      </Title>
      {category ? (
        <Subcategories category={category} />
      ) : (
        <EmptyState>{categoryTexts.selectCategory}</EmptyState>
      )}
    </Stack>
  );
}

function Subcategories({ category }: { category: Category }) {
  const remove = useDeleteSubcategory();
  return (
    <>
      {category.subcategories.length === 0 ? (
        <EmptyState>{categoryTexts.noSubcategories}</EmptyState>
      ) : (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`Subcategories of ${category.name}`}
        >
          {category.subcategories.map((subcategory) => (
            <Group key={subcategory.id} component="li" justify="space-between" wrap="nowrap" py={4}>
              <Text>{subcategory.name}</Text>
              <DeleteButton
                label={`Delete subcategory ${subcategory.name}`}
                question={categoryTexts.deleteSubcategoryQuestion}
                loading={remove.isPending && remove.variables === subcategory.id}
                onConfirm={() =>
                  remove.mutate(subcategory.id, {
                    onSuccess: () =>
                      toastSuccess(categoryTexts.subcategoryDeleted, { subject: 'categories' }),
                    onError: (error) =>
                      toastError(error, {
                        subject: 'categories',
                        context: adminErrorContexts.deleteSubcategory,
                      }),
                  })
                }
              />
            </Group>
          ))}
        </Stack>
      )}
      <AddSubcategoryField category={category} />
    </>
  );
}

/** The server's schema takes a list; this form adds one name at a time. */
const newSubcategorySchema = z.preprocess(
  (values) => ({ subcategories: [(values as { name: string }).name] }),
  addSubcategoriesSchema,
);

function AddSubcategoryField({ category }: { category: Category }) {
  const add = useAddSubcategories();
  const form = useSchemaForm(newSubcategorySchema, { initialValues: { name: '' } });
  const submit = form.onSubmit((input) =>
    add.mutate(
      { categoryId: category.id, ...input },
      {
        onSuccess: () => {
          toastSuccess(categoryTexts.subcategoriesAdded, { subject: 'categories' });
          form.reset();
        },
        onError: (error) =>
          toastError(error, { subject: 'categories', context: adminErrorContexts.addCategory }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Add a subcategory to ${category.name}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="New subcategory"
          {...form.getInputProps('name', { withError: false })}
          error={firstError(form.errors)}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} variant="light" loading={add.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
