import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { imageTooLarge, invalidImageType } from '../../storage/image-store';

const onePictureOnly = () => new AppError('one_picture_per_upload');
const malformedUpload = () => new AppError('malformed_upload');

/**
 * The bytes of the one file an upload request carries. The multipart parser's own failures (a missing
 * boundary, a body cut short, a header that never ends) are plain errors that would otherwise answer 500;
 * here each becomes a 400 saying what went wrong, and a request with anything besides one file is refused.
 */
export async function readOneUpload(
  request: FastifyRequest,
  errors: FastifyInstance['multipartErrors'],
): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidImageType();
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || data) throw onePictureOnly();
      data = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw imageTooLarge();
    if (
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FilesLimitError ||
      error instanceof errors.FieldsLimitError
    )
      throw onePictureOnly();
    if (error instanceof AppError) throw error;
    throw malformedUpload();
  }
  if (!data) throw invalidImageType();
  return data;
}
