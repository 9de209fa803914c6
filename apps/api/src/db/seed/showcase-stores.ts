import { bannerPicture } from './product-images.js';
import type { Call } from './showcase.js';

/** The e-koop's banner, added by its agent as in the banner form. */
export async function addStoreBanner(call: Call, agent: string) {
  const picture = await call<{ large: string }>('POST', '/api/e-koop/banner/image', {
    token: agent,
    file: await bannerPicture('Back to school', {
      shape: 'box',
      from: '#e7f0ff',
      to: '#9cc3f5',
      body: '#1c5fb8',
      accent: '#f2c94c',
    }),
  });
  await call('POST', '/api/e-koop/banner/store', {
    token: agent,
    body: {
      title: 'Back to school',
      description: 'Uniforms, stationery and healthy snacks: order now, collect at school.',
      imageUrl: picture.data.large,
    },
  });
}
