import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';

type Props = {
  /** The form's `phone` field with its label. */
  phone: TextInputProps;
  /** Where the buyer is found (the meet-up place, the delivery address): the field, its name and label. */
  place: TextareaProps;
};

/** How a seller reaches the buyer: a phone number and a place, both required, at checkout and at meet-up. */
export function BuyerContactFields({ phone, place }: Props) {
  return (
    <>
      <TextInput {...phone} name="phone" type="tel" autoComplete="tel" required />
      <Textarea {...place} autosize minRows={2} required />
    </>
  );
}
