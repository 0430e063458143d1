import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { meetUpTexts } from '../../../domain/meet-up-texts';

export type PaymentChoice = 'online' | 'in-person';

type Props = {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  /** Products of the cart whose seller takes online payment only: paying in person is then not offered. */
  refused: readonly string[];
};

/** Pay online (the payment screen) or pay the seller in person at a meet-up. */
export function PaymentChoiceField({ value, onChange, refused }: Props) {
  const choices: PaymentChoice[] = refused.length === 0 ? ['online', 'in-person'] : ['online'];
  return (
    <Radio.Group
      label={meetUpTexts.choiceLabel}
      value={value}
      onChange={(next) => onChange(next === 'in-person' ? 'in-person' : 'online')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {choices.map((choice) => (
          <Radio.Card key={choice} value={choice} radius="md" p="sm" withBorder>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator />
              {choice === 'online' ? meetUpTexts.payOnline : meetUpTexts.payInPerson}
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      {refused.length > 0 && (
        <Text size="sm" c="gray.7" mt="xs">
          {meetUpTexts.notOffered(refused)}
        </Text>
      )}
    </Radio.Group>
  );
}
