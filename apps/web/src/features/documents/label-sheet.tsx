import { type DocumentCompany, formatDateTime, type OrderDocument } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Barcode } from './barcode';
import { kg } from './document-parts';

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
