import { assertNewId } from '../../platform/lib/ids';
import type { AuditService } from '../audit/audit-service';
import { diff } from '../audit/audit-service';
import type { MedicineCategory as CategoryRow } from '../../platform/db/schema/catalogue';
import { conflict, isUniqueViolation, notFound } from '../../platform/lib/http-errors';
import type { ImageStore } from '../../platform/images/image-store';
import type { AuthUser } from '../../platform/plugins/types';
import type { CatalogueRepository } from './catalogue-repository';
import { assertVersion, CATEGORY_FIELDS, created, duplicateCategory, editAction, removed } from './catalogue-edit-rules';
import { resolveImage } from './catalogue-images';
import type { AddCategoryInput, EditCategoryInput } from './catalogue-schemas';

/** What a category's edits use: the catalogue's tables, the image store, the audit log. */
export type CategoryEditor = { repository: CatalogueRepository; images: ImageStore; audit: AuditService };

// An admin's edits of categories, each in one transaction with its audit entry (CatalogueService clears the reads after).

export async function addCategory(
  { repository: catalogue, images, audit }: CategoryEditor,
  actor: AuthUser,
  input: AddCategoryInput,
): Promise<CategoryRow> {
  assertNewId('medicineCategoryId', input.medicineCategoryId);
  const name = input.name.trim();
  if (await catalogue.findCategoryByName(name)) throw duplicateCategory(name);
  const imageUrl = await resolveImage(images, input, name);
  try {
    const row = await catalogue.transaction(async (repository, tx) => {
      const added = await repository.insertCategory({ name, description: input.description?.trim() ?? '', imageUrl });
      await audit.record(
        actor,
        {
          entityType: 'category',
          entityId: added.id,
          entityName: added.name,
          action: 'create',
          changes: created(added, CATEGORY_FIELDS),
        },
        tx,
      );
      return added;
    });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateCategory(name);
    throw err;
  }
}

export async function editCategory(
  { repository: catalogue, images, audit }: CategoryEditor,
  actor: AuthUser,
  id: string,
  input: EditCategoryInput,
): Promise<void> {
  const values: Partial<CategoryRow> = {};
  if (input.name !== undefined) {
    values.name = input.name.trim();
    const same = await catalogue.findCategoryByName(values.name);
    if (same && same.id !== id) throw duplicateCategory(values.name);
  }
  if (input.description !== undefined) values.description = input.description.trim();
  if (input.hidden !== undefined) values.hidden = input.hidden;
  if (input.imageData !== undefined || input.imageUrl !== undefined)
    values.imageUrl = await resolveImage(images, input, values.name ?? 'category');
  try {
    await catalogue.transaction(async (repository, tx) => {
      const before = await repository.lockCategory(id);
      if (!before) throw notFound('There is no such medicine category.');
      assertVersion('category', before.name, before.version, input.version);
      const changes = diff(before, values, [...CATEGORY_FIELDS, 'hidden']);
      if (Object.keys(changes).length === 0) return;
      const after = await repository.updateCategory(id, values);
      await audit.record(actor, { entityType: 'category', entityId: id, entityName: after.name, action: editAction(changes), changes }, tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateCategory(values.name ?? '');
    throw err;
  }
}

/** Deletes a category with no medicines (hidden ones count); 409 otherwise. */
export async function deleteCategory(
  { repository: catalogue, audit }: CategoryEditor,
  actor: AuthUser,
  id: string,
  version: number,
): Promise<void> {
  await catalogue.transaction(async (repository, tx) => {
    const before = await repository.lockCategory(id);
    if (!before) throw notFound('There is no such medicine category.');
    assertVersion('category', before.name, before.version, version);
    const count = await repository.medicinesIn(id);
    if (count > 0)
      throw conflict(
        `"${before.name}" still holds ${count} medicine${count === 1 ? '' : 's'}, so it cannot be deleted; move or delete them first, or hide the category.`,
      );
    await repository.deleteCategory(id);
    await audit.record(
      actor,
      { entityType: 'category', entityId: id, entityName: before.name, action: 'delete', changes: removed(before, CATEGORY_FIELDS) },
      tx,
    );
  });
}
