import { useId } from 'react';
import { Button, cardClass, type ContactMessage, isEmail, toast } from 'shared-kernel';
import { type FieldErrors, TextField, useForm } from 'shared-kernel/ui/forms';
import { sendContactEmail } from '../api/send-contact-email';
import './contact.css';
import { pageMessages, usePageText } from '../../../i18n/pages';

type Errors = FieldErrors<ContactMessage>;

/** The form's messages, in the language chosen when they are shown. */
const say = (key: 'name' | 'email' | 'message' | 'phone' | 'sent' | 'failed' | 'success' | 'error') => pageMessages.t(`contact.say.${key}`);

const PHONE = /^[0-9+()\- ]*$/;
const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

export function validateContact(values: ContactMessage): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = say('name');
  if (!isEmail(values.email)) errors.email = say('email');
  if (values.phone && !PHONE.test(values.phone.trim())) errors.phone = say('phone');
  if (!values.message.trim()) errors.message = say('message');
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
  const t = usePageText();
  const id = useId();
  const form = useForm({ initial: EMPTY, validate: validateContact, mode: 'onSubmit' });

  const send = async (values: ContactMessage) => {
    try {
      const message: ContactMessage = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
      if (values.phone?.trim()) message.phone = values.phone.trim();
      if (values.subject?.trim()) message.subject = values.subject.trim();
      await sendContactEmail(message);
      toast.success(say('success'), say('sent'));
      form.reset();
    } catch (error) {
      console.error('Could not send the contact message', error);
      toast.error(say('error'), say('failed'));
    }
  };

  return (
    <form className={`${cardClass} catalog-contact-form`} onSubmit={form.handleSubmit(send)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact.formTitle')}</h2>
      <TextField label={required(t('contact.name'))} aria-required autoComplete="name" {...form.field('name')} />
      <TextField label={required(t('contact.email'))} type="email" aria-required autoComplete="email" {...form.field('email')} />
      <TextField label={t('contact.phone')} optional type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label={t('contact.subject')} optional {...form.field('subject')} />
      <TextField label={required(t('contact.message'))} multiline rows={6} aria-required {...form.field('message')} />
      <Button type="submit" className="catalog-contact-form__send" disabled={form.busy}>
        {form.busy ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
