import { ActionIcon, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  type AddCategoryResponse,
  addCategorySchema,
  categoryTexts,
} from '../../../../domain/admin-categories';
import { useAddCategory } from '../../../api/admin-categories';
import { toastError, toastSuccess } from '../../../components/toast';

/** Keys keep each input's identity when one in the middle is removed. */
type SubcategoryField = { key: number; value: string };
let nextKey = 0;
const emptyField = (): SubcategoryField => ({ key: ++nextKey, value: '' });

/** The add form of SPEC section 5: a name and any number of subcategory inputs. */
export function AddCategoryForm({ onAdded }: { onAdded: (response: AddCategoryResponse) => void }) {
  const add = useAddCategory();
  const [name, setName] = useState('');
  const [fields, setFields] = useState<SubcategoryField[]>(() => [emptyField()]);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addCategorySchema.safeParse({ name, subcategories: fields.map((field) => field.value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? categoryTexts.addFailed);
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: (response) => {
        toastSuccess(
          response.created ? categoryTexts.addedWithSubcategories : categoryTexts.subcategoriesAdded,
        );
        setName('');
        setFields([emptyField()]);
        onAdded(response);
      },
      onError: (error) => toastError(error, { title: categoryTexts.addFailed }),
    });
  };

  const setField = (key: number, value: string) =>
    setFields((current) => current.map((field) => (field.key === key ? { ...field, value } : field)));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-category-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="add-category-heading">
          Add category
        </Title>
        <TextInput
          label="Category name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          required
        />
        {fields.map((field, index) => (
          <Group key={field.key} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={`Subcategory ${index + 1}`}
              value={field.value}
              onChange={(event) => setField(field.key, event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove subcategory ${index + 1}`}
              onClick={() => setFields((current) => current.filter((other) => other.key !== field.key))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setFields((current) => [...current, emptyField()])}>
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
