import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldError, hiddenFields, html, page, taka } from '../shared/page';
import { fieldsOf, formRoute, hiddenRoute } from '../shared/simulator-kit';
import { sslcommerzPaths } from './sslcommerz-api';
import { signPost } from './sslcommerz-sign';
import {
  type SimulatedMethod,
  type SimulatedSession,
  type SslcommerzState,
  simulatedMethods,
} from './sslcommerz-state';
import { describeTransaction, recordAttempt } from './sslcommerz-transactions';

const AUTO_RETURN_SCRIPT = '/auto-return.js';

const choiceSchema = z.object({
  SESSIONKEY: z.string(),
  action: z.enum(['pay', 'fail', 'cancel']),
  method: z.enum(Object.keys(simulatedMethods) as [SimulatedMethod, ...SimulatedMethod[]]).optional(),
});

type Store = { storeId: string; storePassword: string };

/**
 * SSLCommerz's hosted page: the buyer chooses how to pay, then pays, fails or cancels. SSLCommerz then posts
 * the signed result to the merchant's success, fail or cancel URL through the buyer's browser, and sends the
 * same as the IPN to the merchant's server.
 */
export function sslcommerzPageRoutes(
  app: FastifyInstance,
  state: SslcommerzState,
  setup: {
    store: Store;
    mount: string;
    deliverIpn: (url: string, fields: Record<string, string>) => Promise<void>;
  },
): void {
  const { store, mount } = setup;
  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);
  const unknown = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      page('SSLCommerz', '<h1>SSLCommerz</h1><p role="alert">This payment session is not valid.</p>'),
    );

  app.get(sslcommerzPaths.page, hiddenRoute, async (request, reply) => {
    const session = state.sessions.get(fieldsOf(request.query).SESSIONKEY ?? '');
    if (!session) return unknown(reply);
    return sendPage(reply, 200, choosePage(session, mount));
  });

  app.post(sslcommerzPaths.page, formRoute, async (request, reply) => {
    const choice = choiceSchema.safeParse(fieldsOf(request.body));
    const session = choice.success ? state.sessions.get(choice.data.SESSIONKEY) : undefined;
    if (!choice.success || !session) return unknown(reply);
    if (session.finished) return sendPage(reply, 200, choosePage(session, mount));
    const { action, method } = choice.data;
    if (action === 'pay' && !method)
      return sendPage(reply, 422, choosePage(session, mount, 'Please choose how to pay.'));
    const outcome = action === 'pay' ? 'VALID' : action === 'fail' ? 'FAILED' : 'CANCELLED';
    const transaction = recordAttempt(state, session, outcome, method ?? 'visa');
    // A paid or cancelled session is over; after a failure the buyer may try again.
    if (outcome !== 'FAILED') session.finished = true;
    const posted = signPost(describeTransaction(transaction, session, store.storeId), store.storePassword);
    if (session.ipnUrl && state.faults.ipn !== 'never') {
      const delivery = setup.deliverIpn(session.ipnUrl, posted);
      if (state.faults.ipn === 'before-return') await delivery;
    }
    const target =
      outcome === 'VALID' ? session.successUrl : outcome === 'FAILED' ? session.failUrl : session.cancelUrl;
    return sendPage(reply, 200, returnPage(outcome, target, posted, mount));
  });

  app.get(AUTO_RETURN_SCRIPT, hiddenRoute, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send("document.getElementById('return-to-merchant')?.submit();\n"),
  );
}

function choosePage(session: SimulatedSession, mount: string, error?: string): string {
  const summary = `<dl>
<dt>Merchant</dt><dd>Campus Market</dd>
<dt>For</dt><dd>${html(session.productName)}</dd>
<dt>Transaction</dt><dd>${html(session.tranId)}</dd>
<dt>Amount</dt><dd>${html(taka(session.totalAmount))}</dd>
</dl>`;
  if (session.finished)
    return page('SSLCommerz', `<h1>SSLCommerz</h1>${summary}<p>This payment session is finished.</p>`);
  const problem = fieldError('method-error', error);
  const choices = Object.entries(simulatedMethods)
    .map(
      ([value, method]) =>
        `<label class="choice"><input type="radio" name="method" value="${value}"${problem.attributes}> ${html(method.label)}</label>`,
    )
    .join('\n');
  return page(
    'Pay – SSLCommerz',
    `<h1>Pay with SSLCommerz</h1>
${summary}
<form method="post" action="${html(mount)}${sslcommerzPaths.page}">
${hiddenFields({ SESSIONKEY: session.sessionkey })}
<fieldset>
<legend>Choose how to pay</legend>
${choices}
</fieldset>
${problem.paragraph}
<button class="primary" type="submit" name="action" value="pay">Pay ${html(taka(session.totalAmount))}</button>
<button type="submit" name="action" value="fail">Make the payment fail</button>
<button type="submit" name="action" value="cancel">Cancel payment</button>
</form>
<p class="note">Simulated SSLCommerz: no money moves. Card and wallet details would be entered here, never on the shop's pages.</p>`,
  );
}

/** SSLCommerz returns the buyer with a POST: a form of the signed fields, sent by script or by the button. */
function returnPage(outcome: string, target: string, posted: Record<string, string>, mount: string): string {
  const said =
    outcome === 'VALID'
      ? 'Payment complete.'
      : outcome === 'FAILED'
        ? 'The payment did not go through.'
        : 'The payment was cancelled.';
  return page(
    'Returning to the merchant – SSLCommerz',
    `<h1>${said}</h1>
<form id="return-to-merchant" method="post" action="${html(target)}">
${hiddenFields(posted)}
<p>Taking you back to Campus Market…</p>
<button class="primary" type="submit">Return to Campus Market</button>
</form>
<script src="${html(mount)}${AUTO_RETURN_SCRIPT}"></script>`,
  );
}
