// PDF.js, loaded only when a PDF preview first comes into view (its own chunks: the library and its worker).
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws the first page of a PDF onto `canvas`, `width` CSS pixels wide (sharp on high-density screens). */
export async function renderFirstPage(data: ArrayBuffer, canvas: HTMLCanvasElement, width: number) {
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  try {
    const page = await (await task.promise).getPage(1);
    const scale = (width * window.devicePixelRatio) / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
  } finally {
    await task.destroy();
  }
}
