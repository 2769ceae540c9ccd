/** A plain valid-looking email address (any top-level part of 2 letters or more); the one every form checks with. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Whether `text` (trimmed) looks like an email address. */
export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text.trim());
