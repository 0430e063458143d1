import { Button, Fieldset, Stack, Switch, Text } from '@mantine/core';
import { notificationTexts } from '../../../domain/notification-texts';
import {
  type EmailPreferences,
  emailPreferenceLabels,
  emailPreferencesSchema,
} from '../../../domain/notifications';
import { errorMessage } from '../../api/error-message';
import { useEmailPreferences, useSaveEmailPreferences } from '../../api/notifications';
import { ErrorAlert } from '../../components/error-alert';
import { QueryState } from '../../components/query-state';
import { toastSuccess } from '../../components/toast';
import { useSchemaForm } from '../../forms/use-schema-form';

const kinds = Object.keys(emailPreferenceLabels) as (keyof EmailPreferences)[];

/** The profile's switches for each kind of email; all are on until turned off. */
export function EmailPreferencesSection() {
  const preferences = useEmailPreferences();
  return (
    <Fieldset legend={notificationTexts.emailPreferences.title} variant="unstyled">
      <QueryState query={preferences} loadingLabel="Loading email preferences">
        {(saved) => <EmailPreferencesForm saved={saved} />}
      </QueryState>
    </Fieldset>
  );
}

function EmailPreferencesForm({ saved }: { saved: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const form = useSchemaForm(emailPreferencesSchema, { initialValues: saved });
  const submit = form.onSubmit((preferences) =>
    save.mutate(preferences, {
      onSuccess: (kept) => {
        form.setInitialValues(kept);
        form.setValues(kept);
        toastSuccess(notificationTexts.emailPreferences.saved, { subject: 'email-preferences' });
      },
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="sm" mt="xs">
        {kinds.map((kind) => (
          <Switch
            key={kind}
            {...form.getInputProps(kind, { type: 'checkbox' })}
            label={emailPreferenceLabels[kind].label}
            description={
              <Text span size="xs" c="gray.7">
                {emailPreferenceLabels[kind].description}
              </Text>
            }
          />
        ))}
        <ErrorAlert>{save.isError && errorMessage(save.error)}</ErrorAlert>
        <Button
          type="submit"
          variant="default"
          loading={save.isPending}
          disabled={!form.isDirty()}
          style={{ alignSelf: 'flex-start' }}
        >
          Save email preferences
        </Button>
      </Stack>
    </form>
  );
}
