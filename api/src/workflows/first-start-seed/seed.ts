import os from 'node:os';
import { CONTROLLED_INGREDIENTS } from '../../domains/controlled-medicines/controlled-rules';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicineCategories, medicines } from '../../platform/db/schema/catalogue';
import { ambulances, laboratories, pharmacies } from '../../platform/db/schema/care-directory';
import { stockBatches, stockLevels, stockMovements } from '../../platform/db/schema/stock';
import { users } from '../../platform/db/schema/identity';
import type { Database } from '../../platform/db/client';
import { ImageStore, type StoredImage } from '../../platform/images/image-store';
import { FolderObjectStore } from '../../platform/lib/object-store';
import { hashPassword } from '../../domains/identity/passwords';
import { seedLabs } from './care-seed';
import { seedClassRows, seedIngredientRows } from './ingredient-data';
import { SEED_SAFETY_RULES } from './safety-rules-data';
import { ensurePharmacyStaff, ensureSeedPharmacist } from './staff-seed';
import {
  AMBULANCES,
  CATEGORIES,
  FACTS,
  LABORATORIES,
  MEDICINES,
  PHARMACIES,
  BRANCH_STOCK,
  type SeedMedicine,
  seedNafdacNumber,
  seedStock,
} from './catalogue-data';
import { packSvg } from './medicine-image';

/**
 * Seed images are rendered once into a cache folder shared by every process on the machine (tests
 * seed many fresh databases; a developer may delete .data), then copied into the app's image store.
 */
const cache = new ImageStore(new FolderObjectStore(path.join(os.tmpdir(), 'epharmacy-seed-images-v1')));
const rendered = new Map<string, Promise<StoredImage>>();

async function seedImage(app: FastifyInstance, label: string, svg: string): Promise<StoredImage> {
  let image = rendered.get(svg);
  if (!image) {
    image = cache.store(Buffer.from(svg), label, { allowSvg: true });
    rendered.set(svg, image);
  }
  const stored = await image;
  await app.images.copyFrom(cache, stored.name);
  return stored;
}

/** Creates the admin account from the configuration unless that email or user name already exists. */
export async function ensureAdmin(app: FastifyInstance): Promise<void> {
  const admin = app.config.admin;
  if (!admin) return;
  const existing = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${admin.email}) or lower(${users.userName}) = lower(${admin.userName})`);
  if (existing.length > 0) return;
  await app.db
    .insert(users)
    .values({
      firstName: 'Store',
      lastName: 'Admin',
      email: admin.email,
      userName: admin.userName,
      passwordHash: await hashPassword(admin.password),
      isAdmin: true,
      // The fictional superintendent's name, for the patient when this account is made a pharmacist (development and tests).
      pharmacistDisplayName: app.config.pharmacy.fictional ? 'Pharm. Ada Example' : null,
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing();
  app.log.info({ userName: admin.userName, email: admin.email }, 'admin account created');
}

/** Fills an empty catalogue: categories, medicines with generated images, pharmacies, ambulances, laboratories. */
export async function seedCatalogue(app: FastifyInstance): Promise<boolean> {
  const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(medicineCategories);
  if (n > 0) return false;
  const started = Date.now();

  const categoryImages = await Promise.all(
    CATEGORIES.map((c) => seedImage(app, c.name, packSvg({ title: c.name, subtitle: 'Category', color: c.color }))),
  );
  const medicineImages: StoredImage[] = [];
  // A few at a time: sharp uses its own thread pool, this keeps memory flat.
  for (let i = 0; i < MEDICINES.length; i += 8) {
    const batch = MEDICINES.slice(i, i + 8);
    medicineImages.push(
      ...(await Promise.all(
        batch.map((m) => {
          const category = CATEGORIES.find((c) => c.key === m.category)!;
          return seedImage(app, m.name, packSvg({ title: m.name, subtitle: category.name, color: category.color }));
        }),
      )),
    );
  }

  const seeded = await app.db.transaction(async (tx) => {
    // Several API replicas may start together on one PostgreSQL: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(50802027)`);
    const [again] = await tx.select({ n: sql<number>`count(*)::int` }).from(medicineCategories);
    if (again.n > 0) return false;
    const insertedCategories = await tx
      .insert(medicineCategories)
      .values(CATEGORIES.map((c, i) => ({ name: c.name, description: c.description, imageUrl: categoryImages[i].url })))
      .returning({ id: medicineCategories.id, name: medicineCategories.name });
    const idByKey = new Map(CATEGORIES.map((c) => [c.key, insertedCategories.find((row) => row.name === c.name)!.id]));
    const seededMedicines = await tx
      .insert(medicines)
      .values(
        MEDICINES.map((m, i) => ({
          name: m.name,
          priceKobo: Math.round(m.priceNaira * 100),
          description: m.description,
          dosage: m.dosage,
          sideEffects: m.sideEffects,
          imageUrl: medicineImages[i].url,
          categoryId: idByKey.get(m.category)!,
          isFeatured: m.featured ?? false,
          ...medicineFacts(m),
        })),
      )
      .returning({ id: medicines.id, name: medicines.name });
    // Opening stock: the stock domain's units on hand and the movement that explains them.
    const stockByName = new Map(MEDICINES.map((m, i) => [m.name, seedStock(i)]));
    const opening = seededMedicines.map((m) => ({ medicineId: m.id, quantity: stockByName.get(m.name)! }));
    await seedLocationStock(tx as unknown as Database, opening);
    await tx.insert(ambulances).values(AMBULANCES);
    await tx.insert(laboratories).values(LABORATORIES);
    return true;
  });
  if (!seeded) return false;
  app.log.info({ categories: CATEGORIES.length, medicines: MEDICINES.length, ms: Date.now() - started }, 'seeded the catalogue');
  return true;
}

