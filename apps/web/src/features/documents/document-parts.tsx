import { type DocumentCompany, type DocumentParty, formatDateTime, type OrderDocument } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const kg = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

/** Logo, name, address, phone and tax no. of the company; the title and the order's facts on the right. */
export function Letterhead({
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
          {company.sstNumber && (
            <div className="muted small">
              {t('doc.sstNumber')} {company.sstNumber}
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

export function Party({ heading, who, extra = [] }: { heading: string; who: DocumentParty; extra?: ReactNode[] }) {
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

export function ShipTo({ order, company }: { order: OrderDocument; company: DocumentCompany }) {
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

export function Notes({ order }: { order: OrderDocument }) {
  const { t } = useTranslation();
  if (!order.notes) return null;
  return (
    <div style={{ marginTop: 12 }}>
      <div className="label">{t('doc.notes')}</div>
      <div>{order.notes}</div>
    </div>
  );
}

export function paymentText(order: OrderDocument, t: (key: string) => string) {
  return [
    order.paymentMethod ? t(`doc.method.${order.paymentMethod}`) : null,
    t(`doc.paymentStatus.${order.paymentStatus}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One printed document: the sheet with the order's id, the letterhead, then the document's own content. */
export function DocumentSheet({
  order,
  company,
  title,
  facts,
  parties,
  children,
}: {
  order: OrderDocument;
  company: DocumentCompany;
  title: string;
  facts: Array<[string, string]>;
  /** Who buys, sells and receives: side by side under the letterhead. */
  parties: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="niaga-doc" data-testid="document-sheet" data-order={order.id}>
      <Letterhead company={company} title={title} facts={facts} />
      <div className="parties">{parties}</div>
      {children}
    </article>
  );
}

type DocumentLine = OrderDocument['lines'][number];

/** The order's lines as a table: the line number first, then `columns` (title, class), `cells` giving a row's rest. */
export function LineTable({
  order,
  columns,
  cells,
}: {
  order: OrderDocument;
  columns: Array<[string, string?]>;
  cells: (line: DocumentLine) => ReactNode;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th>#</th>
          {columns.map(([title, className]) => (
            <th key={title} className={className}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={line.lineNo}>
            <td className="muted">{index + 1}</td>
            {cells(line)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
