// The delivery state machine, apart from the schemas (delivery.ts): the web asks it without loading zod.

/**
 * SPEC section 4: the payment inserts 'pending' (lowercase); the seller ships, the buyer receives. Beyond
 * the spec, a paid part that has not shipped may be cancelled (docs/decisions/008), and a delivered part is
 * Completed once its protection window has passed: only then is the seller's money theirs to be paid out
 * (docs/payments.md, "A part's life"). A buyer who reports a problem within that window makes it Disputed, which
 * holds the money until the dispute is settled.
 */
export const deliveryStatuses = [
  'pending',
  'On the Way',
  'Delivered',
  'Disputed',
  'Completed',
  'Cancelled',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export type DeliveryActor = 'seller' | 'buyer' | 'admin';

/** What a person can do with one seller's part of an order; each is a button beside the part's status. */
export type PartAction = 'ship' | 'receive' | 'cancel' | 'hand-over' | 'report';

/** What the actions of a part depend on: its status, and whether its order is paid in person (a meet-up). */
export type PartFacts = {
  status: DeliveryStatus;
  /** Omitted where the screen does not know: the steps that depend on how the order is paid are then not offered. */
  meetUp?: boolean;
};

type Step = {
  action: PartAction;
  from: DeliveryStatus;
  to: DeliveryStatus;
  by: DeliveryActor;
  /** Only for a part paid in person (true) or online (false); either when absent. */
  meetUp?: boolean;
};

const steps: readonly Step[] = [
  // SPEC section 4. A part paid in person is not shipped: it is handed over at the meet-up (decision 023).
  { action: 'ship', from: 'pending', to: 'On the Way', by: 'seller', meetUp: false },
  { action: 'receive', from: 'On the Way', to: 'Delivered', by: 'buyer' },
  // Decision 008. The server refuses a part whose order is not paid yet; the seller's own cancel refunds the
  // money paid online, so a part awaiting its meet-up offers the seller the hand-over instead.
  { action: 'cancel', from: 'pending', to: 'Cancelled', by: 'admin' },
  { action: 'cancel', from: 'pending', to: 'Cancelled', by: 'seller', meetUp: false },
  // The buyer changes their mind before the part ships and gets the money back; a meet-up is cancelled whole.
  { action: 'cancel', from: 'pending', to: 'Cancelled', by: 'buyer', meetUp: false },
  // Decision 023: the buyer paid the seller in cash and took the items.
  { action: 'hand-over', from: 'pending', to: 'Delivered', by: 'seller', meetUp: true },
  // Within its protection window (the server checks the time) the buyer reports a problem with a part paid
  // online: the platform holds that money. A part paid in cash went to the seller, whom the buyer messages instead.
  { action: 'report', from: 'Delivered', to: 'Disputed', by: 'buyer', meetUp: false },
];

const applies = (step: Step, part: PartFacts, actor: DeliveryActor) =>
  step.from === part.status &&
  step.by === actor &&
  (step.meetUp === undefined || step.meetUp === part.meetUp);

/** The actions `actor` has on a part, in the order the screens show them. */
export function partActions(part: PartFacts, actor: DeliveryActor): PartAction[] {
  return steps.filter((step) => applies(step, part, actor)).map((step) => step.action);
}

/** Whether the buyer has the part: delivered, disputed since, or completed. */
export function wasReceived(status: DeliveryStatus): boolean {
  return status === 'Delivered' || status === 'Disputed' || status === 'Completed';
}

/** Whether a part still waits for its meet-up: paid in person, not handed over (nor ended) yet. */
export function awaitsMeetUp(part: PartFacts): boolean {
  return part.meetUp === true && part.status === 'pending';
}

/** The one step each actor takes through the delivery endpoints and the cancel of an online part. */
const ownStep: Record<DeliveryActor, PartAction> = { seller: 'ship', buyer: 'receive', admin: 'cancel' };

/**
 * The status the actor's own step moves a part paid online to from `from` (the seller ships, the buyer receives,
 * an administrator cancels), or null when nothing is allowed.
 */
export function nextDeliveryStatus(from: DeliveryStatus, actor: DeliveryActor): DeliveryStatus | null {
  const online = { status: from, meetUp: false };
  return steps.find((step) => step.action === ownStep[actor] && applies(step, online, actor))?.to ?? null;
}

/** Whether an administrator may cancel a part in this state: paid (it has a delivery) and not shipped. */
export function canCancelPart(status: DeliveryStatus): boolean {
  return partActions({ status }, 'admin').includes('cancel');
}

export function canTransition(from: DeliveryStatus, to: DeliveryStatus, actor: DeliveryActor): boolean {
  return nextDeliveryStatus(from, actor) === to;
}
