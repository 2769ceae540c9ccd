import { apiClient } from 'shared-kernel';

export interface UploadedImage {
  /** The URL to save as imageUrl. */
  url: string;
  srcSet?: string;
}

/** POST /api/medicine/uploadImage, multipart field `file`. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.post<UploadedImage>('/api/medicine/uploadImage', form);
  return data;
}
