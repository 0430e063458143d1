import { Button, Stack, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { setCommissionSchema } from '../../../../domain/admin-categories';
import type { Category } from '../../../../domain/category';
import { commissionTexts } from '../../../../domain/commission-texts';
import { moneyReportTexts } from '../../../../domain/money-report-texts';
import { useCommissions, useSetCommission } from '../../../api/admin-categories';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { toastError, toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

type Values = { percent: string; reason: string };

/** The field holds text: empty is the default (null), anything else a number the server's schema checks. */
const commissionFormSchema = z.preprocess((values) => {
  const { percent, reason } = values as Values;
  return { percent: percent.trim() === '' ? null : Number(percent.trim()), reason };
}, setCommissionSchema);

const asPercent = (basisPoints: number | null) => (basisPoints === null ? '' : String(basisPoints / 100));

/** The selected category's commission, in percent; empty gives it the platform's default. */
export function CommissionForm({ category }: { category: Category }) {
  const commissions = useCommissions();
  const own = commissions.data?.categories.find((entry) => entry.id === category.id)?.basisPoints ?? null;
  if (!commissions.data) return null;
  return (
    <CommissionFields
      // A new form for each category and each saved value, so the field shows what is stored.
      key={`${category.id}:${own}`}
      category={category}
      own={own}
      defaultPercent={asPercent(commissions.data.defaultBasisPoints)}
    />
  );
}

function CommissionFields({
  category,
  own,
  defaultPercent,
}: {
  category: Category;
  own: number | null;
  defaultPercent: string;
}) {
  const save = useSetCommission();
  const form = useSchemaForm(commissionFormSchema, {
    initialValues: { percent: asPercent(own), reason: '' },
  });
  const submit = form.onSubmit((input) =>
    save.mutate(
      { categoryId: category.id, ...input },
      {
        onSuccess: () => toastSuccess(commissionTexts.saved, { subject: 'categories' }),
        onError: (error) =>
          toastError(error, { subject: 'categories', context: adminErrorContexts.setCommission }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Commission of ${category.name}`}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {commissionTexts.title}
        </Title>
        <TextInput
          label={commissionTexts.label}
          description={commissionTexts.description(defaultPercent)}
          inputMode="decimal"
          placeholder={defaultPercent}
          {...form.getInputProps('percent')}
        />
        <TextInput label={moneyReportTexts.reasonLabel} {...form.getInputProps('reason')} />
        <Button type="submit" variant="light" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {commissionTexts.save}
        </Button>
      </Stack>
    </form>
  );
}
