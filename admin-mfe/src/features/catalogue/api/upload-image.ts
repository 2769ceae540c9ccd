import { api, type ApiAnswer } from 'shared-kernel';

/** The stored picture: `url` to save as imageUrl, and its `srcSet`. */
export type UploadedImage = ApiAnswer<'/api/medicine/uploadImage', 'post', 201>;

/** POST /api/medicine/uploadImage, multipart field `file`. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post('/api/medicine/uploadImage', { body: form });
  return data;
}

/** A form's picture as the API takes it: the chosen file uploaded, else the typed URL, else none. */
export async function pictureUrl(picture: { imageFile: File | null; imageUrl: string }): Promise<string | null> {
  return picture.imageFile ? (await uploadImage(picture.imageFile)).url : picture.imageUrl.trim() || null;
}

/** The API names an upload's problem `file`; a form shows it at its picker (`imageFile`). */
export function withPickerErrors(errors: Record<string, string>): Record<string, string> {
  return errors.file ? { ...errors, imageFile: errors.file } : errors;
}
