// Issue "Inventory and couriers": the shipping quote (GET /api/sales/ship-method) p95 through HTTP, with 30 couriers
// of 4 regions × 10 weight bands each (a large set-up) and self-pickup on with 5 pickup branches.
import { login, percentile, recreateDatabase, startServer } from './lib.mjs';

const COURIERS = 30;
const STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'W.P. Kuala Lumpur',
  'W.P. Labuan',
  'W.P. Putrajaya',
];

const round = (value) => Math.round(value * 100) / 100;

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_shipping');
  const { child, base } = await startServer({ databaseUrl, port: 3903 });
  try {
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const api = async (method, path, body) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${hq}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      if (!response.ok && response.status !== 422) throw new Error(`${path}: ${json.meta?.message}`);
      return { ms: performance.now() - started, status: response.status, data: json.data };
    };
    for (let c = 0; c < COURIERS; c++) {
      const regions = [0, 1, 2, 3].map((r) => ({
        name: `Region ${r}`,
        states: STATES.slice(r * 4, r * 4 + 4),
        rates: Array.from({ length: 10 }, (_, b) => ({
          fromGrams: b * 2_000 + (b ? 1 : 0),
          toGrams: (b + 1) * 2_000,
          price: 500 + c * 10 + b * 100,
        })),
      }));
      await api('POST', '/api/courier/store', {
        name: `Courier ${c}`,
        active: c % 5 !== 0,
        freeShippingMin: c % 2 ? 20_000 : null,
        handlingFee: c * 5,
        regions,
      });
    }
    for (let b = 0; b < 5; b++) {
      await api('POST', '/api/setup/branch/store', { name: `Pickup ${b}`, selfPickup: true, city: 'Shah Alam' });
    }
    await api('POST', '/api/setup/company-features/store', { selfPickup: true });

    // The floor of any signed-in call on this machine (token lookup, envelope), measured interleaved with the
    // quote so both see the same load.
    const baseline = [];
    const samples = [];
    let couriersOffered = 0;
    for (let k = 0; k < 50; k++) await api('GET', '/api/sales/ship-method?state=Selangor&weight=1000&subtotal=1000');
    for (let k = 0; k < 1_000; k++) {
      const state = encodeURIComponent(STATES[k % STATES.length]);
      const weight = (k * 37) % 20_000;
      const { ms, data } = await api(
        'GET',
        `/api/sales/ship-method?state=${state}&weight=${weight}&subtotal=${k * 50}`,
      );
      samples.push(ms);
      baseline.push((await api('GET', '/api/setup/company-features')).ms);
      couriersOffered = Math.max(couriersOffered, data.couriers.length);
    }
    return {
      couriers: COURIERS,
      regionsPerCourier: 4,
      bandsPerRegion: 10,
      pickupBranches: 5,
      couriersOffered,
      quote: {
        samples: samples.length,
        p50Ms: round(percentile(samples, 50)),
        p95Ms: round(percentile(samples, 95)),
        p99Ms: round(percentile(samples, 99)),
        targetP95Ms: 5,
      },
      signedInBaseline: { p50Ms: round(percentile(baseline, 50)), p95Ms: round(percentile(baseline, 95)) },
    };
  } finally {
    child.kill('SIGTERM');
  }
}
