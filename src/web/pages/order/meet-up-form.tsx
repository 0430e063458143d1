import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { type MeetUpRequest, meetUpRequestSchema } from '../../../domain/meet-up';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { BuyerContactFields } from '../../components/buyer-contact-fields';
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
        <BuyerContactFields
          phone={{ ...form.getInputProps('phone'), label: meetUpTexts.phoneLabel }}
          place={{
            ...form.getInputProps('place'),
            name: 'place',
            label: meetUpTexts.placeLabel,
            placeholder: meetUpTexts.placeHolder,
          }}
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
