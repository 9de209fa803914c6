import type { DocumentsView, OrderDocument } from '@niaga/shared';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDocumentsPdf } from './documents.pdf.js';

const party = {
  name: 'Siti Aminah',
  phone: '+60 123456789',
  email: null,
  address: ['1 Jalan Mawar', '40000 Shah Alam'],
};

function order(id: string, lineCount: number): OrderDocument {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    lineNo: index + 1,
    kind: index % 5 === 0 ? ('combo' as const) : ('product' as const),
    name: `Produk ${index + 1} dengan nama yang agak panjang untuk dibungkus ke baris kedua dalam jadual`,
    variantName: index % 2 ? 'Merah / XL' : null,
    sku: `SKU-${index + 1}`,
    quantity: 2,
    unitPrice: 1_250,
    discount: 0,
    lineTotal: 2_500,
    weightGrams: 500,
    contents: index % 5 === 0 ? [{ name: 'Kopi 250 g', quantity: 4 }] : [],
  }));
  return {
    id,
    referenceNo: `NG-${id}`,
    invoiceNo: null,
    type: 'personal',
    status: 'to_ship',
    createdAt: '2026-11-22T05:00:00.000Z',
    paidAt: null,
    paymentMethod: 'manual',
    paymentStatus: 'paid',
    buyer: party,
    receiver: party,
    sender: { ...party, name: 'Niaga Demo' },
    delivery: 'shipping',
    courierName: 'Pos Laju',
    trackingNumber: null,
    pickupLocation: null,
    pickupTime: null,
    notes: 'Çà et là — 请 🙂',
    lines,
    subtotal: 2_500 * lineCount,
    discount: 0,
    voucherDiscount: 0,
    voucherCode: null,
    shipping: 900,
    adminFee: 0,
    tax: 0,
    taxBasisPoints: 0,
    taxIncluded: false,
    grandTotal: 2_500 * lineCount + 900,
    totalUnits: 2 * lineCount,
    totalWeightGrams: 1_000 * lineCount,
    barcode: `NG-${id}`,
    printedAt: null,
    eInvoice: null,
  };
}

const view = (type: DocumentsView['type'], orders: OrderDocument[]): DocumentsView => ({
  type,
  company: {
    name: 'Niaga Demo',
    logoUrl: null,
    address: ['8 Jalan Ampang'],
    phone: null,
    taxNumber: null,
    registrationNo: null,
    sstNumber: null,
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
  },
  orders,
});

describe('document PDF', () => {
  it('continues an order whose lines do not fit on the next page; short orders take one page each', async () => {
    for (const type of ['invoice', 'packing-list'] as const) {
      const pdf = await PDFDocument.load(
        await renderDocumentsPdf(view(type, [order('a', 60), order('b', 1)]), 'id', null),
      );
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    }
    const labels = await PDFDocument.load(
      await renderDocumentsPdf(view('shipping-label', [order('a', 60), order('b', 1)]), 'en', null),
    );
    expect(labels.getPageCount()).toBe(2);
  });

  it("draws the validated e-invoice's link as a QR image on the invoice, and none without one", async () => {
    const images = async (orders: OrderDocument[]) => {
      const pdf = await PDFDocument.load(await renderDocumentsPdf(view('invoice', orders), 'en', null));
      return pdf.context
        .enumerateIndirectObjects()
        .filter(
          ([, object]) =>
            object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
        ).length;
    };
    const link = 'https://myinvois.hasil.gov.my/F9D425P6DS7D8IU0123456789A/share/ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const validated = { ...order('a', 2), eInvoice: { uuid: 'F9D425P6DS7D8IU0123456789A', validationLink: link } };
    expect(await images([order('b', 2)])).toBe(0);
    expect(await images([validated])).toBe(1);
  });
});
