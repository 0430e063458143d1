/** SPEC section 8's texts of the categories: the administrator's page and the shop's sidebar. */
export const categoryTexts = {
  addedWithSubcategories: 'Category and subcategories added successfully!',
  subcategoriesAdded: 'Subcategories added successfully!',
  addFailed: 'Failed to add category or subcategory. See console for details.',
  categoryDeleted: 'Category deleted successfully!',
  subcategoryDeleted: 'Subcategory deleted successfully!',
  deleteCategoryFailed: 'Failed to delete category',
  deleteSubcategoryFailed: 'Failed to delete subcategory',
  loadCategoriesFailed: 'Failed to load categories',
  deleteCategoryQuestion:
    'Are you sure you want to delete this category? This will also delete all its subcategories.',
  deleteSubcategoryQuestion: 'Are you sure you want to delete this subcategory?',
  noCategories: 'No categories found',
  noSubcategories: 'No subcategories found',
  selectCategory: 'Select a category to view subcategories',
} as const;
