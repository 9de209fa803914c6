import { bannerPicture } from './product-images.js';
import type { Call } from './showcase.js';

const QUESTIONS = [
  {
    topic: 'Orders',
    question: 'How do I place an order?',
    answer: 'Open My shop, add products to the cart and check out. Pay by bank transfer and upload the receipt.',
  },
  {
    topic: 'Orders',
    question: 'When is my order shipped?',
    answer: 'HQ approves paid orders every working day. Orders approved by Friday ship on Monday.',
  },
  {
    topic: 'Commission',
    question: 'When is commission paid?',
    answer: 'Commission of a month is closed in the first week of the next month and paid to your bank account.',
  },
  {
    topic: '',
    question: 'Who do I contact for help?',
    answer: 'Ask your upline first, or e-mail HQ at hq@demo.niaga.test.',
  },
];

/** The demo's FAQ (in HQ's order, under topics) and the game plan every level reads, with a picture. */
export async function addHelp(call: Call, hq: string) {
  for (const body of QUESTIONS) await call('POST', '/api/setup/faq/store', { token: hq, body });
  const picture = await call<{ large: string }>('POST', '/api/setup/game-plan/image', {
    token: hq,
    file: await bannerPicture('Grow together', {
      shape: 'jar',
      from: '#e3f4ea',
      to: '#7cc89a',
      body: '#2f8f5b',
      accent: '#3b3b3b',
    }),
  });
  await call('POST', '/api/setup/game-plan/store', {
    token: hq,
    body: {
      content: [
        '<h2>Grow together in 2026</h2>',
        '<p>Our plan is simple: <strong>sell every month, build a team, and earn at every level.</strong></p>',
        `<img src="${picture.data.large}" alt="Grow together">`,
        '<h3>Your first three months</h3>',
        '<ol><li>Buy your starter package and sell it to ten customers.</li>',
        '<li>Share your recruit link and help two agents make their first sale.</li>',
        '<li>Reach the sales target of the next level and ask for promotion.</li></ol>',
        '<blockquote><p>Small steps every week beat one big push.</p></blockquote>',
        '<p>See <a href="/plan-rewards">Plan &amp; rewards</a> for the targets of each level.</p>',
      ].join(''),
    },
  });
}
