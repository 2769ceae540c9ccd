import { useId } from 'react';
import { Button, cardClass, type ContactMessage, isEmail, toast } from 'shared-kernel';
import { type FieldErrors, TextField, useForm } from 'shared-kernel/ui/forms';
import { sendContactEmail } from '../api/send-contact-email';
import './contact.css';

type Errors = FieldErrors<ContactMessage>;

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  message: 'Please enter your message.',
  phone: 'Please enter a valid phone number (digits, spaces, +, - and brackets).',
  sent: 'Email sent successfully.',
  failed: 'Failed to send email. Please try again later.',
} as const;

const PHONE = /^[0-9+()\- ]*$/;
const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

export function validateContact(values: ContactMessage): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.name;
  if (!isEmail(values.email)) errors.email = CONTACT_MESSAGES.email;
  if (values.phone && !PHONE.test(values.phone.trim())) errors.phone = CONTACT_MESSAGES.phone;
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.message;
  return errors;
}

const required = (label: string) => (
  <>
    {label}
    <span aria-hidden="true"> *</span>
  </>
);

/** The contact form: name, email and message required; phone and subject optional. */
export function ContactForm() {
  const id = useId();
  const form = useForm({ initial: EMPTY, validate: validateContact, mode: 'onSubmit' });

  const send = async (values: ContactMessage) => {
    try {
      const message: ContactMessage = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
      if (values.phone?.trim()) message.phone = values.phone.trim();
      if (values.subject?.trim()) message.subject = values.subject.trim();
      await sendContactEmail(message);
      toast.success('Success', CONTACT_MESSAGES.sent);
      form.reset();
    } catch (error) {
      console.error('Could not send the contact message', error);
      toast.error('Error', CONTACT_MESSAGES.failed);
    }
  };

  return (
    <form className={`${cardClass} catalog-contact-form`} onSubmit={form.handleSubmit(send)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send us a message</h2>
      <TextField label={required('Name')} aria-required autoComplete="name" {...form.field('name')} />
      <TextField label={required('Email')} type="email" aria-required autoComplete="email" {...form.field('email')} />
      <TextField label="Phone" optional type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="Subject" optional {...form.field('subject')} />
      <TextField label={required('Message')} multiline rows={6} aria-required {...form.field('message')} />
      <Button type="submit" className="catalog-contact-form__send" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
