import { code128Bars } from '@niaga/shared';

/** A Code 128 barcode as SVG (the same bars as the PDF label), with its text beneath. */
export function Barcode({ value }: { value: string }) {
  const { bars, modules } = code128Bars(value);
  const quiet = 10;
  const width = modules + 2 * quiet;
  return (
    <div data-testid="label-barcode" data-value={value}>
      <svg
        className="barcode"
        viewBox={`0 0 ${width} 50`}
        preserveAspectRatio="none"
        role="img"
        aria-label={value}
        shapeRendering="crispEdges"
      >
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x + quiet} y={0} width={bar.width} height={50} fill="#000" />
        ))}
      </svg>
      <div className="center small">{value}</div>
    </div>
  );
}
