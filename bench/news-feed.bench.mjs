// Issue 19: the news feed under 50 concurrent clients on PostgreSQL, with 10,000 posts (a third for every level, the
// rest for one of the three levels; 20 pinned). An agent reads the first five pages (10 posts each: pinned first,
// then newest, only what is open to its level) and the dashboard's three latest; HQ reads every post. Each figure
// is measured in one-second slices alternating with its own baseline (GET /api/user/detail) and reported as a ratio.
import { login, measureAgainstBaseline, recreateDatabase, sql, startServer } from './lib.mjs';

const POSTS = 10_000;

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_news_feed');
  const { child, base } = await startServer({ databaseUrl, port: 3915 });
  try {
    const levels = (await sql(databaseUrl, "select id from levels where company_id = 'demo' order by rank_number"))
      .rows;
    const author = (await sql(databaseUrl, "select id from users where company_id = 'demo' and role = 'hq' limit 1"))
      .rows[0].id;
    const started = performance.now();
    await sql(
      databaseUrl,
      `insert into news_posts (company_id, id, pin, usr_org_id, subject, content, level_ids, created_at)
       select 'demo', 'n-' || n, n % 500 = 0, $1, 'News ' || n, repeat('Some text. ', 40),
         case when n % 3 = 0 then '{}'::text[] else array[($2::text[])[n % 3 + 1]] end,
         now() - make_interval(mins => n)
       from generate_series(1, $3::int) n`,
      [author, levels.map((level) => level.id), POSTS],
    );
    await sql(databaseUrl, 'analyze news_posts');
    const seedMs = Math.round(performance.now() - started);
    const agent = await login(base, 'agent3@demo.niaga.test', 'agent');
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const auth = (token) => ({ authorization: `Bearer ${token}`, host: 'localhost' });
    const feed = (page, limit = 10) => `${base}/api/setup/news-feed?page=${page}&limit=${limit}`;
    const measure = (options) =>
      measureAgainstBaseline({ ...options, connections: 50 }, { base, token: agent, seconds: 10, target: 0.25 });

    const agentFeed = await measure({ urls: [1, 2, 3, 4, 5].map((page) => feed(page)), headers: auth(agent) });
    const dashboardLatest = await measure({ urls: [feed(1, 3)], headers: auth(agent) });
    const hqFeed = await measure({ urls: [1, 2, 3, 4, 5].map((page) => feed(page)), headers: auth(hq) });
    return { posts: POSTS, pinned: POSTS / 500, seedMs, agentFeed, dashboardLatest, hqFeed };
  } finally {
    child.kill('SIGTERM');
  }
}
