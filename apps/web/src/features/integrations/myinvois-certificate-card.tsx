import { Alert, Button, Card, FileInput, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateShort, type IntegrationConfig, type IntegrationView } from '@niaga/shared';
import { IconCertificate } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { integrationApi, integrationKeys } from './integrations.api';
import { withSaved } from './with-saved';

/** The file's bytes as base64, as the API takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The company's MyInvois signing certificate: what is uploaded (subject, issuer, expiry) and the upload of a
 * PKCS#12 file with its password (checked by the API: password, private key, dates). The file never comes back.
 */
export function MyInvoisCertificateCard({ item }: { item: IntegrationView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const upload = useMutation({
    mutationFn: async () => integrationApi.storeMyInvoisCertificate({ file: await base64Of(file as File), password }),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<IntegrationConfig>(integrationKeys.all, (config) => config && withSaved(config, data));
      notifications.show({ color: 'teal', message });
      setFile(null);
      setPassword('');
    },
  });
  const certificate = item.certificate;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="myinvois-certificate">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCertificate size={20} />
          <Text fw={600}>{t('integrations.myinvois.certificate.title')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('integrations.myinvois.certificate.help')}
        </Text>
        {certificate ? (
          <Stack gap={2} data-testid="myinvois-certificate-details">
            <Text size="sm">
              {t('integrations.myinvois.certificate.subject')}: {certificate.subject}
            </Text>
            <Text size="sm">
              {t('integrations.myinvois.certificate.issuer')}: {certificate.issuer}
            </Text>
            <Text size="sm">
              {t('integrations.myinvois.certificate.expires')}: {formatDateShort(certificate.notAfter)}
            </Text>
          </Stack>
        ) : (
          <Alert color="yellow" variant="light">
            {t('integrations.myinvois.certificate.none')}
          </Alert>
        )}
        <ErrorAlert error={upload.error} />
        <FileInput
          label={t('integrations.myinvois.certificate.file')}
          accept=".p12,.pfx,application/x-pkcs12"
          value={file}
          onChange={setFile}
          clearable
        />
        <PasswordInput
          label={t('integrations.myinvois.certificate.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button onClick={() => upload.mutate()} loading={upload.isPending} disabled={!file}>
            {certificate
              ? t('integrations.myinvois.certificate.replace')
              : t('integrations.myinvois.certificate.upload')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
