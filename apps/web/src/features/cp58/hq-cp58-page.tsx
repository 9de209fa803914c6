import './cp58-texts';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Cp58Row } from '@niaga/shared';
import { IconAlertTriangle, IconDownload, IconFileCertificate, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useSettledSearch } from '../../lib/use-settled-search';
import { ListFooter } from '../../ui/list-page/paging';
import { useMoney } from '../../ui/money';
import { type Cp58Filters, cp58Api, cp58Keys, cp58ListQuery, downloadCp58Pdf } from './cp58.api';
import { useStatementDate, YearPicker } from './cp58-ui';

/** /hqCP58: HQ issues a year's CP58 statements, lists them (search, missing TIN flags) and downloads any PDF. */
export function HqCp58Page() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const date = useStatementDate();
  const current = new Date().getFullYear();
  const [filters, setFilters] = useState<Cp58Filters>({ year: current - 1, page: 1 });
  const [search, setSearch] = useSettledSearch(filters.q, (q) => setFilters((old) => ({ ...old, q, page: 1 })));
  const [confirming, setConfirming] = useState(false);
  const list = useQuery(cp58ListQuery(filters));
  const download = useMutation({
    mutationFn: (agentId: string) => downloadCp58Pdf(filters.year, agentId),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const issue = async () => {
    const { message } = await cp58Api.issue(filters.year);
    notifications.show({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: cp58Keys.all });
  };
  const data = list.data;
  const pdfButton = (row: Cp58Row) => (
    <Tooltip label={t('cp58.page.downloadOf', { name: row.name })}>
      <ActionIcon
        variant="light"
        aria-label={t('cp58.page.downloadOf', { name: row.name })}
        onClick={() => download.mutate(row.agentId)}
        loading={download.isPending && download.variables === row.agentId}
        data-testid="cp58-row-pdf"
      >
        <IconDownload size={16} />
      </ActionIcon>
    </Tooltip>
  );
  const flags = (row: Cp58Row) => (
    <Group gap={4}>
      {row.missingIdentity && (
        <Badge color="orange" variant="light" size="sm">
          {t('cp58.page.noIdentity')}
        </Badge>
      )}
      {row.missingTin && (
        <Badge color="orange" variant="light" size="sm">
          {t('cp58.page.noTin')}
        </Badge>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {t('cp58.page.hqTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('cp58.page.hqSubtitle')}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
          <YearPicker value={filters.year} onChange={(year) => setFilters({ year, q: filters.q, page: 1 })} />
          <Button
            leftSection={<IconFileCertificate size={16} />}
            onClick={() => setConfirming(true)}
            data-testid="cp58-issue"
          >
            {data?.issuedAt ? t('cp58.page.reissue') : t('cp58.page.issue')}
          </Button>
        </Group>
      </Group>

      {data?.issuedAt && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Summary label={t('cp58.page.statements')} value={String(data.issued)} testId="cp58-issued-count" />
          <Summary label={t('cp58.page.grandTotal')} value={money(data.grandTotal)} testId="cp58-grand-total" />
          <Summary
            label={t('cp58.page.issuedAt')}
            value={data.issuedAt ? date(data.issuedAt) : '—'}
            hint={data.partial ? t('cp58.page.soFar') : undefined}
          />
        </SimpleGrid>
      )}
      {data && data.missingDetails > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="cp58-missing-flag">
          {t('cp58.page.missingFlag', { count: data.missingDetails })}
        </Alert>
      )}

      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            placeholder={t('cp58.page.search')}
            aria-label={t('cp58.page.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="cp58-search"
          />
          {list.isPending ? (
            <SkeletonBlock rows={6} />
          ) : list.error && !data ? (
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          ) : !data || data.items.length === 0 ? (
            <EmptyList
              title={filters.q ? t('cp58.page.noMatch') : t('cp58.page.hqEmpty', { year: filters.year })}
              description={filters.q ? t('cp58.page.noMatchHint') : t('cp58.page.hqEmptyHint')}
            />
          ) : (
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="cp58-list">
              <Box visibleFrom="sm">
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('cp58.page.agent')}</Table.Th>
                      <Table.Th>{t('cp58.form.identityNo')}</Table.Th>
                      <Table.Th>{t('cp58.page.tin')}</Table.Th>
                      <Table.Th ta="right">{t('cp58.page.total')}</Table.Th>
                      <Table.Th w={60} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((row) => (
                      <Table.Tr key={row.agentId} data-testid="cp58-row">
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {row.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {row.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{row.identityNo ?? flags({ ...row, missingTin: false })}</Table.Td>
                        <Table.Td>{row.tin ?? flags({ ...row, missingIdentity: false })}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {money(row.total)}
                        </Table.Td>
                        <Table.Td>{pdfButton(row)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
              <Stack hiddenFrom="sm" gap="xs">
                {data.items.map((row) => (
                  <Card key={row.agentId} withBorder radius="md" padding="sm" data-testid="cp58-card">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {row.name}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {[row.identityNo, row.tin].filter(Boolean).join(' · ') || row.email}
                        </Text>
                        {(row.missingTin || row.missingIdentity) && <Box mt={4}>{flags(row)}</Box>}
                      </div>
                      <Stack gap={4} align="flex-end">
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {money(row.total)}
                        </Text>
                        {pdfButton(row)}
                      </Stack>
                    </Group>
                  </Card>
                ))}
              </Stack>
              <ListFooter data={data} onPage={(page) => setFilters((old) => ({ ...old, page }))} />
            </Stack>
          )}
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming}
        title={t('cp58.page.confirmTitle', { year: filters.year })}
        message={`${t('cp58.page.confirmBody', { year: filters.year })}${
          filters.year === current ? ` ${t('cp58.page.confirmSoFar')}` : ''
        }`}
        confirmLabel={t('cp58.page.issueConfirm')}
        onConfirm={issue}
        onClose={() => setConfirming(false)}
        testId="cp58-confirm"
      />
    </Stack>
  );
}

function Summary({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={700} size="lg" data-testid={testId}>
          {value}
        </Text>
        {hint && (
          <Badge color="orange" variant="light" size="sm">
            {hint}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
