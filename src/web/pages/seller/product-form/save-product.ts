import type { ProductStatus } from '../../../../domain/product';
import type { SellerProductInput } from '../../../../domain/seller-product';
import { errorMessage } from '../../../api/error-message';
import { productFormCalls } from '../../../api/seller';
import type { StripItem } from './strip-items';

/** After an update, the product's stock and status as the server now has them; null after a create. */
type SaveOutcome = {
  productId: number;
  failedUploads: string[];
  stock: number | null;
  status: ProductStatus | null;
};

/**
 * Saves the fields first (a new product starts pending), then the pictures: removed ones are deleted,
 * new ones uploaded one by one, and the strip's order is written last. A picture that fails does not
 * undo the product; it comes back as 'file name: reason'. An existing product is saved with the stock
 * its form loaded, so the server applies the seller's change to the stock it has now.
 */
export async function saveProduct(input: {
  existing: { id: number; stockSeen: number } | null;
  values: SellerProductInput;
  strip: StripItem[];
  removedImageIds: number[];
}): Promise<SaveOutcome> {
  const { existing, values, strip, removedImageIds } = input;
  const saved =
    existing === null
      ? { ...(await productFormCalls.create(values)), stock: null, status: null }
      : await productFormCalls.update(existing.id, { ...values, stockSeen: existing.stockSeen });
  const productId = saved.id;

  const failedUploads: string[] = [];
  let deletedAll = true;
  for (const imageId of removedImageIds) {
    await productFormCalls.removeImage(productId, imageId).catch((error: unknown) => {
      deletedAll = false;
      failedUploads.push(`A removed picture is still there: ${errorMessage(error)}`);
    });
  }
  const order: number[] = [];
  for (const item of strip) {
    if (item.kind === 'saved') {
      order.push(item.image.id);
      continue;
    }
    try {
      order.push((await productFormCalls.upload(productId, item.file)).id);
    } catch (error) {
      failedUploads.push(`${item.file.name}: ${errorMessage(error)}`);
    }
  }
  // The order must name every stored picture, so it is only written when each removal went through.
  if (order.length > 1 && deletedAll) {
    await productFormCalls.reorder(productId, order).catch((error: unknown) => {
      failedUploads.push(`The order of the pictures was not saved: ${errorMessage(error)}`);
    });
  }
  const touchedPictures =
    removedImageIds.length > 0 || strip.some((item) => item.kind === 'new') || order.length > 1;
  const status = existing && touchedPictures ? await statusNow(productId, saved.status) : saved.status;
  return { productId, failedUploads, stock: saved.stock, status };
}

/**
 * Changing the pictures of an approved product sends it back for approval; the server decides, so the form
 * asks. The product is saved either way: if asking fails, the status from the save stands.
 */
async function statusNow(productId: number, fallback: ProductStatus | null) {
  return productFormCalls
    .read(productId)
    .then((product) => product.status)
    .catch(() => fallback);
}
