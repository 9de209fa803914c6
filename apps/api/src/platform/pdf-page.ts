import { PageSizes, rgb } from 'pdf-lib';

/** What the API's PDFs (order documents, income statement, CP58) share: the A4 page and the ink of their text. */
export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.44, 0.48);
