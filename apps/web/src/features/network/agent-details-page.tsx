import './network-texts';
import { Anchor, Avatar, Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AgentDetail, canAccess, formatDateShort } from '@niaga/shared';
import { IconArrowLeft, IconArrowsUpDown, IconUserCheck, IconUserOff, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { addressText } from '../../lib/address-text';
import { isApiError } from '../../lib/api-error';
import { Info } from '../../ui/info';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { PhoneNumber } from '../../ui/phone-number';
import { detailsPath } from './agent-columns';
import { AgentHistorySection, AgentSocialSection, Section } from './agent-detail-sections';
import { type ActionAgent, ChangeLevelModal } from './change-level-modal';
import { agentDetailQuery } from './network.api';
import { PROMOTE_ACCESS } from './network-access';
import { StatusBadge } from './network-ui';
import { SuspendModal } from './suspend-modal';

/** /agent-details?id= and /agent-info?id=: one agent's profile, network, month sales and status history. */
export function AgentDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id')?.trim() ?? '';
  const { data: agent, error, isPending, refetch } = useQuery({ ...agentDetailQuery(id), enabled: !!id });

  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/agent-database'))}
      w="fit-content"
      px={4}
    >
      {t('network.details.back')}
    </Button>
  );

  if (!id || (isApiError(error) && (error.status === 404 || error.status === 403))) {
    return (
      <Stack gap="lg">
        {back}
        <Card withBorder radius="lg">
          <EmptyState
            icon={<IconUserQuestion size={28} />}
            title={t('network.details.notFound')}
            description={t('network.details.notFoundHint')}
            py="xl"
            data-testid="agent-not-found"
          >
            <LinkButton to="/agent-database" variant="light">
              {t('network.db.title')}
            </LinkButton>
          </EmptyState>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      {back}
      {isPending && (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={8} />
        </Card>
      )}
      {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
      {agent && <AgentDetailView agent={agent} />}
    </Stack>
  );
}

function AgentDetailView({ agent }: { agent: AgentDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const money = useMoney();
  const [changing, setChanging] = useState<ActionAgent | null>(null);
  const [suspending, setSuspending] = useState<ActionAgent | null>(null);
  const canPromote = !!user && canAccess(user, PROMOTE_ACCESS);
  const account = agent.account;
  // An agent sees its downline only; a link to itself (or above) would answer 404, so it is plain text.
  const person = (ref: { id: string; name: string } | null, fallback = '—') => {
    if (!ref) return fallback;
    if (ref.id === user?.id) return ref.name;
    return (
      <Anchor component={Link} to={detailsPath(ref.id)} size="sm">
        {ref.name}
      </Anchor>
    );
  };
  const address = addressText(account);

  return (
    <>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="agent-profile">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={account.photoUrl} alt={agent.name} size={72} radius="xl" name={agent.name} color="initials" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="agent-name">
                {agent.name}
              </Title>
              <Group gap={6}>
                {agent.level && (
                  <Badge variant="outline" tt="none" data-testid="agent-level">
                    {agent.level.name}
                  </Badge>
                )}
                <StatusBadge status={agent.status} data-testid="agent-status" />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {agent.username ? `@${agent.username} · ` : ''}
                {agent.email}
              </Text>
            </Stack>
          </Group>
          {canPromote && (
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconArrowsUpDown size={16} />}
                onClick={() => setChanging(agent)}
                data-testid="details-change-level"
              >
                {t('network.promote.changeLevel')}
              </Button>
              <Button
                variant="light"
                color={agent.status === 'suspended' ? 'teal' : 'red'}
                leftSection={agent.status === 'suspended' ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
                onClick={() => setSuspending(agent)}
                data-testid="details-suspend"
              >
                {agent.status === 'suspended' ? t('network.suspend.unAction') : t('network.suspend.action')}
              </Button>
            </Group>
          )}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('network.details.network')} testId="agent-network">
          <SimpleGrid cols={2} spacing="md">
            <Info label={t('network.col.upline')} value={person(agent.upline, t('network.hq'))} testId="agent-upline" />
            <Info label={t('network.details.introducer')} value={person(agent.introducer)} testId="agent-introducer" />
            <Info label={t('network.details.uplineHelper')} value={person(agent.uplineHelper)} testId="agent-helper" />
            <Info label={t('network.col.joined')} value={formatDateShort(agent.joinedAt)} />
            <Info label={t('network.col.downline')} value={agent.downlineCount} testId="agent-downline" />
            <Info label={t('network.col.recruits')} value={agent.recruits} testId="agent-recruits" />
          </SimpleGrid>
        </Section>
        <Section title={t('network.details.sales')} testId="agent-sales">
          <SimpleGrid cols={2} spacing="md">
            <Info label={t('network.details.ps')} value={money(agent.sales.ps)} />
            <Info label={t('network.details.gs')} value={money(agent.sales.gs)} />
            <Info label={t('network.details.tpgs')} value={money(agent.sales.tpgs)} />
            <Info label={t('network.details.side')} value={money(agent.sales.sideGroupSales)} />
            <Info label={t('network.details.psUnits')} value={agent.sales.psUnits} />
            <Info label={t('network.details.gsUnits')} value={agent.sales.gsUnits} />
          </SimpleGrid>
        </Section>
        <Section title={t('network.details.account')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Info label={t('field.firstName')} value={account.firstName} />
            <Info label={t('field.lastName')} value={account.lastName} />
            <Info
              label={t('field.phoneNumber')}
              value={account.phoneNumber && <PhoneNumber code={account.phoneCode} number={account.phoneNumber} />}
            />
            <Info label={t('field.identityNo')} value={account.identityNo} />
            <Info label={t('field.birthDate')} value={account.birthDate ? formatDateShort(account.birthDate) : ''} />
            <Info label={t('field.gender')} value={account.gender ? t(`gender.${account.gender}`) : ''} />
            <Info label={t('field.tin')} value={account.tin} />
            <Info label={t('network.col.state')} value={agent.state} />
          </SimpleGrid>
          <Stack mt="md">
            <Info
              label={t('network.details.address')}
              value={
                address || (
                  <Text span size="sm" c="dimmed">
                    {t('network.details.noAddress')}
                  </Text>
                )
              }
              testId="agent-address"
            />
          </Stack>
        </Section>
        <Stack gap="lg">
          <Section title={t('network.details.bank')}>
            {agent.bank?.accountNumber ? (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Info label={t('network.details.bankName')} value={agent.bank.bankName} />
                <Info label={t('network.details.accountNumber')} value={agent.bank.accountNumber} />
                <Info label={t('network.details.accountName')} value={agent.bank.accountName} />
                <Info label={t('network.details.accountIdentity')} value={agent.bank.accountIdentity} />
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed">
                {t('network.details.noBank')}
              </Text>
            )}
          </Section>
          <AgentSocialSection agent={agent} />
        </Stack>
      </SimpleGrid>

      <AgentHistorySection agent={agent} />
      {canPromote && (
        <>
          <ChangeLevelModal agent={changing} onClose={() => setChanging(null)} />
          <SuspendModal agent={suspending} onClose={() => setSuspending(null)} />
        </>
      )}
    </>
  );
}
