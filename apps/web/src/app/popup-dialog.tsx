import './full-styles';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { LIMITS } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import type { PopupKind } from '../lib/popup-bus';

type Props = { kind: PopupKind; secondsLeft: number; onContinue: () => void };

/** The popup's look; loaded only when a popup opens (keeps Modal out of the login bundle). */
export function PopupDialog({ kind, secondsLeft, onContinue }: Props) {
  const { t } = useTranslation();
  const expired = kind === 'session-expired';
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={expired ? t('popup.sessionExpired.title') : t('popup.tooManyRequests.title')}
      data-testid={expired ? 'session-expired-popup' : 'rate-limit-popup'}
    >
      <Stack gap="md">
        <Text>{expired ? t('errors.unauthenticated') : t('popup.tooManyRequests.body')}</Text>
        <Progress
          value={(secondsLeft / LIMITS.errorPopupSeconds) * 100}
          color={expired ? 'brand' : 'orange'}
          size="sm"
          aria-hidden
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="popup-countdown">
            {t('popup.countdown', { count: secondsLeft })}
          </Text>
          {expired && <Button onClick={onContinue}>{t('popup.sessionExpired.action')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
