/** The API names an upload's problem `file`; a form shows it at its picker (`imageFile`). */
export function withPickerErrors(errors: Record<string, string>): Record<string, string> {
  return errors.file ? { ...errors, imageFile: errors.file } : errors;
}
