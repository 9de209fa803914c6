import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import type { EInvoiceDocument, EInvoiceStatus } from '@niaga/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { TwoLines } from '../../ui/list-page/two-lines';
import { useMoney } from '../../ui/money';

const STATUS_COLORS: Record<EInvoiceStatus, string> = {
  not_issued: 'gray',
  submitted: 'blue',
  valid: 'teal',
  invalid: 'red',
  cancelled: 'dark',
};

export const canCancel = (document: EInvoiceDocument, now = Date.now()) =>
  document.status === 'valid' && document.cancellableUntil !== null && Date.parse(document.cancellableUntil) > now;

export function StatusBadge({ document }: { document: EInvoiceDocument }) {
  const { t } = useTranslation();
  if (document.kind === 'agent_sale')
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  const ready = document.status === 'not_issued' && document.problems.length === 0;
  return (
    <Badge
      color={ready ? 'teal' : STATUS_COLORS[document.status]}
      variant={ready ? 'outline' : 'light'}
      style={{ flexShrink: 0 }}
      data-testid="e-invoice-status"
      data-status={document.status}
    >
      {ready ? t('eInvoicing.ready') : t(`eInvoicing.status.${document.status}`)}
    </Badge>
  );
}

/** What HQ must fix (our checks) and what LHDN said (an invalid document's reasons). */
export function Problems({ document }: { document: EInvoiceDocument }) {
  const lines = [...document.problems.map((problem) => problem.message), ...document.reasons];
  if (lines.length === 0) return null;
  return (
    <List size="xs" c="red.8" spacing={2} data-testid="e-invoice-problems">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

function Link({ document }: { document: EInvoiceDocument }) {
  const { t } = useTranslation();
  if (!document.validationLink) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <QRCodeSVG
        value={document.validationLink}
        size={56}
        marginSize={1}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={t('eInvoicing.qr')}
      />
      <Anchor href={document.validationLink} target="_blank" rel="noreferrer" size="xs" data-testid="e-invoice-link">
        {t('eInvoicing.validationLink')} <IconExternalLink size={12} />
      </Anchor>
    </Group>
  );
}

function DocumentName({ document }: { document: EInvoiceDocument }) {
  const { t } = useTranslation();
  const sub = [
    t(`eInvoicing.kind.${document.kind}`),
    document.refersTo ? t('eInvoicing.refersTo', { number: document.refersTo }) : null,
    document.kind === 'consolidated' ? t('eInvoicing.orders', { count: document.orderCount }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return <TwoLines main={document.number} sub={sub} />;
}

export function useEInvoiceColumns(onCancel: (document: EInvoiceDocument) => void): ListColumn<EInvoiceDocument>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    { accessor: 'number', title: t('eInvoicing.col.number'), render: (d) => <DocumentName document={d} /> },
    {
      accessor: 'buyerName',
      title: t('eInvoicing.col.buyer'),
      render: (d) => <TwoLines main={d.buyerName} sub={d.buyerTin ?? t('eInvoicing.noTin')} fw={400} />,
    },
    {
      accessor: 'total',
      title: t('eInvoicing.col.total'),
      textAlign: 'right',
      noWrap: true,
      render: (d) => money(d.total),
    },
    {
      accessor: 'status',
      title: t('eInvoicing.col.status'),
      render: (d) => (
        <Stack gap={4}>
          <StatusBadge document={d} />
          <Link document={d} />
        </Stack>
      ),
    },
    {
      accessor: 'problems',
      title: t('eInvoicing.col.problems'),
      width: '32%',
      render: (d) => <Problems document={d} />,
    },
    actionsColumn(t('eInvoicing.actions'), (d) =>
      canCancel(d) ? (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          onClick={() => onCancel(d)}
          data-testid="e-invoice-cancel"
        >
          {t('eInvoicing.cancel')}
        </Button>
      ) : null,
    ),
  ];
}

/** A document on a phone: number and kind, buyer and total, status, what to fix, the link and Cancel. */
export function EInvoiceCard({
  document,
  onCancel,
}: {
  document: EInvoiceDocument;
  onCancel: (d: EInvoiceDocument) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <DocumentName document={document} />
        <StatusBadge document={document} />
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{document.buyerName}</Text>
        <Text size="sm" fw={600}>
          {money(document.total)}
        </Text>
      </Group>
      <Problems document={document} />
      <Link document={document} />
      {canCancel(document) && (
        <Button size="xs" variant="light" color="red" onClick={() => onCancel(document)} data-testid="e-invoice-cancel">
          {t('eInvoicing.cancel')}
        </Button>
      )}
    </Stack>
  );
}
