import './cp58-texts';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUserExclamation } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { PageHeader } from '../../ui/page-header';
import { cp58StatementQuery, downloadCp58Pdf } from './cp58.api';
import { StatementView, YearPicker } from './cp58-ui';

/** /cp58: the agent's yearly statement of commission paid (CP58), with its PDF. */
export function Cp58Page() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [year, setYear] = useState(() => new Date().getFullYear() - 1);
  const statement = useQuery(cp58StatementQuery(year));
  const download = useMutation({
    mutationFn: () => downloadCp58Pdf(year),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const notIssued = statement.data === null;
  const missing = [
    !user?.account.identityNo && t('cp58.page.fieldIdentity'),
    !user?.account.tin && t('cp58.page.fieldTin'),
  ].filter(Boolean);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('cp58.page.title')}
        subtitle={t('cp58.page.subtitle')}
        actions={<YearPicker value={year} onChange={setYear} />}
      />
      {missing.length > 0 && (
        <Alert color="orange" icon={<IconUserExclamation size={18} />} data-testid="cp58-missing-details">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('cp58.page.missingDetails', { fields: missing.join(', ') })}</Text>
            <LinkButton to="/profile" size="xs" variant="outline" color="orange">
              {t('cp58.page.openProfile')}
            </LinkButton>
          </Stack>
        </Alert>
      )}
      {statement.isPending ? (
        <SkeletonBlock rows={8} />
      ) : notIssued ? (
        <Card withBorder radius="lg" data-testid="cp58-empty">
          <EmptyList title={t('cp58.page.emptyTitle', { year })} description={t('cp58.page.emptyHint')} />
        </Card>
      ) : statement.error || !statement.data ? (
        <ErrorState message={statement.error?.message ?? ''} onRetry={() => void statement.refetch()} />
      ) : (
        <StatementView
          statement={statement.data}
          actions={
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => download.mutate()}
              loading={download.isPending}
              data-testid="cp58-download"
            >
              {t('cp58.page.download')}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
