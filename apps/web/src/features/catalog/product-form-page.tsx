import './catalog-texts';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Level, Product } from '@niaga/shared';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { FormSection } from '../../ui/form-section';
import { LinkButton } from '../../ui/link-button';
import { PageHeader } from '../../ui/page-header';
import { levelsQuery } from '../recruitment';
import { saveProductDraft } from '../shop';
import { catalogApi, catalogKeys, productQuery } from './catalog.api';
import { FormEnd } from './form-fields';
import { previewProductPath } from './product-actions';
import {
  blankProduct,
  type ProductFormValues,
  type ProductRequest,
  productResolver,
  serverFieldErrors,
  toFormValues,
  toRequest,
} from './product-form-values';
import { ImagesFields } from './product-images-fields';
import { LevelsFields } from './product-levels-fields';
import { MainFields } from './product-main-fields';
import { PublishFields } from './product-publish-fields';
import { VariantsFields } from './product-variants-fields';

/** /products/new and /products/edit/:id: loads the levels (and the product), then shows the form. */
export function ProductFormPage() {
  const { id } = useParams();
  const levels = useQuery(levelsQuery());
  const product = useQuery({ ...productQuery(id ?? ''), enabled: !!id });
  const failed = levels.error ?? product.error;
  if (failed)
    return (
      <ErrorState message={failed.message} onRetry={() => void Promise.all([levels.refetch(), product.refetch()])} />
    );
  if (!levels.data || (id && !product.data)) return <SkeletonBlock rows={10} />;
  return <ProductForm key={id ?? 'new'} levels={levels.data} product={id ? product.data : undefined} />;
}

function ProductForm({ levels, product }: { levels: Level[]; product: Product | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues, unknown, ProductRequest>({
    resolver: productResolver,
    defaultValues: product ? toFormValues(product, levels) : blankProduct(levels),
  });
  const save = useMutation({
    mutationFn: (body: ProductRequest) => catalogApi.saveProduct(body, product?.id),
    onSuccess: async ({ data, message }) => {
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      notifications.show({ color: 'teal', message });
      if (!product) navigate(`/products/edit/${encodeURIComponent(data.id)}`, { replace: true });
      else form.reset(toFormValues(data, levels));
    },
    onError: (error) => {
      const { levelRows } = toRequest(form.getValues());
      serverFieldErrors(error, levelRows).forEach(([path, message], index) => {
        form.setError(path as keyof ProductFormValues, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    },
  });
  const control = form.control;

  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate data-testid="product-form">
      <Stack gap="lg">
        <PageHeader
          title={product ? t('catalog.form.editTitle', { name: product.name }) : t('catalog.form.newTitle')}
          actions={
            <>
              <Button
                variant="default"
                leftSection={<IconEye size={16} />}
                onClick={() => {
                  // A new tab keeps this form as it is; it gets a copy of this tab's session storage.
                  saveProductDraft(form.getValues());
                  window.open('/products/preview-product', '_blank');
                }}
                data-testid="product-preview-draft"
              >
                {t('catalog.form.previewDraft')}
              </Button>
              {product && (
                <LinkButton to={previewProductPath(product.id)} variant="default" icon={IconEye}>
                  {t('catalog.products.previewAsLevel')}
                </LinkButton>
              )}
            </>
          }
        />
        <FormSection title={t('catalog.form.sectionMain')}>
          <MainFields control={control} />
        </FormSection>
        <FormSection title={t('catalog.form.sectionImages')}>
          <ImagesFields control={control} />
        </FormSection>
        <FormSection title={t('catalog.form.sectionLevels')} hint={t('catalog.form.sectionLevelsHint')}>
          <LevelsFields control={control} />
        </FormSection>
        <FormSection title={t('catalog.form.sectionVariants')}>
          <VariantsFields control={control} />
        </FormSection>
        <FormSection title={t('catalog.form.sectionPublish')}>
          <PublishFields control={control} />
        </FormSection>
        <ErrorAlert error={save.error && serverFieldErrors(save.error, []).length === 0 ? save.error : null} />
        <FormEnd cancelTo="/products" saving={save.isPending} saveTestId="product-save" />
      </Stack>
    </form>
  );
}
