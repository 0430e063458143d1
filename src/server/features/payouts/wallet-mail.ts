import { pages } from '../../../domain/pages';
import { escapeHtml } from '../../http/escape-html';
import type { Mail } from '../../mail/mailer';

/** To a seller: the code that verifies the payout wallet they just asked for. */
export function walletCodeMail(input: {
  to: { name: string; email: string };
  wallet: string;
  code: string;
  minutes: number;
  publicUrl: string;
}): Mail {
  const { to, wallet, code, minutes, publicUrl } = input;
  const lines = [
    `Hello ${to.name},`,
    `Your Campus Market payout wallet verification code is ${code}.`,
    `Enter it on your Payouts page within ${minutes} minutes to receive your payouts at the bKash wallet ${wallet}.`,
    'If you did not ask to change your payout wallet, do not enter the code, and change your password.',
  ];
  const url = `${publicUrl}${pages.sellerPayouts.path()}`;
  return {
    to: to.email,
    subject: `Your payout wallet code: ${code}`,
    text: [...lines, `Open Payouts: ${url}`].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">Open Payouts</a></p>`,
    ].join(''),
  };
}
