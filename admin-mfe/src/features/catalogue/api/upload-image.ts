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
