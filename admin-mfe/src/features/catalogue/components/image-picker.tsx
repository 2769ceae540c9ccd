import { useEffect, useState } from 'react';
import { TextField } from 'shared-kernel/ui/forms';

interface ImagePickerProps {
  idPrefix: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  fileError?: string;
  url: string;
  onUrlChange: (url: string) => void;
  onUrlBlur?: () => void;
  urlError?: string;
}

function usePreviewUrl(file: File | null, fallback: string): string {
  const [objectUrl, setObjectUrl] = useState('');
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setObjectUrl('');
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return file ? objectUrl : fallback.trim();
}

/** An image file (uploaded when the form is sent) or an image URL, with a preview of the choice. */
export function ImagePicker({ idPrefix, file, onFileChange, fileError, url, onUrlChange, onUrlBlur, urlError }: ImagePickerProps) {
  const preview = usePreviewUrl(fileError ? null : file, url);
  return (
    <fieldset className="admin-field admin-image-picker">
      <legend>Image</legend>
      <TextField
        id={`${idPrefix}-image-file`}
        label="Image file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={fileError}
        hint="JPEG, PNG or WebP, at most 5 MB. A chosen file is used instead of the URL."
        onChange={(event) => onFileChange((event.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <TextField
        id={`${idPrefix}-image-url`}
        label="Image URL"
        type="url"
        value={url}
        onChange={(event) => onUrlChange(event.target.value)}
        onBlur={onUrlBlur}
        error={urlError}
      />
      {preview && <img className="admin-image-preview" src={preview} alt="Preview of the chosen image" />}
      {file && !fileError && <p className="admin-field-hint">Chosen file: {file.name}</p>}
    </fieldset>
  );
}
