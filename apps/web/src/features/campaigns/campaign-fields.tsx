import './campaigns-texts';
import { MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { CampaignInput, campaignInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDateField } from '../../app/date-field';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { ImagePicker } from '../catalog';
import { levelsQuery } from '../recruitment';
import { Hint } from './campaign-ui';
import { campaignApi } from './campaigns.api';

export type CampaignForm = UseFormReturn<CampaignInput, unknown, z.output<typeof campaignInput>>;

/** Every field of spec §3 Campaign, plus the levels it is open to (none chosen: every level). */
export function CampaignFields({ form }: { form: CampaignForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const levels = useQuery(levelsQuery());
  const levelOptions = (levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName }));
  const count = (name: 'pointRequired' | 'maxRedeem', key: string) => (
    <NumericField
      control={form.control}
      name={name}
      kind="units"
      label={t(`campaigns.field.${key}`)}
      description={t(`campaigns.field.${key}Hint`)}
      required
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('campaigns.field.title')}
          required
          {...form.register('gameTitle')}
          error={fieldError(t, errors.gameTitle)}
        />
        <TextInput
          label={t('campaigns.field.rewardType')}
          description={t('campaigns.field.rewardTypeHint')}
          required
          {...form.register('rewardType')}
          error={fieldError(t, errors.rewardType)}
        />
      </SimpleGrid>
      <Textarea
        label={t('campaigns.field.description')}
        autosize
        minRows={3}
        {...form.register('gameDesc')}
        error={fieldError(t, errors.gameDesc)}
      />
      <Textarea
        label={t('campaigns.field.terms')}
        autosize
        minRows={3}
        {...form.register('gameTnc')}
        error={fieldError(t, errors.gameTnc)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {count('pointRequired', 'points')}
        {count('maxRedeem', 'maxRedeem')}
        <FormDateField control={form.control} name="startDate" label={t('campaigns.field.startDate')} required />
        <FormDateField control={form.control} name="endDate" label={t('campaigns.field.endDate')} required />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="levelIds"
        render={({ field }) => (
          <MultiSelect
            label={t('campaigns.field.levels')}
            description={t('campaigns.field.levelsHint')}
            placeholder={field.value?.length ? undefined : t('campaigns.allLevels')}
            data={levelOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            searchable
            clearable
            error={levels.error ? levels.error.message : fieldError(t, errors.levelIds)}
            data-testid="campaign-levels"
          />
        )}
      />
      <Controller
        control={form.control}
        name="image1"
        render={({ field }) => (
          <Stack gap={4}>
            <ImagePicker
              label={t('campaigns.field.banner')}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(t, errors.image1)}
              uploader={campaignApi.uploadBanner}
              testId="campaign-banner"
              size={240}
              height={120}
            />
            <Hint>{t('campaigns.field.bannerHint')}</Hint>
          </Stack>
        )}
      />
    </Stack>
  );
}
