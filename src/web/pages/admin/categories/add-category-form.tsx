import { ActionIcon, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { z } from 'zod';
import { type AddCategoryResponse, addCategorySchema } from '../../../../domain/admin-categories';
import { categoryTexts } from '../../../../domain/category-texts';
import { useAddCategory } from '../../../api/admin-categories';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { toastError, toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

/** Keys keep each input's identity when one in the middle is removed. */
type SubcategoryField = { key: string; name: string };
type Values = { name: string; subcategories: SubcategoryField[] };

const emptyField = (): SubcategoryField => ({ key: randomId(), name: '' });
const emptyValues = (): Values => ({ name: '', subcategories: [emptyField()] });

/** The server's schema, read from the inputs as they are kept here. */
const formSchema = z.preprocess(
  (values) => ({
    ...(values as Values),
    subcategories: (values as Values).subcategories.map((field) => field.name),
  }),
  addCategorySchema,
);

/** The add form of SPEC section 5: a name and any number of subcategory inputs. */
export function AddCategoryForm({ onAdded }: { onAdded: (response: AddCategoryResponse) => void }) {
  const add = useAddCategory();
  const form = useSchemaForm(formSchema, { initialValues: emptyValues() });

  const submit = form.onSubmit((input) =>
    add.mutate(input, {
      onSuccess: (response) => {
        toastSuccess(
          response.created ? categoryTexts.addedWithSubcategories : categoryTexts.subcategoriesAdded,
          { subject: 'categories' },
        );
        form.setValues(emptyValues());
        onAdded(response);
      },
      onError: (error) =>
        toastError(error, { subject: 'categories', context: adminErrorContexts.addCategory }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-category-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="add-category-heading">
          Add category
        </Title>
        <TextInput label="Category name" {...form.getInputProps('name')} required />
        {form.values.subcategories.map((field, index) => (
          <Group key={field.key} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={`Subcategory ${index + 1}`}
              {...form.getInputProps(`subcategories.${index}.name`, { withError: false })}
              error={form.errors[`subcategories.${index}`]}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove subcategory ${index + 1}`}
              onClick={() => form.removeListItem('subcategories', index)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => form.insertListItem('subcategories', emptyField())}>
            + Add Subcategory
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add Category
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
