import { Type, type Static } from '@sinclair/typebox';
import { Email, Envelope, Nullable, StringEnum, Text, Uuid } from './common';

/** At most this many attachments, each at most this many bytes once decoded. */
export const CONTACT_MAX_ATTACHMENTS = 5;
export const CONTACT_MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** A file sent with a contact message, base64-encoded. */
export const ContactAttachment = Type.Object(
  {
    filename: Text(200, { minLength: 1 }),
    /** base64 (a `data:...;base64,` prefix is accepted). */
    content: Type.String({ minLength: 1, maxLength: 7_200_000 }),
    encoding: Type.Optional(StringEnum(['base64'])),
    contentType: Type.Optional(Text(100)),
  },
  { additionalProperties: false },
);
export type ContactAttachment = Static<typeof ContactAttachment>;

/**
 * POST /email/send: a message for the team (the contact dialog, the custom home proposal 'Propuesta a
 * medida', later the claims form). Delivered to the contact inbox with reply-to the sender.
 */
export const ContactBody = Type.Object(
  {
    name: Text(200, { minLength: 1 }),
    email: Email,
    /** Asked by the contact dialog; optional in the home questionnaire whose proposal also comes here. */
    phoneNumber: Type.Optional(Nullable(Text(40))),
    subject: Type.Optional(Nullable(Text(200))),
    text: Type.Optional(Nullable(Text(20_000))),
    plan: Type.Optional(Nullable(Text(200))),
    attachments: Type.Optional(Nullable(Type.Array(ContactAttachment, { maxItems: CONTACT_MAX_ATTACHMENTS }))),
  },
  { title: 'ContactMessage', additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export const ContactSent = Type.Object({ _id: Uuid });
export const ContactResponse = Envelope(ContactSent);
export type ContactResponse = Static<typeof ContactResponse>;
