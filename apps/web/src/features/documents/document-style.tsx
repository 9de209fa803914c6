/**
 * The paper look of the documents and their print rules: A4, one order per sheet, nothing of the app around
 * them. Sheets stay white with dark ink in dark mode too (they are paper). Plain CSS, scoped to `.niaga-doc`.
 */
const CSS = `
.niaga-doc-sheets { display: flex; flex-direction: column; align-items: center; gap: 24px; }
.niaga-doc-item { width: 100%; display: flex; flex-direction: column; align-items: center; gap: 6px; }
.niaga-doc {
  box-sizing: border-box; width: 100%; max-width: 210mm; min-height: 0; background: #fff; color: #1a1a1e;
  font-family: Helvetica, Arial, sans-serif; font-size: 12px; line-height: 1.4; padding: 14mm 12mm;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18), 0 8px 24px rgba(0, 0, 0, 0.08); border-radius: 4px;
}
.niaga-doc * { box-sizing: border-box; }
.niaga-doc .muted { color: #676b75; }
.niaga-doc .head { display: flex; justify-content: space-between; gap: 16px; flex-wrap: wrap;
  border-bottom: 1px solid #d1d3db; padding-bottom: 10px; margin-bottom: 14px; }
.niaga-doc .brand { display: flex; gap: 12px; align-items: flex-start; min-width: 0; }
.niaga-doc .brand img { max-width: 110px; max-height: 48px; object-fit: contain; }
.niaga-doc .company { font-size: 17px; font-weight: 700; }
.niaga-doc .small { font-size: 10.5px; }
.niaga-doc .title { font-size: 22px; font-weight: 700; text-transform: uppercase; text-align: right; }
.niaga-doc .facts { display: grid; grid-template-columns: auto auto; gap: 1px 10px; justify-content: end; }
.niaga-doc .facts dt { color: #676b75; text-align: right; }
.niaga-doc .facts dd { margin: 0; font-weight: 700; text-align: right; }
.niaga-doc .parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 14px;
  margin-bottom: 14px; }
.niaga-doc .label { font-size: 9.5px; font-weight: 700; color: #676b75; text-transform: uppercase;
  letter-spacing: 0.04em; }
.niaga-doc .name { font-weight: 700; font-size: 13px; }
.niaga-doc table { width: 100%; border-collapse: collapse; }
.niaga-doc th { background: #f2f3f5; color: #676b75; font-size: 10px; text-align: left; padding: 6px 4px; }
.niaga-doc td { padding: 6px 4px; border-bottom: 1px solid #e3e4e8; vertical-align: top; }
.niaga-doc .num { text-align: right; white-space: nowrap; }
.niaga-doc .center { text-align: center; }
.niaga-doc .box { display: inline-block; width: 14px; height: 14px; border: 1px solid #1a1a1e; }
.niaga-doc .totals { margin-left: auto; width: min(100%, 260px); margin-top: 8px; }
.niaga-doc .totals div { display: flex; justify-content: space-between; gap: 8px; padding: 2px 6px; }
.niaga-doc .totals .grand { background: #f2f3f5; font-weight: 700; font-size: 14px; padding: 6px; margin-top: 4px; }
.niaga-doc .foot { margin-top: 24px; font-size: 10px; color: #676b75; }
.niaga-doc .signs { display: flex; gap: 40px; margin-top: 48px; flex-wrap: wrap; }
.niaga-doc .signs div { border-top: 1px solid #1a1a1e; width: 200px; padding-top: 4px; color: #676b75; }
.niaga-doc.label-sheet { max-width: 105mm; padding: 6mm; }
.niaga-doc .cut { border: 1px dashed #8a8d96; padding: 5mm; }
.niaga-doc .cut hr { border: 0; border-top: 1px solid #d1d3db; margin: 8px 0; }
.niaga-doc .receiver { font-size: 16px; font-weight: 700; }
.niaga-doc .barcode { display: block; width: 100%; height: 56px; margin-top: 8px; }
@media (max-width: 36em) {
  .niaga-doc { padding: 16px 12px; font-size: 11px; }
  .niaga-doc .title { text-align: left; }
  .niaga-doc .facts { justify-content: start; }
  .niaga-doc .facts dt { text-align: left; }
  .niaga-doc .facts dd { text-align: left; }
}
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-Notifications-root, [data-print-hide] {
    display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; transition: none !important; }
  .niaga-doc-sheets { display: block; }
  .niaga-doc-item { display: block; break-after: page; page-break-after: always; }
  .niaga-doc-item:last-child { break-after: auto; page-break-after: auto; }
  .niaga-doc { box-shadow: none; border-radius: 0; max-width: none; padding: 0; font-size: 11px; }
  .niaga-doc.label-sheet { width: 105mm; max-width: 105mm; }
}
`;

export function DocumentStyle() {
  return <style>{CSS}</style>;
}
