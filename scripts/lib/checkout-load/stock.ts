// The benchmark's own medicines: a handful of over-the-counter medicines seeded in the benchmark's
// database with the units a scenario needs, restocked before each scenario, so that no scenario
// runs out of stock and completes nothing. Every shopper's cart has several of them, in quantities
// from 1 to 3, as real carts have.
import pg from 'pg';
import type { RunningCluster } from '../cluster';

export interface CartLine {
  medicineId: string;
  quantity: number;
}

export interface BenchStock {
  medicineIds: string[];
  /** The cart of the i-th shopper of a scenario (2 or 3 different medicines, 1-3 of each). */
  cartFor(i: number): CartLine[];
  /** Sets every bench medicine's units on hand so that `shoppers` carts can all be bought. */
  restock(shoppers: number): Promise<number>;
}

const MEDICINES = [
  ['Paracetamol 500 mg tablets (bench)', 85000],
  ['Vitamin C 1000 mg effervescent (bench)', 120000],
  ['Oral rehydration salts sachet (bench)', 35000],
  ['Cetirizine 10 mg tablets (bench)', 95000],
  ['Zinc sulphate 20 mg dispersible (bench)', 60000],
  ['Chlorhexidine mouthwash 300 ml (bench)', 150000],
] as const;

const MAX_QUANTITY = 3;

/** The i-th shopper's cart: 2 or 3 medicines, each 1 to 3 units; deterministic so runs compare. */
export function cartFor(medicineIds: string[], i: number): CartLine[] {
  const lines = 2 + (i % 2);
  return Array.from({ length: lines }, (_, k) => ({
    medicineId: medicineIds[(i + k * 2) % medicineIds.length],
    quantity: 1 + ((i + k) % MAX_QUANTITY),
  }));
}

async function withDb<T>(databaseUrl: string, run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** Seeds the benchmark's medicines (once) in their own category; restock before each scenario. */
export async function seedBenchStock(cluster: RunningCluster, tag: string): Promise<BenchStock> {
  const medicineIds = await withDb(cluster.databaseUrl, async (db) => {
    const category = await db.query<{ id: string }>(
      `INSERT INTO medicine_categories (name, description) VALUES ($1, 'Medicines the load benchmark buys') RETURNING id`,
      [`Bench ${tag}`],
    );
    const ids: string[] = [];
    for (const [name, priceKobo] of MEDICINES) {
      const row = await db.query<{ id: string }>(
        `INSERT INTO medicines (name, price_kobo, category_id, medicine_class, dosage_form, pack_size)
         VALUES ($1, $2, $3, 'otc', 'tablet', '1 pack') RETURNING id`,
        [`${name} ${tag}`, priceKobo, category.rows[0].id],
      );
      ids.push(row.rows[0].id);
    }
    return ids;
  });
  const restock = (shoppers: number) =>
    withDb(cluster.databaseUrl, async (db) => {
      // Every line of every cart could be this medicine's, at the highest quantity; plus a margin.
      const units = shoppers * MAX_QUANTITY + 50;
      for (const id of medicineIds) {
        const before = await db.query<{ quantity: number }>('SELECT quantity FROM stock_levels WHERE medicine_id = $1', [id]);
        const change = units - (before.rows[0]?.quantity ?? 0);
        if (change === 0) continue;
        await db.query(
          `INSERT INTO stock_levels (medicine_id, quantity) VALUES ($1, $2)
           ON CONFLICT (medicine_id) DO UPDATE SET quantity = excluded.quantity`,
          [id, units],
        );
        await db.query(
          `INSERT INTO stock_movements (medicine_id, change, quantity_after, reason, note)
           VALUES ($1, $2, $3, 'count-correction', 'load benchmark restock')`,
          [id, change, units],
        );
      }
      return units;
    });
  return { medicineIds, cartFor: (i) => cartFor(medicineIds, i), restock };
}
