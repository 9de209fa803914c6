import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { PUBLISH_STATUSES } from '@niaga/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../app/date-field';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { FormSwitch } from './form-fields';
import type { ProductControl } from './product-bands-fields';

/** Published, scheduled at a date-time (a job publishes it) or suspended; first-order-only, preorder, rating. */
export function PublishFields({ control }: { control: ProductControl }) {
  const { t } = useTranslation();
  const [status, preorder] = useWatch({ control, name: ['status', 'preorder'] });
  const toggle = (name: 'firstOrderOnly' | 'preorder' | 'ratingEnabled', label: string, description: string) => (
    <FormSwitch control={control} name={name} label={label} description={description} />
  );
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <SegmentedControl
            value={field.value}
            onChange={field.onChange}
            data={PUBLISH_STATUSES.map((value) => ({ value, label: t(`catalog.status.${value}`) }))}
            aria-label={t('catalog.form.status')}
            style={{ alignSelf: 'flex-start' }}
            data-testid="publish-status"
          />
        )}
      />
      {status === 'scheduled' && (
        <Controller
          control={control}
          name="publishAt"
          render={({ field, fieldState }) => (
            <DateTimeField
              label={t('catalog.form.publishAt')}
              description={t('catalog.form.publishAtHint')}
              required
              name={field.name}
              value={field.value}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              error={fieldError(t, fieldState.error)}
              data-testid="publish-at"
            />
          )}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {toggle('firstOrderOnly', t('catalog.form.firstOrderOnly'), t('catalog.form.firstOrderOnlyHint'))}
        <Stack gap="xs">
          {toggle('preorder', t('catalog.form.preorder'), t('catalog.form.preorderHint'))}
          {preorder && (
            <NumericField
              control={control}
              name="preorderLimit"
              kind="units"
              label={t('catalog.form.preorderLimit')}
              required
            />
          )}
        </Stack>
        {toggle('ratingEnabled', t('catalog.form.rating'), t('catalog.form.ratingHint'))}
      </SimpleGrid>
    </Stack>
  );
}
