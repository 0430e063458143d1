import { escapeHtml } from '../http/escape-html';
import type { Mail } from '../mail/mailer';

type Recipient = { name: string; email: string };

function linkMail(to: Recipient, subject: string, intro: string, action: string, url: string): Mail {
  const greeting = `Hello ${to.name},`;
  return {
    to: to.email,
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}: ${url}\n\nIf you did not ask for this, ignore this email.`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, ignore this email.</p>`,
  };
}

export function verificationMail(to: Recipient, url: string): Mail {
  return linkMail(
    to,
    'Confirm your Campus Market account',
    'Welcome to Campus Market. Confirm your email address to start buying and selling on campus.',
    'Confirm my email',
    url,
  );
}

export function passwordResetMail(to: Recipient, url: string): Mail {
  return linkMail(
    to,
    'Reset your Campus Market password',
    'Someone asked to reset the password of your Campus Market account. The link works once, within one hour.',
    'Choose a new password',
    url,
  );
}

export function accountExistsMail(to: Recipient, url: string): Mail {
  return linkMail(
    to,
    'You already have a Campus Market account',
    'Somebody tried to sign up with this email address, but it already has an account. If you forgot your password, you can choose a new one.',
    'Reset my password',
    url,
  );
}
