import { Badge, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Cp58Payer, type Cp58Recipient, type Cp58Statement, cp58TypeKey, formatDateShort } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { type ListColumn, ListTable } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';
import { cp58Years } from './cp58.api';

/** The year of the statements: this year (so far) and the six before it. */
export function YearPicker({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  const current = new Date().getFullYear();
  return (
    <Select
      label={t('cp58.page.year')}
      data={cp58Years().map((year) => ({
        value: String(year),
        label: year === current ? t('cp58.page.yearSoFar', { year }) : String(year),
      }))}
      value={String(value)}
      onChange={(year) => year && onChange(Number(year))}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      data-testid="cp58-year"
    />
  );
}

export function useStatementDate() {
  const timeZone = useCurrentUser()?.company.timeZone;
  return (iso: string) => formatDateShort(iso, timeZone);
}

function Row({ label, values }: { label: string; values: string[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {values.length ? (
        values.map((value) => (
          <Text key={value} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        ))
      ) : (
        <Text size="sm" c="orange">
          {t('cp58.form.notGiven')}
        </Text>
      )}
    </div>
  );
}

const given = (value: string | null) => (value ? [value] : []);

type PartRow = [label: string, values: string[]];

/** One part of the form as printed (Part A: the payer, Part B: the recipient), a label and its lines each. */
function PartCard({ title, rows }: { title: string; rows: PartRow[] }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {rows.map(([label, values]) => (
          <Row key={label} label={label} values={values} />
        ))}
      </Stack>
    </Card>
  );
}

function Parts({ payer, recipient }: { payer: Cp58Payer; recipient: Cp58Recipient }) {
  const { t } = useTranslation();
  const payerRows: PartRow[] = [
    [t('cp58.form.name'), [payer.name]],
    [t('cp58.form.roc'), given(payer.roc)],
    [t('cp58.form.tin'), given(payer.tin)],
    [t('cp58.form.address'), payer.address],
  ];
  const recipientRows: PartRow[] = [
    [t('cp58.form.name'), [recipient.name]],
    [t('cp58.form.identityNo'), given(recipient.identityNo)],
    [t('cp58.form.tin'), given(recipient.tin)],
    ...(recipient.companyName ? [[t('cp58.form.companyName'), [recipient.companyName]] as PartRow] : []),
    [t('cp58.form.address'), recipient.address],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PartCard title={t('cp58.form.partA')} rows={payerRows} />
      <PartCard title={t('cp58.form.partB')} rows={recipientRows} />
    </SimpleGrid>
  );
}

type Amount = Cp58Statement['amounts'][number];

/** Part C's amounts by type, the year's total under them. */
function AmountTable({ statement }: { statement: Cp58Statement }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: ListColumn<Amount>[] = [
    {
      accessor: 'type',
      title: t('cp58.form.item'),
      render: (item) => t(cp58TypeKey(item.type)),
      footer: t('cp58.form.total'),
    },
    {
      accessor: 'amount',
      title: t('cp58.form.amount'),
      textAlign: 'right',
      cellStyle: { whiteSpace: 'nowrap' },
      render: (item) => money(item.amount),
      footer: money(statement.total),
      footerStyle: { whiteSpace: 'nowrap' },
    },
  ];
  return (
    <ListTable
      items={statement.amounts}
      spec={{ columns, testId: 'cp58-amounts', minWidth: 0, rowKey: (item) => item.type }}
    />
  );
}

/** The statement's figures (Part C) with the payer and recipient as printed. */
export function StatementView({ statement, actions }: { statement: Cp58Statement; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useStatementDate();
  return (
    <Stack gap="md" data-testid="cp58-statement">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <div>
              <Text size="sm" c="dimmed">
                {t('cp58.page.totalOf', { year: statement.year })}
              </Text>
              <Group gap="xs" align="baseline">
                <Text fz={32} fw={700} lh={1.2} data-testid="cp58-total">
                  {money(statement.total)}
                </Text>
                {statement.partial && (
                  <Badge color="orange" variant="light">
                    {t('cp58.page.soFar')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('cp58.form.issuedOn', { date: date(statement.issuedAt) })}
              </Text>
            </div>
            {actions}
          </Group>
          <AmountTable statement={statement} />
          <Text size="xs" c="dimmed">
            {statement.partial ? t('cp58.form.soFar', { date: date(statement.issuedAt) }) : t('cp58.form.basis')}
          </Text>
        </Stack>
      </Card>
      <Parts payer={statement.payer} recipient={statement.recipient} />
    </Stack>
  );
}
