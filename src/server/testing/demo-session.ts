import { DEMO_PASSWORD } from '../seed/demo-accounts';

/**
 * Signs a demo account in to a running server at `base` (from this computer, where demo accounts may sign in)
 * and returns its session cookie, as a browser of `origin` would send it.
 */
export async function demoSessionCookie(base: string, email: string, origin = base): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`signing in ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
