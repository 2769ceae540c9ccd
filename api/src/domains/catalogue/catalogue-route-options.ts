import { errors } from '../../platform/http/schemas';
import * as s from './catalogue-schemas';

/** What the catalogue's route modules share: their OpenAPI tag, security and documented errors. */
export const tags = ['catalogue'];
export const bearer = [{ bearerAuth: [] }];
export const readErrors = errors(400, 404, 429);
export const writeErrors = errors(400, 401, 403, 409, 413, 415, 429);
/** Admin edits and deletes: every record, hidden ones too; with a version check. */
export const adminErrors = errors(400, 401, 403, 404, 409, 413, 415, 429);
/** JSON bodies that may carry a base64 image of up to 5 MB. */
export const IMAGE_BODY_LIMIT = s.LIMITS.imageData + 64 * 1024;
