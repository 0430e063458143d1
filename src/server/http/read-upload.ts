import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { imageTooLarge, invalidImageType } from '../storage/image-store';

const onePictureOnly = () => new AppError('one_picture_per_upload');
const malformedUpload = () => new AppError('malformed_upload');

/** What a multipart request carried: its text fields by name, and the bytes of each file in order. */
export type Upload = { fields: Record<string, string>; files: Buffer[] };

/**
 * The fields and files of a multipart request, within the limits its route registered the parser with. The
 * parser's own failures (a missing boundary, a body cut short, a header that never ends) are plain errors that
 * would otherwise answer 500; here each becomes a 400 saying what went wrong, and more parts, files or fields
 * than the route takes answer `tooMany`.
 */
export async function readUpload(
  request: FastifyRequest,
  errors: FastifyInstance['multipartErrors'],
  tooMany: () => AppError,
): Promise<Upload> {
  if (!request.isMultipart()) throw invalidImageType();
  const upload: Upload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') upload.files.push(await part.toBuffer());
      else if (Object.hasOwn(upload.fields, part.fieldname) || typeof part.value !== 'string')
        throw malformedUpload();
      else upload.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw imageTooLarge();
    if (
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FilesLimitError ||
      error instanceof errors.FieldsLimitError
    )
      throw tooMany();
    if (error instanceof AppError) throw error;
    throw malformedUpload();
  }
  return upload;
}

/** The bytes of the one file an upload request carries; a request with anything besides one file is refused. */
export async function readOneUpload(
  request: FastifyRequest,
  errors: FastifyInstance['multipartErrors'],
): Promise<Buffer> {
  const { fields, files } = await readUpload(request, errors, onePictureOnly);
  if (Object.keys(fields).length > 0 || files.length > 1) throw onePictureOnly();
  const [data] = files;
  if (!data) throw invalidImageType();
  return data;
}
