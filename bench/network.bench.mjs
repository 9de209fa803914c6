// Issue "Agent network": 100,000 agents in a realistic tree (depth up to 30) on PostgreSQL.
// Children of a node with counts (p95), the whole-downline sales total of the root, moving a ~10,000-agent subtree.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { login, percentile, randomTree, recreateDatabase, round, seededRandom, startServer } from './lib.mjs';

const AGENTS = 100_000;
const TOP_AGENTS = 5;
const MAX_DEPTH = 30;
const LEVELS = ['Stockist', 'Master Dealer', 'Dealer', 'Agent', 'Reseller'];

/** Random recursive tree with some chains: most join under any agent, some under the newest (depth). */
function buildTree() {
  const random = seededRandom(42);
  const tree = randomTree({ agents: AGENTS, roots: TOP_AGENTS, maxDepth: MAX_DEPTH, chain: 0.3, window: 50, random });
  return { ...tree, random };
}

async function seed(client, companyId, levelIds) {
  const { parent, depth, random } = buildTree();
  const ids = Array.from({ length: AGENTS }, () => randomUUID());
  const treeNo = (i) => 100_000 + i;
  const paths = new Array(AGENTS);
  const direct = new Int32Array(AGENTS);
  const downline = new Int32Array(AGENTS);
  const ps = new Float64Array(AGENTS);
  const gs = new Float64Array(AGENTS);
  for (let i = 0; i < AGENTS; i++) {
    paths[i] = `${parent[i] >= 0 ? paths[parent[i]] : '/'}${treeNo(i)}/`;
    if (random() < 0.6) ps[i] = 1000 * (1 + Math.floor(random() * 500));
    if (parent[i] >= 0) direct[parent[i]] += 1;
  }
  for (let i = AGENTS - 1; i >= 0; i--) {
    if (parent[i] < 0) continue;
    downline[parent[i]] += downline[i] + 1;
    gs[parent[i]] += gs[i] + ps[i];
  }
  const hash = (await client.query(`select password_hash from users where email = 'hq@demo.niaga.test'`)).rows[0]
    .password_hash;
  const month = `${new Date().toISOString().slice(0, 7)}-01`;
  for (let start = 0; start < AGENTS; start += 10_000) {
    const slice = Array.from({ length: Math.min(10_000, AGENTS - start) }, (_, k) => start + k);
    await client.query(
      `insert into users (company_id, id, email, password_hash, role, level_id, upline_id, introducer_id, name, status,
         email_verified_at, profile_completed_at, username, tree_no, path, depth, direct_count, downline_count, state, last_counted_at)
       overriding system value
       select $1, u.id, u.email, $2, 'agent', u.level_id, u.upline_id, u.upline_id, u.name, 'active', now(), now(), u.username,
         u.tree_no, u.path, u.depth, u.direct, u.downline, u.state, now()
       from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[], $10::text[], $11::int[], $12::int[], $13::int[], $14::text[])
         as u(id, email, level_id, upline_id, name, username, tree_no, path, depth, direct, downline, state)`,
      [
        companyId,
        hash,
        slice.map((i) => ids[i]),
        slice.map((i) => `bench${i}@demo.niaga.test`),
        slice.map((i) => levelIds[Math.min(depth[i], LEVELS.length - 1)]),
        slice.map((i) => (parent[i] >= 0 ? ids[parent[i]] : null)),
        slice.map((i) => `Bench Agent ${i}`),
        slice.map((i) => `bench${i}`),
        slice.map((i) => treeNo(i)),
        slice.map((i) => paths[i]),
        slice.map((i) => depth[i]),
        slice.map((i) => direct[i]),
        slice.map((i) => downline[i]),
        slice.map((i) => ['Selangor', 'Johor', 'Penang', 'Sabah', 'Sarawak'][i % 5]),
      ],
    );
    const sales = slice.filter((i) => ps[i] > 0 || gs[i] > 0);
    await client.query(
      `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
       select $1, a, $2::date, p, 1, g, 1 from unnest($3::text[], $4::bigint[], $5::bigint[]) as s(a, p, g)`,
      [companyId, month, sales.map((i) => ids[i]), sales.map((i) => ps[i]), sales.map((i) => gs[i])],
    );
  }
  await client.query(`select setval('users_tree_no_seq', (select max(tree_no) from users))`);
  // The placement history (issue 24) as the migration's backfill writes it, the network standing for ten days.
  await client.query(
    `insert into network_placements (company_id, agent_id, valid_from, upline_id, level_id, status)
     select company_id, id, now() - interval '10 days', upline_id, level_id, status from users
     where company_id = $1 and role = 'agent' and email like 'bench%'`,
    [companyId],
  );
  await client.query('analyze users; analyze agent_monthly_sales; analyze network_placements');
  return { ids, parent, depth, downline, paths };
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_network');
  const { child, base } = await startServer({ databaseUrl, port: 3902 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const headers = { authorization: `Bearer ${hq}` };
    const api = async (method, path, body) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${path}: ${json.meta?.message}`);
      return { ms: performance.now() - started, data: json.data };
    };
    // Five levels: the depth of an agent decides its level (top agents are Stockists).
    await client.query(
      `delete from levels where company_id = 'demo' and not exists (select 1 from users where users.level_id = levels.id)`,
    );
    const levelIds = [];
    for (const [index, name] of LEVELS.entries()) {
      const { data } = await api('POST', '/api/setup/tier/store', {
        levelName: `${name} (bench)`,
        rankNumber: 10 + index,
      });
      levelIds.push(data.id);
    }
    const seedStarted = performance.now();
    const tree = await seed(client, 'demo', levelIds);
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    const maxDepth = Math.max(...tree.depth) + 1;

    // Children of a node with counts: 300 random agents that have children, through HTTP.
    const withChildren = tree.ids.filter((_, i) => tree.downline[i] > 0);
    await api('GET', `/api/user/family-tree?parentId=${withChildren[0]}`);
    const childTimes = [];
    for (let k = 0; k < 300; k++) {
      const parentId = withChildren[(k * 7919) % withChildren.length];
      childTimes.push((await api('GET', `/api/user/family-tree?parentId=${parentId}`)).ms);
    }
    const roots = await api('GET', '/api/user/family-tree');

    // Whole-downline sales: of the largest top agent, the kept GS (one row, through HTTP) and a full
    // recomputation over its path; of the root (HQ: all 100,000 agents), the recomputation.
    const rootIndex = tree.downline.indexOf(Math.max(...Array.from(tree.downline.slice(0, TOP_AGENTS))));
    await api('GET', `/api/agents/${tree.ids[rootIndex]}`);
    const rootDetail = await api('GET', `/api/agents/${tree.ids[rootIndex]}`);
    const downlineTotal = async (pathPrefix) => {
      const times = [];
      let total = 0;
      for (let k = 0; k < 5; k++) {
        const started = performance.now();
        const result = await client.query(
          `select coalesce(sum(s.ps_amount), 0)::bigint as total from users u
           join agent_monthly_sales s on s.company_id = u.company_id and s.agent_id = u.id and s.month = date_trunc('month', now())::date
           where u.company_id = 'demo' and u.role = 'agent' and u.path like $1`,
          [`${pathPrefix}%`],
        );
        times.push(performance.now() - started);
        total = Number(result.rows[0].total);
      }
      return { p50: round(percentile(times, 50)), max: round(Math.max(...times)), total };
    };
    const topRecomputed = await downlineTotal(tree.paths[rootIndex]);
    const hqRecomputed = await downlineTotal('/');

    // Move a subtree of about 10,000 agents: promote an agent to its upline's level (or above), which needs a
    // new upline of a higher level elsewhere in the tree; the whole downline moves along.
    const levelOf = (i) => Math.min(tree.depth[i], LEVELS.length - 1);
    const candidates = tree.ids.map((_, i) => i).filter((i) => tree.depth[i] >= 3);
    const mover = candidates.reduce((best, i) =>
      Math.abs(tree.downline[i] - 10_000) < Math.abs(tree.downline[best] - 10_000) ? i : best,
    );
    const targetLevel = levelOf(mover) - 1;
    const newUpline = tree.ids.findIndex(
      (_, i) =>
        tree.depth[i] === targetLevel - 1 && !tree.paths[mover].startsWith(tree.paths[i]) && i !== tree.parent[mover],
    );
    const move = await api('POST', '/api/promote-demote/store', {
      agentId: tree.ids[mover],
      levelId: levelIds[targetLevel],
      uplineId: tree.ids[newUpline],
      reason: 'bench',
    });
    const check = await client.query('select count(*)::int as n from users where path like $1', [
      `${tree.paths[newUpline]}${100_000 + mover}/%`,
    ]);

    // The tree as it stood yesterday (issue 24), before the move: children of the same 300 agents, the top
    // agents with their whole downline counts, the deepest agent's uplines, the whole tree in one scan.
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
    const asOfTimes = [];
    for (let k = 0; k < 300; k++) {
      const parentId = withChildren[(k * 7919) % withChildren.length];
      asOfTimes.push((await api('GET', `/api/user/family-tree?parentId=${parentId}&asOf=${yesterday}`)).ms);
    }
    const asOfRoots = await api('GET', `/api/user/family-tree?asOf=${yesterday}`);
    const oldParent = await api(
      'GET',
      `/api/user/family-tree?parentId=${tree.ids[tree.parent[mover]]}&asOf=${yesterday}`,
    );
    const deepest = tree.depth.indexOf(Math.max(...tree.depth));
    const asOfUplines = await api(
      'GET',
      `/api/user/family-tree/uplines?agentId=${tree.ids[deepest]}&asOf=${yesterday}`,
    );
    const scanStarted = performance.now();
    const whole = await client.query(
      `select count(*)::int as n from (select distinct on (agent_id) agent_id from network_placements
       where company_id = 'demo' and valid_from < now() - interval '1 day' order by agent_id, valid_from desc) placed`,
    );
    const scanMs = performance.now() - scanStarted;

    return {
      agents: AGENTS,
      maxDepth,
      seedSeconds,
      topAgents: roots.data.total,
      familyTreeChildren: {
        samples: childTimes.length,
        p50Ms: round(percentile(childTimes, 50)),
        p95Ms: round(percentile(childTimes, 95)),
        targetP95Ms: 20,
      },
      downlineSales: {
        largestTopAgent: {
          downline: tree.downline[rootIndex],
          keptGroupSalesHttpMs: round(rootDetail.ms),
          recomputedMs: topRecomputed,
          keptEqualsRecomputed: rootDetail.data.sales.tpgs === topRecomputed.total,
        },
        hqWholeNetwork: { agents: AGENTS, recomputedMs: hqRecomputed },
        targetMs: 200,
      },
      moveSubtree: {
        agentsMoved: tree.downline[mover] + 1,
        httpMs: round(move.ms),
        movedPathsFound: check.rows[0].n,
        targetMs: 1000,
      },
      asOfYesterday: {
        childrenP50Ms: round(percentile(asOfTimes, 50)),
        childrenP95Ms: round(percentile(asOfTimes, 95)),
        rootsWithWholeCountsMs: round(asOfRoots.ms),
        rootsDownlineTotal: asOfRoots.data.items.reduce((sum, node) => sum + node.downlineCount + 1, 0),
        moverUnderOldUpline: oldParent.data.items.some((node) => node.id === tree.ids[mover]),
        deepestUplines: { count: asOfUplines.data.items.length, ms: round(asOfUplines.ms) },
        wholeTreeScan: { agents: whole.rows[0].n, ms: round(scanMs) },
      },
    };
  } finally {
    await client.end();
    child.kill('SIGTERM');
  }
}
