import './payments-texts';
import { Alert, Badge, Box, Button, Card, Container, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMoney, type SandboxSessionView } from '@niaga/shared';
import { IconBuildingBank, IconCreditCard, IconLock, IconShieldLock, IconWallet } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ColorSchemeToggle } from '../../app/color-scheme-toggle';
import { ErrorAlert } from '../../app/error-alert';
import { LanguageSwitch } from '../../app/language-switch';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { paymentApi, sandboxSessionQuery } from './payments.api';

const METHOD_ICON = { fpx: IconBuildingBank, card: IconCreditCard, ewallet: IconWallet } as const;
const PROVIDER_COLOR = 'indigo';

/**
 * /ejenpay/:payType/:sessionId: the sandbox provider's hosted page. It looks and behaves like a payment
 * provider's site: who is paid, how much, by which method; Pay, Fail or Cancel. The provider then calls our API
 * back (signed) and sends the payer to the merchant's return page.
 */
export function SandboxPage() {
  const { t } = useTranslation();
  const { sessionId = '', payType = '' } = useParams();
  const { data, error, isPending, refetch } = useQuery(sandboxSessionQuery(sessionId));
  return (
    <Box
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-8))"
      data-testid="sandbox-page"
    >
      <Box bg={`var(--mantine-color-${PROVIDER_COLOR}-7)`} c="white" component="header">
        <Container size={480} px="md" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconShieldLock size={24} />
              <Text fw={800} fz="lg" lts={0.5}>
                {t('payments.sandbox.provider')}
              </Text>
            </Group>
            <Badge color="yellow" c="dark" variant="filled" tt="none" data-testid="sandbox-badge">
              Sandbox
            </Badge>
          </Group>
        </Container>
      </Box>
      <Container size={480} px="md" py={{ base: 'md', sm: 40 }} component="main">
        <Stack gap="md">
          <Text size="xs" c="dimmed" ta="center">
            {t('payments.sandbox.testMode')}
          </Text>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
            {isPending ? (
              <SkeletonBlock rows={6} />
            ) : error ? (
              isApiError(error) && error.status === 404 ? (
                <Alert color="red" role="alert" data-testid="sandbox-not-found">
                  {t('payments.sandbox.notFound')}
                </Alert>
              ) : (
                <ErrorState message={error.message} onRetry={() => void refetch()} />
              )
            ) : (
              <Checkout session={data} payType={payType} />
            )}
          </Card>
          <Group justify="center" gap="xs" c="dimmed">
            <IconLock size={14} />
            <Text size="xs">{t('payments.sandbox.secure')}</Text>
          </Group>
          <Group justify="center" gap="xs">
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

function Checkout({ session, payType }: { session: SandboxSessionView; payType: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const amount = formatMoney(session.amount, session.currency);
  const complete = useMutation({
    mutationFn: (outcome: 'paid' | 'failed' | 'cancelled') => paymentApi.completeSandbox(session.sessionId, outcome),
    onSuccess: (result) => navigate(result.returnUrl, { replace: true }),
  });
  const method = (session.payType in METHOD_ICON ? session.payType : payType) as keyof typeof METHOD_ICON;
  const MethodIcon = METHOD_ICON[method] ?? IconCreditCard;
  const busy = complete.isPending || complete.isSuccess;
  const chosen = complete.variables;
  // Once one outcome is sent, its button spins and the others are disabled.
  const choose = (outcome: 'paid' | 'failed' | 'cancelled') => ({
    loading: busy && chosen === outcome,
    disabled: busy && chosen !== outcome,
    onClick: () => complete.mutate(outcome),
  });

  return (
    <Stack gap="lg">
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed">
          {t('payments.sandbox.payTo')}
        </Text>
        <Text fw={700} size="lg" ta="center" data-testid="sandbox-merchant">
          {session.merchant}
        </Text>
        <Text fz={36} fw={800} lh={1.1} data-testid="sandbox-amount" style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Detail label={t('payments.sandbox.method')}>
          <Group gap={6} wrap="nowrap">
            <ThemeIcon size="sm" variant="light" color={PROVIDER_COLOR}>
              <MethodIcon size={14} />
            </ThemeIcon>
            <Text size="sm" fw={500} data-testid="sandbox-method">
              {t(`payments.payType.${method}`)}
            </Text>
          </Group>
        </Detail>
        <Detail label={t('payments.sandbox.for')}>
          <Text size="sm" fw={500}>
            {t(`payments.sandbox.purpose.${session.purpose}`)}
          </Text>
        </Detail>
        <Detail label={t('payments.sandbox.reference')}>
          <Text size="sm" ff="monospace">
            {session.reference}
          </Text>
        </Detail>
      </Stack>
      <ErrorAlert error={complete.error} />
      {session.status === 'pending' ? (
        <Stack gap="xs">
          <Button
            size="md"
            color={PROVIDER_COLOR}
            leftSection={<IconLock size={16} />}
            {...choose('paid')}
            data-testid="sandbox-pay"
          >
            {t('payments.sandbox.pay', { amount })}
          </Button>
          <Button variant="outline" color="red" {...choose('failed')} data-testid="sandbox-fail">
            {t('payments.sandbox.fail')}
          </Button>
          <Button variant="subtle" color="gray" {...choose('cancelled')} data-testid="sandbox-cancel">
            {t('payments.sandbox.cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert color={session.status === 'paid' ? 'teal' : 'red'} data-testid="sandbox-settled">
            {t(`payments.sandbox.settled.${session.status}`)}
          </Alert>
          <Button color={PROVIDER_COLOR} loading={busy} onClick={() => complete.mutate('cancelled')}>
            {t('payments.sandbox.return')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}
