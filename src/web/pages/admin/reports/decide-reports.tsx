import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import {
  actionsFor,
  MODERATION_REASON_MAX_LENGTH,
  moderationDecisionSchema,
  type ReportGroup,
} from '../../../../domain/moderation';
import { moderationTexts } from '../../../../domain/moderation-texts';
import { errorMessage } from '../../../api/error-message';
import { useDecideReports } from '../../../api/moderation';
import { ErrorAlert } from '../../../components/error-alert';
import { toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

/** The administrator's decision on one group: the actions its kind offers, always with a reason. */
export function DecideReports({ group, label }: { group: ReportGroup; label: string }) {
  const decide = useDecideReports();
  // Nobody to ban where the person is not a seller; a ban already made needs no second.
  const actions = actionsFor[group.kind].filter(
    (action) => action !== 'ban' || (group.against.isSeller && !group.against.banned),
  );
  const form = useSchemaForm(moderationDecisionSchema, {
    initialValues: { kind: group.kind, targetId: group.targetId, action: '', reason: '' } as Record<
      string,
      unknown
    >,
  });
  const submit = form.onSubmit((decision) =>
    decide.mutate(decision, {
      onSuccess: () =>
        toastSuccess(moderationTexts.decidedToast, { subject: `reports-${group.kind}-${group.targetId}` }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Decide the reports about ${label}`}>
      <Stack gap="sm">
        <ErrorAlert>{decide.error && errorMessage(decide.error)}</ErrorAlert>
        <Radio.Group label={moderationTexts.decisionLabel} required {...form.getInputProps('action')}>
          <Group mt={4}>
            {actions.map((action) => (
              <Radio key={action} value={action} label={moderationTexts.actions[action]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={moderationTexts.decisionReasonLabel}
          required
          autosize
          minRows={2}
          maxLength={MODERATION_REASON_MAX_LENGTH}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={decide.isPending}>
            {moderationTexts.decide}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
