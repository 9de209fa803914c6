import { ActionIcon, Group, Text } from '@mantine/core';
import { whatsAppUrl } from '@niaga/shared';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A phone number as shown to people, with a button that opens a WhatsApp chat with it (a new tab). */
export function PhoneNumber({
  code,
  number,
  testId,
}: {
  code?: string | null | undefined;
  number: string | null | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const url = whatsAppUrl(code, number);
  if (!url) return null;
  const shown = [code && !number?.trim().startsWith('+') ? code : null, number].filter(Boolean).join(' ');
  return (
    <Group component="span" gap={4} wrap="nowrap" display="inline-flex" data-testid={testId}>
      <Text component="span" size="sm">
        {shown}
      </Text>
      <ActionIcon
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="green"
        size="sm"
        aria-label={t('common.whatsappChat', { number: shown })}
      >
        <IconBrandWhatsapp size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
