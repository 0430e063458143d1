import { adminOrderTexts } from '../../domain/admin-order-texts';
import { adminProductTexts } from '../../domain/admin-product-texts';
import { adminSellerTexts } from '../../domain/admin-seller-texts';
import { categoryTexts } from '../../domain/category-texts';
import { commissionTexts } from '../../domain/commission-texts';
import { productTexts } from '../../domain/product-texts';
import type { ErrorContext } from './error-message';

/** How the administrator's screens word their failures: each titles the server's message (see error-contexts.ts). */
export const adminErrorContexts = {
  changeProductStatus: { title: productTexts.statusFailed },
  approveProduct: { title: adminProductTexts.approveFailed },
  deleteOrder: { title: adminOrderTexts.deleteFailed },
  cancelPart: { title: adminOrderTexts.cancelPartFailed },
  decideHeldPayment: { title: adminOrderTexts.decideHeldFailed },
  confirmSeller: { title: adminSellerTexts.confirmFailed },
  cancelSellerApplication: { title: adminSellerTexts.cancelApplicationFailed },
  banSeller: { title: adminSellerTexts.banFailed },
  /** Adding a category or subcategories, from either form. */
  addCategory: { title: categoryTexts.addFailed },
  deleteCategory: { title: categoryTexts.deleteCategoryFailed },
  deleteSubcategory: { title: categoryTexts.deleteSubcategoryFailed },
  setCommission: { title: commissionTexts.failed },
} satisfies Record<string, ErrorContext>;
