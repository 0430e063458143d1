import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddCategoryInput,
  type AddSubcategoriesInput,
  addCategoryResponseSchema,
  categoryCommissionsSchema,
  type SetCommissionInput,
} from '../../domain/admin-categories';
import { categorySchema } from '../../domain/category';
import { categoriesQuery } from './catalog';
import { api } from './client';

/** Every change refreshes the one category list, which the header's category sidebar shows too. */
function useCategoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
  });
}

export const useAddCategory = () =>
  useCategoryMutation((input: AddCategoryInput) =>
    api('/api/admin/categories', { method: 'POST', body: input, schema: addCategoryResponseSchema }),
  );

export const useAddSubcategories = () =>
  useCategoryMutation(({ categoryId, ...input }: AddSubcategoriesInput & { categoryId: number }) =>
    api(`/api/admin/categories/${categoryId}/subcategories`, {
      method: 'POST',
      body: input,
      schema: categorySchema,
    }),
  );

export const useDeleteCategory = () =>
  useCategoryMutation((categoryId: number) =>
    api(`/api/admin/categories/${categoryId}`, { method: 'DELETE' }),
  );

export const useDeleteSubcategory = () =>
  useCategoryMutation((subcategoryId: number) =>
    api(`/api/admin/subcategories/${subcategoryId}`, { method: 'DELETE' }),
  );

export const commissionsQuery = queryOptions({
  queryKey: ['admin', 'category-commissions'],
  queryFn: ({ signal }) =>
    api('/api/admin/categories/commissions', { schema: categoryCommissionsSchema, signal }),
});

export const useCommissions = () => useQuery(commissionsQuery);

/** Sets a category's commission; the list and the audit log read again. */
export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, ...input }: SetCommissionInput & { categoryId: number }) =>
      api(`/api/admin/categories/${categoryId}/commission`, { method: 'PUT', body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commissionsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
