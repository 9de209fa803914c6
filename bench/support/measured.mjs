const round = (value) => Math.round(value * 10) / 10;

/** Peak resident memory of this process while `work` runs (sampled every 20 ms). */
export async function measured(work) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    let result;
    try {
      result = await work();
    } catch (error) {
      result = { error: error.code ?? error.message, status: error.status };
    }
    return { result, seconds: round((performance.now() - started) / 1000), peakRssMb: Math.round(peak / 1048576) };
  } finally {
    clearInterval(timer);
  }
}