/**
 * Opening stock: the pharmacies (the stocked branches hold their own batches of the first
 * medicines), one batch of every medicine at the central warehouse, units on hand as the sum of
 * every location's batches, and the movements that explain them.
 */
async function seedLocationStock(tx: Database, opening: { medicineId: string; quantity: number }[]) {
  // The branches first: the stocked ones hold their own batches of the first medicines.
  const branches = await tx
    .insert(pharmacies)
    .values(PHARMACIES.map(({ stocked: _stocked, ...p }) => p))
    .returning({ id: pharmacies.id, name: pharmacies.name });
  const stockedBranches = branches.filter((b) => PHARMACIES.find((p) => p.name === b.name)!.stocked);
  // Cold-chain medicines are sold where a pharmacy delivers the same day or the shopper collects: the stocked branches hold them too.
  const heldLocally = opening
    .map((o, i) => ({ ...o, i }))
    .filter(({ i }) => i < BRANCH_STOCK.medicines || MEDICINES[i].coldChain !== undefined);
  const local = stockedBranches.flatMap((branch) => heldLocally.map(({ medicineId, i }) => ({ locationId: branch.id, medicineId, i })));
  const localUnits = (medicineId: string) => local.filter((l) => l.medicineId === medicineId).length * BRANCH_STOCK.units;
  // Units on hand: the warehouse's batch plus the branches'.
  await tx.insert(stockLevels).values(opening.map((o) => ({ medicineId: o.medicineId, quantity: o.quantity + localUnits(o.medicineId) })));
  // One batch each, expiring 18 to 30 months from today (first expiry first out sells them).
  const batches = await tx
    .insert(stockBatches)
    .values(
      opening.map(({ medicineId, quantity }, i) => ({
        medicineId,
        lotNumber: `SEED${String(i + 1).padStart(4, '0')}`,
        expiryDate: seedExpiry(i),
        quantity,
        quantityReceived: quantity,
        note: 'Opening stock',
      })),
    )
    .returning({ id: stockBatches.id, medicineId: stockBatches.medicineId });
  const batchOf = new Map(batches.map((b) => [b.medicineId, b.id]));
  const warehouseUnits = (medicineId: string) => opening.find((o) => o.medicineId === medicineId)!.quantity;
  await tx.insert(stockMovements).values(
    opening.map(({ medicineId }) => ({
      medicineId,
      batchId: batchOf.get(medicineId)!,
      change: warehouseUnits(medicineId),
      quantityAfter: warehouseUnits(medicineId),
      reason: 'received' as const,
      note: 'Opening stock',
    })),
  );
  if (local.length > 0) {
    const localBatches = await tx
      .insert(stockBatches)
      .values(
        local.map(({ locationId, medicineId, i }) => ({
          locationId,
          medicineId,
          lotNumber: `SEED${String(i + 1).padStart(4, '0')}`,
          expiryDate: seedExpiry(i),
          quantity: BRANCH_STOCK.units,
          quantityReceived: BRANCH_STOCK.units,
          note: 'Opening stock',
        })),
      )
      .returning({ id: stockBatches.id, medicineId: stockBatches.medicineId });
    const after = new Map(opening.map((o) => [o.medicineId, warehouseUnits(o.medicineId)]));
    await tx.insert(stockMovements).values(
      localBatches.map((b) => {
        after.set(b.medicineId, after.get(b.medicineId)! + BRANCH_STOCK.units);
        return {
          medicineId: b.medicineId,
          batchId: b.id,
          change: BRANCH_STOCK.units,
          quantityAfter: after.get(b.medicineId)!,
          reason: 'received' as const,
          note: 'Opening stock',
        };
      }),
    );
  }
}

/** The product facts of a seeded medicine. */
/** The last day of the month 18 to 30 months from now: a seeded batch's expiry (YYYY-MM-DD). */
function seedExpiry(i: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 19 + (i % 13), 0)).toISOString().slice(0, 10);
}

function medicineFacts(m: SeedMedicine) {
  const [activeIngredients, strength, dosageForm, packSize, manufacturer, medicineClass] = FACTS[m.name];
  return {
    activeIngredients,
    strength,
    dosageForm,
    packSize,
    manufacturer,
    medicineClass,
    // Codeine and tramadol products are controlled (prescription-only, capped: controlled/).
    controlled: medicineClass === 'pom' && CONTROLLED_INGREDIENTS.test(`${m.name} ${activeIngredients}`),
    nafdacNumber: seedNafdacNumber(m.name, manufacturer, dosageForm),
    coldChainMaxMinutesOut: m.coldChain?.maxMinutesOut ?? null,
  };
}

/**
 * The seeded medicines' ingredients and their classes (for those not yet described), and the
 * starting clinical rules: a new, unsigned version whenever the rules in safety-rules-data.ts change.
 */
export async function seedMedicationSafety(app: FastifyInstance): Promise<void> {
  const seeded = await app.db.select({ id: medicines.id, name: medicines.name }).from(medicines);
  await app.medicationSafety.addIngredients(seedIngredientRows(new Map(seeded.map((m) => [m.name, m.id]))), seedClassRows());
  const { version, created } = await app.medicationSafety.ensureRuleSet(SEED_SAFETY_RULES);
  if (created) app.log.info({ version }, 'medication safety rules: a new version, unsigned until a pharmacist signs it off');
}

export async function seedDatabase(app: FastifyInstance): Promise<void> {
  await seedCatalogue(app);
  await seedMedicationSafety(app);
  await seedLabs(app);
  await ensureAdmin(app);
  await ensurePharmacyStaff(app);
  await ensureSeedPharmacist(app);
}
