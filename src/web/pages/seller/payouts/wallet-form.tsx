import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type PayoutWallet,
  setWalletRequestSchema,
  verifyWalletRequestSchema,
} from '../../../../domain/payout';
import { payoutTexts } from '../../../../domain/payout-texts';
import { useSetWallet, useVerifyWallet } from '../../../api/payouts';
import { toastError, toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

const subject = 'payout-wallet';

/** The number payouts go to: set it, then enter the code emailed to the seller. */
export function WalletForm({ wallet }: { wallet: PayoutWallet }) {
  const [changing, setChanging] = useState(wallet.wallet === null);
  const setWallet = useSetWallet();
  const verify = useVerifyWallet();
  const numberForm = useSchemaForm(setWalletRequestSchema, { initialValues: { wallet: '' } });
  const codeForm = useSchemaForm(verifyWalletRequestSchema, { initialValues: { code: '' } });
  return (
    <Stack gap="sm" component="section" aria-labelledby="wallet-title">
      <Title order={2} fz="lg" id="wallet-title">
        {payoutTexts.walletTitle}
      </Title>
      <Text>{wallet.wallet ? payoutTexts.walletVerified(wallet.wallet) : payoutTexts.walletNone}</Text>
      {wallet.wallet && !changing && (
        <Group>
          <Button variant="light" onClick={() => setChanging(true)}>
            {payoutTexts.changeWallet}
          </Button>
        </Group>
      )}
      {changing && (
        <form
          onSubmit={numberForm.onSubmit(({ wallet: number }) =>
            setWallet.mutate(number, {
              onSuccess: ({ email }) => toastSuccess(payoutTexts.codeSent(email), { subject }),
              onError: (error) =>
                toastError(error, { subject, context: { title: payoutTexts.walletFailed } }),
            }),
          )}
        >
          <Group align="flex-end">
            <TextInput
              label={payoutTexts.walletLabel}
              placeholder={payoutTexts.walletPlaceholder}
              inputMode="tel"
              autoComplete="tel-national"
              {...numberForm.getInputProps('wallet')}
            />
            <Button type="submit" loading={setWallet.isPending}>
              {payoutTexts.sendCode}
            </Button>
          </Group>
        </form>
      )}
      {wallet.pendingWallet && wallet.codeExpiresAt && (
        <form
          onSubmit={codeForm.onSubmit(({ code }) =>
            verify.mutate(code, {
              onSuccess: (verified) => {
                codeForm.reset();
                numberForm.reset();
                setChanging(false);
                toastSuccess(payoutTexts.verified(verified.wallet ?? ''), { subject });
              },
              onError: (error) =>
                toastError(error, { subject, context: { title: payoutTexts.verifyFailed } }),
            }),
          )}
        >
          <Stack gap="xs">
            <Text size="sm">{payoutTexts.codePending(wallet.pendingWallet, wallet.codeExpiresAt)}</Text>
            <Group align="flex-end">
              <TextInput
                label={payoutTexts.codeLabel}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...codeForm.getInputProps('code')}
              />
              <Button type="submit" loading={verify.isPending}>
                {payoutTexts.verify}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
