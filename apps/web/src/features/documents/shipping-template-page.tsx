import './documents-texts';
import { Alert, Card, Stack } from '@mantine/core';
import type { OrderDocument } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { ApiError } from '../../lib/api-error';
import { Heading } from '../../ui/heading';
import { DocumentStyle } from './document-style';
import { letterheadQuery } from './documents.api';
import { LabelSheet } from './label-sheet';

/** /shipping-template: what a shipping label looks like with the company's details (a made-up receiver). */
export function ShippingTemplatePage() {
  const { t } = useTranslation();
  const result = useQuery(letterheadQuery());
  const company = result.data;
  const sample: OrderDocument | null = company
    ? {
        id: 'sample',
        referenceNo: 'NG000000-SAMPLE',
        invoiceNo: null,
        type: 'personal',
        status: 'to_ship',
        createdAt: new Date().toISOString(),
        paidAt: null,
        paymentMethod: null,
        paymentStatus: 'paid',
        buyer: { name: t('documents.template.receiver'), phone: null, email: null, address: [] },
        receiver: {
          name: t('documents.template.receiver'),
          phone: '+60 12 345 6789',
          email: null,
          address: [t('documents.template.address1'), t('documents.template.address2'), t('documents.template.state')],
        },
        sender: { name: company.name, phone: company.phone, email: null, address: company.address },
        delivery: 'shipping',
        courierName: t('documents.template.courier'),
        trackingNumber: null,
        pickupLocation: null,
        pickupTime: null,
        notes: null,
        lines: [],
        subtotal: 0,
        discount: 0,
        voucherDiscount: 0,
        voucherCode: null,
        shipping: 0,
        adminFee: 0,
        tax: 0,
        taxBasisPoints: 0,
        taxIncluded: false,
        grandTotal: 0,
        totalUnits: 3,
        totalWeightGrams: 1_500,
        barcode: 'NG000000-SAMPLE',
        printedAt: null,
        eInvoice: null,
      }
    : null;
  return (
    <Stack gap="lg">
      <DocumentStyle />
      <Heading
        page
        title={t('documents.menu.shippingTemplate')}
        hint={t('documents.template.subtitle')}
        data-print-hide
      />
      {result.isPending ? (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={8} />
        </Card>
      ) : result.isError ? (
        <ErrorState
          message={result.error instanceof ApiError ? result.error.message : t('errors.generic')}
          onRetry={() => result.refetch()}
        />
      ) : (
        company &&
        sample && (
          <>
            {company.address.length === 0 && (
              <Alert color="yellow" data-print-hide data-testid="template-no-address">
                {t('documents.template.noAddress')}
              </Alert>
            )}
            <div className="niaga-doc-sheets" data-testid="label-template">
              <section className="niaga-doc-item">
                <LabelSheet order={sample} company={company} />
              </section>
            </div>
          </>
        )
      )}
    </Stack>
  );
}
