import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { imageTexts } from '../../../../domain/image-texts';
import { CURRENCY_LABEL } from '../../../../domain/money';
import { pages } from '../../../../domain/pages';
import { productConditions } from '../../../../domain/product-condition';
import { productConditionTexts } from '../../../../domain/product-condition-texts';
import type { SellerProduct } from '../../../../domain/seller-product';
import { sellerProductTexts } from '../../../../domain/seller-product-texts';
import { useCategories } from '../../../api/catalog';
import { errorContexts } from '../../../api/error-contexts';
import { errorCode } from '../../../api/error-message';
import { useRefreshSellerProduct } from '../../../api/seller';
import { toastError, toastInfo, toastSuccess, toastWarning } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { decodesAsImage } from './decodes-as-image';
import { FailedUploadList } from './failed-upload-list';
import { emptyValues, productFormSchema, valuesOf } from './form-values';
import { ImageStrip } from './image-strip';
import { MarkdownTabs } from './markdown-tabs';
import { saveProduct } from './save-product';
import { fileProblem, moveItem, newItem, type StripItem, savedItem } from './strip-items';

const conditionOptions = productConditions.map((condition) => ({
  value: condition,
  label: productConditionTexts.labels[condition],
}));

/** The product is saved either way; the pictures that did not make it are listed until dismissed. */
function showFailedUploads(failures: string[]) {
  toastWarning(<FailedUploadList failures={failures} />, {
    subject: 'product-pictures',
    title: sellerProductTexts.imagesFailed,
    autoClose: false,
  });
}

/** Add Product (no product) or Update Product (the product to edit): the same form. */
export function ProductForm({ product }: { product: SellerProduct | null }) {
  const navigate = useNavigate();
  const refresh = useRefreshSellerProduct();
  const categories = useCategories();
  const form = useSchemaForm(productFormSchema, { initialValues: product ? valuesOf(product) : emptyValues });
  const [strip, setStrip] = useState<StripItem[]>(() => product?.images.map(savedItem) ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const [pictureError, setPictureError] = useState<string | null>(null);

  // Previews are object URLs: they are released when the form goes away.
  const stripRef = useRef(strip);
  stripRef.current = strip;
  useEffect(
    () => () => {
      for (const item of stripRef.current) if (item.kind === 'new') URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const addFiles = async (files: File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => ({
        file,
        problem: fileProblem(file) ?? ((await decodesAsImage(file)) ? null : imageTexts.invalidType),
      })),
    );
    setPictureError(checked.find((entry) => entry.problem)?.problem ?? null);
    const accepted = checked.filter((entry) => !entry.problem).map((entry) => entry.file);
    setStrip((current) => [...current, ...accepted.map((file) => newItem(file, URL.createObjectURL(file)))]);
  };

  const removeAt = (index: number) => {
    const item = strip[index];
    if (!item) return;
    if (item.kind === 'saved') setRemoved((current) => [...current, item.image.id]);
    else URL.revokeObjectURL(item.preview);
    setStrip((current) => current.filter((_, i) => i !== index));
  };

  const resetForm = () => {
    for (const item of strip) if (item.kind === 'new') URL.revokeObjectURL(item.preview);
    form.reset();
    setStrip([]);
    setRemoved([]);
  };

  const submit = form.onSubmit(async (input) => {
    try {
      const outcome = await saveProduct({
        existing: product ? { id: product.id, stockSeen: product.stock } : null,
        values: input,
        strip,
        removedImageIds: removed,
      });
      await refresh(outcome.productId);
      if (outcome.failedUploads.length > 0) showFailedUploads(outcome.failedUploads);
      if (product) {
        toastSuccess(sellerProductTexts.updated, { subject: 'product-form' });
        if (product.status !== 'pending' && outcome.status === 'pending')
          toastInfo(sellerProductTexts.awaitingApproval, { subject: 'product-approval' });
        if (outcome.stock !== null && outcome.stock !== input.stock)
          toastInfo(sellerProductTexts.stockMoved(outcome.stock), { subject: 'product-stock' });
        navigate(pages.myProducts.path());
      } else {
        toastSuccess(sellerProductTexts.added, { subject: 'product-form' });
        resetForm();
      }
    } catch (error) {
      toastError(error, { subject: 'product-form', context: errorContexts.saveProduct });
      if (errorCode(error) === 'unauthenticated') {
        navigate(pages.login.path(), { state: { from: window.location.pathname } });
      }
    }
  });

  const selectedCategory = categories.data?.find(
    (category) => String(category.id) === form.values.categoryId,
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ImageStrip
            items={strip}
            error={pictureError}
            onAdd={addFiles}
            onMove={(from, to) => setStrip((current) => moveItem(current, from, to))}
            onRemove={removeAt}
          />
          <TextInput label="Name" {...form.getInputProps('name')} required />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Price"
              leftSection={CURRENCY_LABEL}
              {...form.getInputProps('price')}
              onChange={(value) => form.setFieldValue('price', typeof value === 'number' ? value : '')}
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <NumberInput
              label="Stock"
              {...form.getInputProps('stock')}
              onChange={(value) => form.setFieldValue('stock', typeof value === 'number' ? value : '')}
              allowDecimal={false}
              allowNegative={false}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={productConditionTexts.condition}
              placeholder="Choose a condition"
              data={conditionOptions}
              {...form.getInputProps('condition')}
              required
            />
            <Checkbox
              label={productConditionTexts.negotiable}
              {...form.getInputProps('priceNegotiable', { type: 'checkbox' })}
              mt={{ base: 0, xs: 32 }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Category"
              placeholder="Choose a category"
              data={(categories.data ?? []).map((category) => ({
                value: String(category.id),
                label: category.name,
              }))}
              {...form.getInputProps('categoryId')}
              onChange={(value) => {
                // SPEC section 5: changing the category clears the subcategory.
                form.setFieldValue('categoryId', value);
                form.setFieldValue('subcategoryId', null);
              }}
              searchable
              required
            />
            <Select
              label="Subcategory"
              placeholder={selectedCategory ? 'Choose a subcategory' : 'Choose a category first'}
              data={(selectedCategory?.subcategories ?? []).map((sub) => ({
                value: String(sub.id),
                label: sub.name,
              }))}
              {...form.getInputProps('subcategoryId')}
              disabled={!selectedCategory}
              required
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            {...form.getInputProps('description')}
            autosize
            minRows={3}
            required
          />
          <MarkdownTabs
            details={{
              label: 'Details',
              value: form.values.detail,
              error: form.errors.detail,
              onChange: (v) => form.setFieldValue('detail', v),
            }}
            specs={{
              label: 'Specs',
              value: form.values.specs,
              error: form.errors.specs,
              onChange: (v) => form.setFieldValue('specs', v),
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={form.submitting}>
              {product ? 'Update Product' : 'Add Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
