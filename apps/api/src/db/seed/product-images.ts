import { HorizontalAlign, Jimp, loadFont, VerticalAlign } from 'jimp';
import { SANS_32_BLACK } from 'jimp/fonts';

/**
 * The demo's product pictures, drawn here at seed time (no image files are shipped, so nothing to license but the
 * Open Sans bitmap font that comes with Jimp, Apache-2.0): a two-colour gradient, a soft shadow, a product
 * silhouette (pouch, box, jar, bottle, soap bar, dropper) and a label with the product's name. PNG, 600 × 600.
 */
export type Silhouette = 'pouch' | 'box' | 'jar' | 'bottle' | 'bar' | 'dropper';
export type PictureStyle = { shape: Silhouette; from: string; to: string; body: string; accent: string };

const SIZE = 600;
type Rgb = [number, number, number];
/** A signed distance: negative inside the shape, in pixels. */
type Shape = (x: number, y: number) => number;
type Box = { cx: number; cy: number; hw: number; hh: number; r: number };

const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

const roundRect =
  ({ cx, cy, hw, hh, r }: Box): Shape =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hw + r;
    const qy = Math.abs(y - cy) - hh + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };

class Canvas {
  readonly data: Buffer;
  constructor(data: Buffer) {
    this.data = data;
  }

  gradient(from: Rgb, to: Rgb) {
    for (let y = 0; y < SIZE; y++)
      for (let x = 0; x < SIZE; x++) {
        const t = (x + y) / (2 * SIZE);
        this.set(x, y, [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as Rgb, 1);
      }
  }

  /** Paints a shape with anti-aliased edges; `soft` widens the edge (shadows). */
  fill(shape: Shape, colour: Rgb, alpha = 1, soft = 1, bounds: Box = { cx: 300, cy: 300, hw: 300, hh: 300, r: 0 }) {
    const x0 = Math.max(0, Math.floor(bounds.cx - bounds.hw - soft * 2));
    const x1 = Math.min(SIZE, Math.ceil(bounds.cx + bounds.hw + soft * 2));
    const y0 = Math.max(0, Math.floor(bounds.cy - bounds.hh - soft * 2));
    const y1 = Math.min(SIZE, Math.ceil(bounds.cy + bounds.hh + soft * 2));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const coverage = Math.min(1, Math.max(0, 0.5 - shape(x + 0.5, y + 0.5) / soft));
        if (coverage > 0) this.set(x, y, colour, coverage * alpha);
      }
  }

  box(box: Box, colour: Rgb, alpha = 1) {
    this.fill(roundRect(box), colour, alpha, 1, box);
  }

  private set(x: number, y: number, colour: Rgb, alpha: number) {
    const at = (y * SIZE + x) * 4;
    for (let i = 0; i < 3; i++) this.data[at + i] = Math.round(this.data[at + i]! * (1 - alpha) + colour[i]! * alpha);
    this.data[at + 3] = 255;
  }
}

const WHITE: Rgb = [255, 255, 255];
const SHADOW: Rgb = [40, 30, 20];

