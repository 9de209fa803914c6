import { bannerPicture } from './product-images.js';
import type { Call } from './showcase.js';

/** The demo's news feed, posted by HQ as in its form: a pinned launch with a picture and a weekly note. */
export async function addNews(call: Call, hq: string) {
  await call('POST', '/api/setup/news-feed/store', {
    token: hq,
    body: {
      subject: 'Weekly update: new stock is in',
      content: 'Kopi Tongkat Ali and Sabun Susu Kambing are back in stock. Orders approved by Friday ship on Monday.',
    },
  });
  const picture = await call<{ large: string }>('POST', '/api/setup/news-feed/image', {
    token: hq,
    file: await bannerPicture('Serum Kunyit launch', {
      shape: 'dropper',
      from: '#fff2de',
      to: '#f5b450',
      body: '#e8930c',
      accent: '#3b3b3b',
    }),
  });
  await call('POST', '/api/setup/news-feed/store', {
    token: hq,
    body: {
      subject: 'Launching Serum Kunyit this month',
      content: 'Our new turmeric serum is in the catalogue. Share the product link from your dashboard with customers.',
      image: picture.data.large,
      pin: true,
    },
  });
}
