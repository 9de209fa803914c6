import { Code, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Language, NOTIFICATION_EVENTS, type NotificationEvent } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { SettingsSection } from '../../ui/settings-form';
import { previewQuery } from './notifications.api';

/** Each event's mail with sample values, in each language, as recipients will read it. */
export function TemplatePreview() {
  const { t, i18n } = useTranslation();
  const [event, setEvent] = useState<NotificationEvent>('order_placed');
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const preview = useQuery(previewQuery(event, language));
  return (
    <SettingsSection title={t('notifications.preview')} hint={t('notifications.previewHint')}>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('notifications.event')}
          data={NOTIFICATION_EVENTS.map((value) => ({ value, label: t(`notifications.events.${value}`) }))}
          value={event}
          onChange={(value) => value && setEvent(value as NotificationEvent)}
          allowDeselect={false}
          w={280}
          data-testid="preview-event"
        />
        <SegmentedControl
          data={LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data-testid="preview-language"
        />
      </Group>
      {preview.isPending && <SkeletonBlock rows={3} />}
      {preview.error && <ErrorState message={preview.error.message} onRetry={() => void preview.refetch()} />}
      {preview.data && (
        <Stack gap={4} data-testid="preview-mail">
          <Text fw={600} size="sm">
            {preview.data.subject}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {preview.data.body}
          </Code>
        </Stack>
      )}
    </SettingsSection>
  );
}