/** Each silhouette: its parts, and the box of its label. */
function drawSilhouette(canvas: Canvas, style: PictureStyle): Box {
  const body = rgb(style.body);
  const accent = rgb(style.accent);
  const floor = (box: Box) => {
    const ground = { cx: box.cx, cy: box.cy + box.hh + 6, hw: box.hw + 24, hh: 14, r: 14 };
    canvas.fill(roundRect(ground), SHADOW, 0.25, 14, ground);
  };
  const shade = (box: Box) => canvas.box({ ...box, cx: box.cx + box.hw * 0.55, hw: box.hw * 0.4 }, [0, 0, 0], 0.08);
  /** The body on its floor shadow, shaded on the right. */
  const shadedBody = (box: Box) => {
    floor(box);
    canvas.box(box, body);
    shade(box);
  };
  switch (style.shape) {
    case 'pouch': {
      const main = { cx: 300, cy: 315, hw: 130, hh: 175, r: 28 };
      shadedBody(main);
      canvas.box({ cx: 300, cy: 160, hw: 130, hh: 20, r: 6 }, accent);
      return { cx: 300, cy: 330, hw: 105, hh: 60, r: 14 };
    }
    case 'box': {
      floor({ cx: 310, cy: 318, hw: 135, hh: 175, r: 6 });
      canvas.box({ cx: 318, cy: 300, hw: 130, hh: 175, r: 6 }, body);
      canvas.box({ cx: 318, cy: 300, hw: 130, hh: 175, r: 6 }, [0, 0, 0], 0.25);
      const front = { cx: 300, cy: 318, hw: 130, hh: 175, r: 6 };
      canvas.box(front, body);
      canvas.box({ cx: 300, cy: 200, hw: 130, hh: 22, r: 0 }, accent);
      return { cx: 300, cy: 330, hw: 105, hh: 60, r: 10 };
    }
    case 'jar': {
      const main = { cx: 300, cy: 340, hw: 135, hh: 140, r: 48 };
      shadedBody(main);
      canvas.box({ cx: 300, cy: 192, hw: 118, hh: 34, r: 12 }, accent);
      return { cx: 300, cy: 345, hw: 110, hh: 58, r: 12 };
    }
    case 'bottle': {
      const main = { cx: 300, cy: 360, hw: 92, hh: 140, r: 34 };
      floor(main);
      canvas.box({ cx: 300, cy: 205, hw: 34, hh: 40, r: 8 }, body);
      canvas.box(main, body);
      shade(main);
      canvas.box({ cx: 300, cy: 158, hw: 42, hh: 30, r: 8 }, accent);
      return { cx: 300, cy: 370, hw: 80, hh: 62, r: 10 };
    }
    case 'bar': {
      const main = { cx: 300, cy: 330, hw: 190, hh: 105, r: 56 };
      floor(main);
      canvas.box(main, body);
      canvas.box({ cx: 300, cy: 318, hw: 160, hh: 80, r: 44 }, accent, 0.35);
      return { cx: 300, cy: 322, hw: 125, hh: 50, r: 24 };
    }
    case 'dropper': {
      const main = { cx: 300, cy: 375, hw: 88, hh: 125, r: 26 };
      shadedBody(main);
      canvas.box({ cx: 300, cy: 238, hw: 46, hh: 22, r: 6 }, accent);
      canvas.box({ cx: 300, cy: 165, hw: 30, hh: 58, r: 30 }, accent);
      return { cx: 300, cy: 385, hw: 76, hh: 62, r: 10 };
    }
  }
}

let font: Awaited<ReturnType<typeof loadFont>> | null = null;

/** A 600 × 600 PNG of a product: its silhouette in its colours, with its name on the label. */
export async function productPicture(name: string, style: PictureStyle): Promise<Buffer> {
  const image = new Jimp({ width: SIZE, height: SIZE, color: 0xffffffff });
  const canvas = new Canvas(image.bitmap.data as Buffer);
  canvas.gradient(rgb(style.from), rgb(style.to));
  const label = drawSilhouette(canvas, style);
  canvas.box(label, WHITE, 0.92);
  font ??= await loadFont(SANS_32_BLACK);
  image.print({
    font,
    x: label.cx - label.hw + 8,
    y: label.cy - label.hh,
    text: { text: name, alignmentX: HorizontalAlign.CENTER, alignmentY: VerticalAlign.MIDDLE },
    maxWidth: label.hw * 2 - 16,
    maxHeight: label.hh * 2,
  });
  return image.getBuffer('image/png');
}

const BANNER = { width: 800, height: 400 };

/**
 * An 800 × 400 PNG campaign banner (the size the campaign form recommends): the reward's picture on the right of a
 * band in its lightest colour, with the title in a white box on the left.
 */
export async function bannerPicture(title: string, style: PictureStyle): Promise<Buffer> {
  const picture = await Jimp.read(await productPicture(title, style));
  picture.resize({ w: BANNER.height, h: BANNER.height });
  const banner = new Jimp({ ...BANNER, color: Number.parseInt(`${style.from.slice(1)}ff`, 16) });
  banner.composite(picture, BANNER.width - BANNER.height, 0);
  const label = new Jimp({ width: 340, height: 160, color: 0xffffffeb });
  banner.composite(label, 30, 120);
  font ??= await loadFont(SANS_32_BLACK);
  banner.print({
    font,
    x: 46,
    y: 120,
    text: { text: title, alignmentX: HorizontalAlign.LEFT, alignmentY: VerticalAlign.MIDDLE },
    maxWidth: 308,
    maxHeight: 160,
  });
  return banner.getBuffer('image/png');
}

/** A 600 × 600 PNG portrait placeholder for the demo's hall of fame: a head and shoulders on a gradient. */
export async function portraitPicture(colours: { from: string; to: string; body: string }): Promise<Buffer> {
  const image = new Jimp({ width: SIZE, height: SIZE, color: 0xffffffff });
  const canvas = new Canvas(image.bitmap.data as Buffer);
  canvas.gradient(rgb(colours.from), rgb(colours.to));
  const body = rgb(colours.body);
  canvas.box({ cx: 300, cy: 560, hw: 200, hh: 170, r: 150 }, body);
  const head = { cx: 300, cy: 250, hw: 105, hh: 105, r: 105 };
  canvas.fill((x, y) => Math.hypot(x - head.cx, y - head.cy) - head.r, body, 1, 1, head);
  return image.getBuffer('image/png');
}
