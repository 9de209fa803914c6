import { type DocumentCompany, formatDateShort, formatMoney, invoiceTotals, type OrderDocument } from '@niaga/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { DocumentSheet, LineTable, Notes, Party, paymentText, ShipTo } from './document-parts';

/** The invoice: buyer and delivery, the lines with prices, the totals. */
export function InvoiceSheet({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, company.currency);
  const totals = invoiceTotals(order, t);
  return (
    <DocumentSheet
      order={order}
      company={company}
      title={t('doc.invoice')}
      facts={[
        [t('doc.invoiceNo'), order.invoiceNo ?? t('doc.invoiceNoPending')],
        [t('doc.referenceNo'), order.referenceNo],
        [t('doc.date'), formatDateShort(order.createdAt, company.timeZone)],
        ...(order.paidAt
          ? [[t('doc.paidAt'), formatDateShort(order.paidAt, company.timeZone)] as [string, string]]
          : []),
        [t('doc.payment'), paymentText(order, t)],
      ]}
      parties={
        <>
          <Party heading={t('doc.billTo')} who={order.buyer} />
          <ShipTo order={order} company={company} />
        </>
      }
    >
      <LineTable
        order={order}
        columns={[[t('doc.item')], [t('doc.qty'), 'num'], [t('doc.unitPrice'), 'num'], [t('doc.amount'), 'num']]}
        cells={(line) => (
          <>
            <td>
              <strong>{line.name}</strong>
              {(line.variantName || line.sku) && (
                <div className="muted small">
                  {[line.variantName, line.sku ? `${t('doc.sku')} ${line.sku}` : null].filter(Boolean).join(' · ')}
                </div>
              )}
              {line.contents.length > 0 && (
                <div className="muted small">
                  {t('doc.contains')}: {line.contents.map((entry) => `${entry.quantity} × ${entry.name}`).join(', ')}
                </div>
              )}
            </td>
            <td className="num">{line.quantity}</td>
            <td className="num">{money(line.unitPrice)}</td>
            <td className="num">{money(line.lineTotal)}</td>
          </>
        )}
      />
      <div className="totals" data-testid="document-totals">
        {totals.map(([label, amount]) => (
          <div key={label}>
            <span className="muted">{label}</span>
            <span>{money(amount)}</span>
          </div>
        ))}
        <div className="grand">
          <span>{t('doc.grandTotal')}</span>
          <span data-testid="document-grand-total">{money(order.grandTotal)}</span>
        </div>
      </div>
      <Notes order={order} />
      {order.eInvoice && (
        <div
          className="e-invoice"
          data-testid="document-e-invoice"
          style={{ display: 'flex', gap: 12, alignItems: 'center' }}
        >
          <QRCodeSVG
            value={order.eInvoice.validationLink}
            size={84}
            marginSize={1}
            bgColor="#ffffff"
            fgColor="#000000"
          />
          <span className="muted small">
            {t('doc.eInvoice', { uuid: order.eInvoice.uuid, link: order.eInvoice.validationLink })}
          </span>
        </div>
      )}
      <div className="foot">{t('doc.computerGenerated')}</div>
    </DocumentSheet>
  );
}
