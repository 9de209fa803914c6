import { type DocumentCompany, formatDateShort, type OrderDocument } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { DocumentSheet, kg, LineTable, Notes, Party, ShipTo } from './document-parts';

/** The packing list: what to pack (with bundle contents), a tick box per line, units and weight, signatures. */
export function PackingListSheet({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
  const { t } = useTranslation();
  return (
    <DocumentSheet
      order={order}
      company={company}
      title={t('doc.packingList')}
      facts={[
        [t('doc.referenceNo'), order.referenceNo],
        [t('doc.invoiceNo'), order.invoiceNo ?? t('doc.invoiceNoPending')],
        [t('doc.date'), formatDateShort(order.createdAt, company.timeZone)],
        ...(order.trackingNumber ? [[t('doc.tracking'), order.trackingNumber] as [string, string]] : []),
      ]}
      parties={
        <>
          <ShipTo order={order} company={company} />
          <Party heading={t('doc.soldBy')} who={order.sender} />
        </>
      }
    >
      <LineTable
        order={order}
        columns={[[t('doc.item')], [t('doc.sku')], [t('doc.qty'), 'num'], [t('doc.packed'), 'center']]}
        cells={(line) => (
          <>
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
          </>
        )}
      />
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
    </DocumentSheet>
  );
}
