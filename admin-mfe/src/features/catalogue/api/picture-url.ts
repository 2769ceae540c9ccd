import { uploadImage } from './upload-image';

/** A form's picture as the API takes it: the chosen file uploaded, else the typed URL, else none. */
export async function pictureUrl(picture: { imageFile: File | null; imageUrl: string }): Promise<string | null> {
  return picture.imageFile ? (await uploadImage(picture.imageFile)).url : picture.imageUrl.trim() || null;
}
