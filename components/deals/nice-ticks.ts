/**
 * Round axis ticks (steps of 1, 2, 2.5 or 5 × 10ⁿ) that cover `min`..`max` with about `count` ticks, so an axis reads
 * 1,000 · 1,500 · 2,000 rather than 937 · 1,218 · 1,499.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    if (min === 0) return [0, 1];
    const half = Math.abs(min) / 2;
    return niceTicks(min - half, max + half, count);
  }
  const rough = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's own precision so 0.1 + 0.2 never shows as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return ticks;
}
