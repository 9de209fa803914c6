import './commission-texts';
import { Anchor, Box, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CalculationInput, formatDateTime, formulaPercent } from '@niaga/shared';
import { IconArrowLeft, IconCalculator } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyList } from '../../app/page-states';
import { Info } from '../../ui/info';
import { ListTable } from '../../ui/list-page/data-table';
import { PageHeader } from '../../ui/page-header';
import { type CheckCalculation, checkCalculationQuery } from './commission.api';
import {
  commissionPaths,
  EntryStatusBadge,
  figureColumn,
  money,
  Overline,
  QueryView,
  useMonthLabel,
} from './commission-ui';

/** /commission-payout/check-calculation?id=: any entry of the company, for HQ. */
export function HqCheckCalculationPage() {
  return <CheckCalculationPage hq />;
}

/**
 * /check-calculation?id=: an agent's own entry (`hq`: any entry of the company). The formula big and clear, each
 * input labelled, who earned it and from which order.
 */
export function CheckCalculationPage({ hq }: { hq?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const result = useQuery(checkCalculationQuery(id));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.check.title')}
        subtitle={t('commission.check.subtitle')}
        actions={
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
            {t('commission.back')}
          </Button>
        }
      />
      {!id ? (
        <EmptyList title={t('commission.check.noId')} />
      ) : (
        <QueryView result={result}>{(data) => <Calculation data={data} hq={hq} />}</QueryView>
      )}
    </Stack>
  );
}

function inputValue(input: CalculationInput, currency: CheckCalculation['currency']) {
  if (typeof input.value === 'string') return input.value;
  if (input.format === 'money') return money(input.value, currency);
  if (input.format === 'percent') return formulaPercent(input.value);
  return String(input.value);
}

type Leg = CheckCalculation['legs'][number];

/**
 * The direct legs a performance bonus deducts, every input of each term: the leg top and its rank, the leg's TPGS,
 * what the leg was paid, the cap (the earner's % × leg TPGS) and the deduction (the smaller of the two).
 */
function LegTable({ data }: { data: CheckCalculation }) {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, data.currency);
  const orDash = (sen: number | null) => (sen === null ? '—' : m(sen));
  const rankOf = (leg: Leg) =>
    leg.rankName ? `${leg.rankName} · ${formulaPercent(leg.basisPoints)}` : t('commission.input.noRank');
  const columns = [
    { accessor: 'agentName', title: t('commission.input.leg') },
    {
      accessor: 'rankName',
      title: t('commission.input.legTopRank'),
      render: (leg: Leg) => rankOf(leg),
    },
    figureColumn<Leg>('tpgs', t('commission.input.legTpgs'), (leg) => m(leg.tpgs)),
    figureColumn<Leg>('paid', t('commission.input.legPaid'), (leg) => orDash(leg.paid)),
    figureColumn<Leg>('cap', t('commission.input.legCap'), (leg) => orDash(leg.cap)),
    figureColumn<Leg>('deduction', t('commission.input.deduction'), (leg) => m(leg.deduction)),
  ];
  return (
    <Stack gap={4}>
      <Box visibleFrom="sm">
        <ListTable
          items={data.legs}
          spec={{ columns, testId: 'check-legs', minWidth: 640, rowKey: (leg) => leg.agentId }}
        />
      </Box>
      {/* A phone: one card per leg, every input on its own row, no sideways scrolling. */}
      <Stack gap="xs" hiddenFrom="sm" data-testid="check-legs-phone">
        {data.legs.map((leg) => (
          <Paper key={leg.agentId} withBorder radius="md" p="sm">
            <Text fw={700} size="sm">
              {leg.agentName}
            </Text>
            {(
              [
                ['legTopRank', rankOf(leg)],
                ['legTpgs', m(leg.tpgs)],
                ['legPaid', orDash(leg.paid)],
                ['legCap', orDash(leg.cap)],
                ['deduction', m(leg.deduction)],
              ] as const
            ).map(([key, value]) => (
              <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t(`commission.input.${key}`)}
                </Text>
                <Text size="sm" fw={key === 'deduction' ? 700 : 500}>
                  {value}
                </Text>
              </Group>
            ))}
          </Paper>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('commission.check.legRule')}
      </Text>
    </Stack>
  );
}

function Calculation({ data, hq }: { data: CheckCalculation; hq?: boolean }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const paths = commissionPaths(hq ? data.beneficiary.id : undefined);
  const m = (sen: number) => money(sen, data.currency);
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Overline>{t(`commission.type.${data.type}`)}</Overline>
              <Title order={2} size="h3" data-testid="check-amount" c={data.amount < 0 ? 'red' : undefined}>
                {m(data.amount)}
              </Title>
            </div>
            <Group gap="xs">
              <EntryStatusBadge status={data.status} />
              <Text size="sm" c="dimmed">
                {monthLabel(data.period)}
              </Text>
            </Group>
          </Group>
          <Paper
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            bg="var(--mantine-color-default-hover)"
            withBorder
            data-testid="check-formula-box"
          >
            <Group gap="sm" wrap="nowrap" align="center">
              <IconCalculator size={28} style={{ flexShrink: 0, opacity: 0.6 }} />
              <Text
                ff="monospace"
                fw={700}
                fz={{ base: 22, sm: 32 }}
                lh={1.3}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="check-formula"
              >
                {data.formula}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {t(`commission.check.explain.${data.kind}`)}
            </Text>
          </Paper>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="check-inputs">
            {data.inputs.map((input) => (
              <Paper
                key={input.key}
                withBorder
                radius="md"
                p="sm"
                data-input={input.key}
                // A product name takes the whole row on a phone.
                style={input.format === 'text' ? { gridColumn: 'span 2' } : undefined}
              >
                <Overline>{t(`commission.input.${input.key}`)}</Overline>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {inputValue(input, data.currency)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {data.legs.length > 0 && <LegTable data={data} />}
        </Stack>
      </Card>
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Info
            label={t('commission.check.beneficiary')}
            value={[data.beneficiary.name, data.beneficiary.levelName].filter(Boolean).join(' · ')}
            testId="check-beneficiary"
          />
          <Info label={t('commission.check.sourceAgent')} value={data.sourceAgent?.name} />
          <Info label={t('commission.check.createdAt')} value={formatDateTime(data.createdAt)} />
          <Info
            label={t('commission.details.order')}
            testId="check-order"
            value={
              data.order
                ? [data.order.referenceNo, data.order.invoiceNo, data.order.buyerName].filter(Boolean).join(' · ')
                : null
            }
          />
          <Info
            label={t('commission.check.reverses')}
            value={
              data.reverses ? (
                <Anchor component={Link} to={paths.check(data.reverses.id)} size="sm" data-testid="check-reverses">
                  {t(`commission.type.${data.reverses.type}`)} · {m(data.reverses.amount)} · {data.reverses.formula}
                </Anchor>
              ) : null
            }
          />
          <Info
            label={t('commission.check.allOfType')}
            value={
              <Anchor component={Link} to={paths.details(data.type, data.period)} size="sm">
                {t(`commission.type.${data.type}`)} · {monthLabel(data.period)}
              </Anchor>
            }
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
