import { useId, useRef, useState, type FormEvent } from 'react';
import { toast, type ContactMessage } from 'shared-kernel';
import { sendContactEmail } from '../api/send-contact-email';
import './contact.css';

type Field = keyof ContactMessage;
type Errors = Partial<Record<Field, string>>;

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  message: 'Please enter your message.',
  phone: 'Please enter a valid phone number (digits, spaces, +, - and brackets).',
  sent: 'Email sent successfully.',
  failed: 'Failed to send email. Please try again later.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PHONE = /^[0-9+()\- ]*$/;
const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

export function validateContact(values: ContactMessage): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.name;
  if (!EMAIL.test(values.email.trim())) errors.email = CONTACT_MESSAGES.email;
  if (values.phone && !PHONE.test(values.phone.trim())) errors.phone = CONTACT_MESSAGES.phone;
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.message;
  return errors;
}

const ORDER: Field[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The contact form: name, email and message required; phone and subject optional. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateContact({ ...values, [field]: value })[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setSending(true);
    try {
      const message: ContactMessage = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
      if (values.phone?.trim()) message.phone = values.phone.trim();
      if (values.subject?.trim()) message.subject = values.subject.trim();
      await sendContactEmail(message);
      toast.success('Success', CONTACT_MESSAGES.sent);
      setValues(EMPTY);
    } catch (error) {
      console.error('Could not send the contact message', error);
      toast.error('Error', CONTACT_MESSAGES.failed);
    } finally {
      setSending(false);
    }
  };

  const input = (field: Field, label: string, type: string, options: { required?: boolean; autoComplete?: string; multiline?: boolean } = {}) => {
    const inputId = `${id}-${field}`;
    const errorId = `${inputId}-error`;
    const common = {
      id: inputId,
      name: field,
      value: values[field] ?? '',
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId : undefined,
      'aria-required': options.required || undefined,
      autoComplete: options.autoComplete,
    };
    return (
      <div className="catalog-contact-form__field">
        <label htmlFor={inputId}>
          {label}
          {options.required ? <span aria-hidden="true"> *</span> : <span className="catalog-contact-form__optional"> (optional)</span>}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={6} ref={(element) => void (fields.current[field] = element)} onChange={(event) => change(field, event.target.value)} />
        ) : (
          <input {...common} type={type} ref={(element) => void (fields.current[field] = element)} onChange={(event) => change(field, event.target.value)} />
        )}
        {errors[field] && (
          <p id={errorId} className="shell-error" role="alert">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="catalog-contact-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send us a message</h2>
      {input('name', 'Name', 'text', { required: true, autoComplete: 'name' })}
      {input('email', 'Email', 'email', { required: true, autoComplete: 'email' })}
      {input('phone', 'Phone', 'tel', { autoComplete: 'tel' })}
      {input('subject', 'Subject', 'text')}
      {input('message', 'Message', 'text', { required: true, multiline: true })}
      <button type="submit" className="shell-button" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
