import {
  type DocumentCompany,
  type DocumentParty,
  type DocumentType,
  formatDateShort,
  formatDateTime,
  formatMoney,
  type OrderDocument,
} from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Barcode } from './barcode';

const kg = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

/** Logo, name, address, phone and tax no. of the company; the title and the order's facts on the right. */
function Letterhead({
  company,
  title,
  facts,
}: {
  company: DocumentCompany;
  title: string;
  facts: Array<[string, string]>;
}) {
  const { t } = useTranslation();
  return (
    <header className="head">
      <div className="brand">
        {company.logoUrl && <img src={company.logoUrl} alt="" />}
        <div>
          <div className="company">{company.name}</div>
          {company.address.map((line) => (
            <div key={line} className="muted small">
              {line}
            </div>
          ))}
          {company.phone && (
            <div className="muted small">
              {t('doc.phone')} {company.phone}
            </div>
          )}
          {company.registrationNo && (
            <div className="muted small">
              {t('doc.registrationNo')} {company.registrationNo}
            </div>
          )}
          {company.taxNumber && (
            <div className="muted small">
              {t('doc.taxNumber')} {company.taxNumber}
            </div>
          )}
        </div>
      </div>
      <div>
        <div className="title">{title}</div>
        <dl className="facts">
          {facts.map(([label, value]) => (
            <FactRow key={label} label={label} value={value} />
          ))}
        </dl>
      </div>
    </header>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Party({ heading, who, extra = [] }: { heading: string; who: DocumentParty; extra?: ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="label">{heading}</div>
      <div className="name">{who.name}</div>
      {who.address.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {extra}
      {who.phone && (
        <div>
          {t('doc.phone')} {who.phone}
        </div>
      )}
    </div>
  );
}

function ShipTo({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
  const { t } = useTranslation();
  if (order.delivery === 'pickup') {
    return (
      <Party
        heading={t('doc.pickupAt')}
        who={{ ...order.receiver, address: order.pickupLocation ? [order.pickupLocation] : [] }}
        extra={
          order.pickupTime
            ? [
                <div key="time">
                  {t('doc.pickupTime')}: {formatDateTime(order.pickupTime, company.timeZone)}
                </div>,
              ]
            : []
        }
      />
    );
  }
  return (
    <Party
      heading={t('doc.shipTo')}
      who={order.receiver}
      extra={
        order.courierName
          ? [
              <div key="courier">
                {t('doc.courier')}: {order.courierName}
              </div>,
            ]
          : []
      }
    />
  );
}

function Notes({ order }: { order: OrderDocument }) {
  const { t } = useTranslation();
  if (!order.notes) return null;
  return (
    <div style={{ marginTop: 12 }}>
      <div className="label">{t('doc.notes')}</div>
      <div>{order.notes}</div>
    </div>
  );
}

function paymentText(order: OrderDocument, t: (key: string) => string) {
  return [
    order.paymentMethod ? t(`doc.method.${order.paymentMethod}`) : null,
    t(`doc.paymentStatus.${order.paymentStatus}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function InvoiceSheet({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, company.currency);
  const totals: Array<[string, number]> = [[t('doc.subtotal'), order.subtotal]];
  if (order.discount) totals.push([t('doc.discount'), -order.discount]);
  if (order.voucherDiscount)
    totals.push([t('doc.voucher', { code: order.voucherCode ?? '' }).trim(), -order.voucherDiscount]);
  if (order.delivery === 'shipping' || order.shipping) totals.push([t('doc.shipping'), order.shipping]);
  if (order.adminFee) totals.push([t('doc.adminFee'), order.adminFee]);
  if (order.tax) totals.push([t('doc.tax'), order.tax]);
  return (
    <article className="niaga-doc" data-testid="document-sheet" data-order={order.id}>
      <Letterhead
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
      />
      <div className="parties">
        <Party heading={t('doc.billTo')} who={order.buyer} />
        <ShipTo order={order} company={company} />
      </div>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('doc.item')}</th>
            <th className="num">{t('doc.qty')}</th>
            <th className="num">{t('doc.unitPrice')}</th>
            <th className="num">{t('doc.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={line.lineNo}>
              <td className="muted">{index + 1}</td>
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
            </tr>
          ))}
        </tbody>
      </table>
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
      <div className="foot">{t('doc.computerGenerated')}</div>
    </article>
  );
}

export function PackingListSheet({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
  const { t } = useTranslation();
  return (
    <article className="niaga-doc" data-testid="document-sheet" data-order={order.id}>
      <Letterhead
        company={company}
        title={t('doc.packingList')}
        facts={[
          [t('doc.referenceNo'), order.referenceNo],
          [t('doc.invoiceNo'), order.invoiceNo ?? t('doc.invoiceNoPending')],
          [t('doc.date'), formatDateShort(order.createdAt, company.timeZone)],
          ...(order.trackingNumber ? [[t('doc.tracking'), order.trackingNumber] as [string, string]] : []),
        ]}
      />
      <div className="parties">
        <ShipTo order={order} company={company} />
        <Party heading={t('doc.soldBy')} who={order.sender} />
      </div>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('doc.item')}</th>
            <th>{t('doc.sku')}</th>
            <th className="num">{t('doc.qty')}</th>
            <th className="center">{t('doc.packed')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={line.lineNo}>
              <td className="muted">{index + 1}</td>
              <td>
                <strong>{[line.name, line.variantName].filter(Boolean).join(' · ')}</strong>
                {line.contents.map((entry) => (
                  <div key={entry.name} className="muted small" style={{ paddingLeft: 10 }}>
                    {entry.quantity} × {entry.name}
                  </div>
                ))}
              </td>
              <td className="muted small">{line.sku}</td>
              <td className="num">
                <strong style={{ fontSize: 14 }}>{line.quantity}</strong>
              </td>
              <td className="center">
                <span className="box" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'flex', gap: 32, marginTop: 10, fontWeight: 700, fontSize: 13 }}>
        <span>
          {t('doc.units')}: {order.totalUnits}
        </span>
        <span>
          {t('doc.weight')}: {kg(order.totalWeightGrams)}
        </span>
      </div>
      <Notes order={order} />
      <div className="signs">
        <div>{t('doc.packedBy')}</div>
        <div>{t('doc.checkedBy')}</div>
      </div>
    </article>
  );
}

/** An A6 label (a quarter of the A4 sheet when printed), with the dashed cut line. */
export function LabelSheet({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
  const { t } = useTranslation();
  const address =
    order.delivery === 'pickup' ? (order.pickupLocation ? [order.pickupLocation] : []) : order.receiver.address;
  return (
    <article className="niaga-doc label-sheet" data-testid="document-sheet" data-order={order.id}>
      <div className="cut">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
          <strong style={{ fontSize: 16 }}>
            {order.delivery === 'pickup' ? t('doc.selfPickup') : (order.courierName ?? t('doc.shippingLabel'))}
          </strong>
          <strong className="small">{order.referenceNo}</strong>
        </div>
        <hr />
        <div className="label">{t('doc.to')}</div>
        <div className="receiver">{order.receiver.name}</div>
        {order.receiver.phone && <div style={{ fontWeight: 700, fontSize: 14 }}>{order.receiver.phone}</div>}
        {address.map((line) => (
          <div key={line} style={{ fontSize: 14 }}>
            {line}
          </div>
        ))}
        {order.delivery === 'pickup' && order.pickupTime && (
          <div className="small">
            {t('doc.pickupTime')}: {formatDateTime(order.pickupTime, company.timeZone)}
          </div>
        )}
        <hr />
        <div className="label">{t('doc.from')}</div>
        <div style={{ fontWeight: 700 }}>{order.sender.name}</div>
        {order.sender.address.map((line) => (
          <div key={line} className="small">
            {line}
          </div>
        ))}
        {order.sender.phone && (
          <div className="small">
            {t('doc.phone')} {order.sender.phone}
          </div>
        )}
        <hr />
        <Barcode value={order.barcode} />
        <div className="small" style={{ fontWeight: 700, marginTop: 8, display: 'flex', gap: 16 }}>
          <span>
            {t('doc.weight')}: {kg(order.totalWeightGrams)}
          </span>
          <span>
            {t('doc.units')}: {order.totalUnits}
          </span>
        </div>
      </div>
    </article>
  );
}

export const SHEET_OF: Record<DocumentType, (props: { order: OrderDocument; company: DocumentCompany }) => ReactNode> =
  {
    invoice: InvoiceSheet,
    'packing-list': PackingListSheet,
    'shipping-label': LabelSheet,
  };
