/** Whether sign-up accepts this address: any when no domains are configured, else a domain or its subdomain. */
export function isAllowedEmailDomain(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

export function emailDomainRefusal(allowedDomains: readonly string[]): string {
  const list = allowedDomains.map((domain) => `@${domain}`).join(', ');
  return `Sign up is open to university email addresses only (${list}).`;
}
