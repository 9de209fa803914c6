import './shop-texts';
import { Alert, Group, Select, Stack, Switch } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { levelsQuery } from '../network';
import type { PreviewAs } from './shop.api';

/** HQ's preview: the level (and first-order view) in the URL; the first open level until one is chosen. */
export function usePreviewAs(): [PreviewAs | null, (patch: Partial<PreviewAs>) => void] {
  const [params, setParams] = useSearchParams();
  const levels = useQuery(levelsQuery()).data?.filter((level) => !level.inactive);
  const levelId = params.get('levelId') ?? levels?.[0]?.id;
  const as = levelId ? { levelId, firstOrder: params.get('firstOrder') === 'true' } : null;
  const update = (patch: Partial<PreviewAs>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (patch.levelId) next.set('levelId', patch.levelId);
        if (patch.firstOrder !== undefined) next.set('firstOrder', String(patch.firstOrder));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [as, update];
}

export function PreviewControls({
  as,
  onChange,
}: {
  as: PreviewAs | null;
  onChange: (patch: Partial<PreviewAs>) => void;
}) {
  const { t } = useTranslation();
  const levels = useQuery(levelsQuery()).data?.filter((level) => !level.inactive) ?? [];
  const level = levels.find((item) => item.id === as?.levelId);
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('shop.previewAs')}
          data={levels.map((item) => ({ value: item.id, label: item.levelName }))}
          value={as?.levelId ?? null}
          onChange={(value) => value && onChange({ levelId: value })}
          allowDeselect={false}
          data-testid="preview-level"
          miw={200}
        />
        <Switch
          label={t('shop.previewFirstOrder')}
          checked={as?.firstOrder ?? false}
          onChange={(event) => onChange({ firstOrder: event.currentTarget.checked })}
          pb={6}
        />
      </Group>
      <Alert variant="light" icon={<IconEye size={18} />}>
        {level ? t('shop.previewNotice', { level: level.levelName }) : t('shop.chooseLevel')}
      </Alert>
    </Stack>
  );
}
