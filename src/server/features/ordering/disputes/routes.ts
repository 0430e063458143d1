import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryParamsSchema } from '../../../../domain/delivery';
import { DISPUTE_PHOTO_LIMIT } from '../../../../domain/dispute';
import {
  acceptOfferSchema,
  disputeOfferSchema,
  disputeParamsSchema,
  disputeResponseSchema,
  openDisputeFieldsSchema,
} from '../../../../domain/disputes';
import { IMAGE_MAX_BYTES } from '../../../../domain/limits';
import { sessionUserId } from '../../../auth/session-user';
import { AppError } from '../../../errors';
import { readUpload } from '../../../http/read-upload';
import type { ImageStore } from '../../../storage/image-store';
import type { PaymentDeps } from '../payment/payment-deps';
import { offerRefund } from './offer-refund';
import { openDispute } from './open-dispute';
import { settleDispute } from './settle-dispute';

const tags = ['disputes'];
/** Enough bytes for the longest details in any script; a longer value arrives cut and fails the schema. */
const FIELD_BYTES_MAX = 8 * 1024;

/** The buyer's report of a problem with a part and acceptance of an offer; the seller's offer of a refund. */
export const disputeRoutes: FastifyPluginAsyncZod<{ payments: PaymentDeps; images: ImageStore }> = async (
  app,
  { payments, images },
) => {
  const { effects } = payments;
  // Registered here, not app-wide: the report is a form with its photos.
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: DISPUTE_PHOTO_LIMIT,
      fields: 2,
      fieldSize: FIELD_BYTES_MAX,
      parts: DISPUTE_PHOTO_LIMIT + 2,
      headerPairs: 20,
    },
  });

  app.post(
    '/api/deliveries/:id/dispute',
    {
      config: { access: 'user' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: deliveryParamsSchema,
        response: { 201: disputeResponseSchema },
      },
    },
    async (request, reply) => {
      const buyerId = sessionUserId(await request.viewer());
      const upload = await readUpload(request, app.multipartErrors, () => new AppError('too_many_photos'));
      const fields = openDisputeFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw new AppError('validation', fields.error.issues[0]?.message);
      const opened = await openDispute(effects, images, {
        buyerId,
        deliveryId: request.params.id,
        fields: fields.data,
        photos: upload.files,
      });
      return reply.status(201).send(opened);
    },
  );

  app.post(
    '/api/disputes/:id/offer',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        params: disputeParamsSchema,
        body: disputeOfferSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) =>
      offerRefund(effects, {
        sellerId: sessionUserId(await request.viewer()),
        disputeId: request.params.id,
        offer: request.body,
      }),
  );

  app.post(
    '/api/disputes/:id/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: disputeParamsSchema,
        body: acceptOfferSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) =>
      settleDispute(payments, request.params.id, {
        by: 'buyer',
        actorId: sessionUserId(await request.viewer()),
        offerAmount: request.body.amount,
      }),
  );
};
