import { Button, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { type MeetUpRequest, meetUpRequestSchema } from '../../../domain/meet-up';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { useSchemaForm } from '../../forms/use-schema-form';

type Props = {
  holdHours: number | undefined;
  placing: boolean;
  onPlace: (meetUp: MeetUpRequest) => void;
};

/** The buyer's phone and where to meet, then Place order: the order goes to its sellers, held for the meet-up. */
export function MeetUpForm({ holdHours, placing, onPlace }: Props) {
  const form = useSchemaForm(meetUpRequestSchema, { initialValues: { phone: '', place: '' } });
  return (
    <form onSubmit={form.onSubmit(onPlace)} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('phone')}
          name="phone"
          type="tel"
          label={meetUpTexts.phoneLabel}
          autoComplete="tel"
          required
        />
        <Textarea
          {...form.getInputProps('place')}
          name="place"
          label={meetUpTexts.placeLabel}
          placeholder={meetUpTexts.placeHolder}
          autosize
          minRows={2}
          required
        />
        <Button
          type="submit"
          size="md"
          disabled={placing}
          leftSection={placing ? <Loader size={16} color="gray" /> : <IconUsers size={18} aria-hidden />}
        >
          {placing ? meetUpTexts.placing : meetUpTexts.placeOrder}
        </Button>
        {holdHours !== undefined && (
          <Text size="sm" c="gray.7" ta="center">
            {meetUpTexts.holdNotice(holdHours)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
