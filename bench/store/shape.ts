/** The shape of the checkout storm: what the seed creates and what the orders ask for. */
export const STORE = {
  databaseName: 'classmint_bench_store',
  students: 2_000,
  taxRate: 8,
  /** Per concurrency level: a fresh set of scarce products, each with this much stock. */
  scarceProducts: 5,
  scarceStock: 50,
  scarceCost: 40,
  /** One plentiful product per level: it never runs out, so its orders end on funds or succeed. */
  plentifulStock: 1_000_000,
  plentifulCost: 10,
  /** The warm-up orders a product costing 1 point, so warming up hardly spends anyone's funds. */
  warmupCost: 1,
  /**
   * Every storm student gets one bonus at seed time: 10 … 499 points, spread evenly, so the poorer
   * ones run out during the storm and get 409 funds refusals.
   */
  allowance: (i: number): number => 10 + ((i * 7919) % 490),
  /** The bare-SQL baseline's students (another teacher) have plenty: it does no balance check. */
  baselineAllowance: 1_000_000,
} as const;

/** The order mix: shares of the orders (the rest order a scarce and the plentiful product together). */
export const MIX = {
  plentifulOnly: 0.5,
  scarceOnly: 0.35,
} as const;

export const describeMix = (): string => {
  const both = Math.round((1 - MIX.plentifulOnly - MIX.scarceOnly) * 100);
  return (
    `${Math.round(MIX.plentifulOnly * 100)} % plentiful ×1-2, ${Math.round(MIX.scarceOnly * 100)} % one of the scarce ×1-2, ` +
    `${both} % a scarce ×1-2 + the plentiful ×1 in one order`
  );
};
