import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { isLocalRequest } from '../http/local-request';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts';

const demoEmails = new Set<string>(demoAccounts.map((account) => account.email));
const credentials = z.object({ email: z.string(), password: z.string() });

/**
 * The demo password is printed at start-up and written in the README: from another machine it would make
 * anyone the demo administrator. An auth request presenting a demo account with it works only on the
 * computer running the server; a demo account whose password was changed signs in from anywhere.
 */
export async function refuseRemoteDemoSignIn(request: FastifyRequest): Promise<void> {
  const parsed = credentials.safeParse(request.body);
  if (!parsed.success || parsed.data.password !== DEMO_PASSWORD) return;
  if (!demoEmails.has(parsed.data.email.trim().toLowerCase()) || isLocalRequest(request)) return;
  throw new AppError('demo_account_local_only');
}
