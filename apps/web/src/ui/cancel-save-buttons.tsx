import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of a dialog's form: "Cancel" (closes) and the submit button ("Save" unless told). */
export function CancelSaveButtons({
  onCancel,
  saving,
  saveLabel,
  saveTestId,
}: {
  onCancel: () => void;
  saving: boolean;
  saveLabel?: string;
  saveTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {saveLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
