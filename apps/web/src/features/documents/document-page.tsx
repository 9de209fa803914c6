import './documents-texts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_MAX_ORDERS, type DocumentType, formatDateTime } from '@niaga/shared';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ApiError } from '../../lib/api-error';
import { SHEET_OF } from './document-sheets';
import { DocumentStyle } from './document-style';
import { documentKeys, documentsApi, documentsQuery, downloadDocumentsPdf } from './documents.api';

const TITLE_KEY: Record<DocumentType, string> = {
  invoice: 'doc.invoice',
  'packing-list': 'doc.packingList',
  'shipping-label': 'doc.shippingLabel',
};

/** `?ids=a,b,c` (at most 100, no repeats). */
function useIds(): string[] {
  const [params] = useSearchParams();
  const raw = params.get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, DOCUMENT_MAX_ORDERS);
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** /invoice, /packing-list, /shipping-doc: the orders' documents, one per sheet, with Print and Download PDF. */
function DocumentPage({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useIds();
  const result = useQuery(documentsQuery(type, ids));
  const [busy, setBusy] = useState<'print' | 'pdf' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.list(type, ids) });

  const print = async () => {
    setBusy('print');
    try {
      window.print();
      const answer = await documentsApi.markPrinted(type, ids);
      notifications.show({ color: 'teal', message: answer.message });
      await refresh();
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error, t('errors.generic')) });
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    setBusy('pdf');
    try {
      await downloadDocumentsPdf(type, ids);
      await refresh();
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error, t('errors.generic')) });
    } finally {
      setBusy(null);
    }
  };

  const data = result.data;
  // While one of print and download runs, it spins and both are disabled (also until the documents are loaded).
  const busyProps = (kind: 'print' | 'pdf') => ({ loading: busy === kind, disabled: !data || busy !== null });
  const Sheet = SHEET_OF[type];
  return (
    <Stack gap="lg">
      <DocumentStyle />
      <Card withBorder radius="lg" padding="md" data-print-hide data-testid="document-toolbar">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Button
              variant="subtle"
              px="xs"
              onClick={() => navigate(-1)}
              aria-label={t('documents.back')}
              leftSection={<IconArrowLeft size={16} />}
            >
              <Text span visibleFrom="sm" inherit>
                {t('documents.back')}
              </Text>
            </Button>
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h3">
                {t(TITLE_KEY[type])}
              </Title>
              {ids.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('documents.orders', { count: ids.length })}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={download}
              {...busyProps('pdf')}
              data-testid="document-download"
            >
              {t('documents.download')}
            </Button>
            <Button
              leftSection={<IconPrinter size={16} />}
              onClick={print}
              {...busyProps('print')}
              data-testid="document-print"
            >
              {t('documents.print')}
            </Button>
          </Group>
        </Group>
      </Card>
      {ids.length === 0 ? (
        <Card withBorder radius="lg">
          <EmptyList title={t('documents.empty')} description={t('documents.emptyHint')} />
        </Card>
      ) : result.isPending ? (
        <Card withBorder radius="lg" data-testid="document-loading">
          <SkeletonBlock rows={8} />
        </Card>
      ) : result.isError ? (
        <ErrorState message={messageOf(result.error, t('errors.generic'))} onRetry={() => result.refetch()} />
      ) : (
        <div className="niaga-doc-sheets">
          {data?.orders.map((order) => (
            <section key={order.id} className="niaga-doc-item">
              <Group gap="xs" data-print-hide w="100%" maw="210mm" justify="space-between">
                <Text size="sm" fw={600}>
                  {order.referenceNo}
                </Text>
                <Badge
                  variant="light"
                  color={order.printedAt ? 'teal' : 'gray'}
                  tt="none"
                  data-testid="document-print-status"
                  data-printed={order.printedAt ? 'yes' : 'no'}
                >
                  {order.printedAt
                    ? t('documents.printedAt', { date: formatDateTime(order.printedAt, data.company.timeZone) })
                    : t('documents.notPrinted')}
                </Badge>
              </Group>
              <Sheet order={order} company={data.company} />
            </section>
          ))}
        </div>
      )}
    </Stack>
  );
}

export function InvoicePage() {
  return <DocumentPage type="invoice" />;
}

export function PackingListPage() {
  return <DocumentPage type="packing-list" />;
}

export function ShippingLabelPage() {
  return <DocumentPage type="shipping-label" />;
}
