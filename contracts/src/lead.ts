import { Type, type Static } from '@sinclair/typebox';
import { Email, Envelope, IsoDate, Nullable, Text, Uuid } from './common';

/** POST /leads: a person who asked to be called ('Quiero que me llamen'). Forwarded to the spreadsheet service. */
export const LeadBody = Type.Object(
  {
    firstName: Text(100, { minLength: 1 }),
    lastName: Text(100, { minLength: 1 }),
    email: Email,
    phone: Type.Optional(Nullable(Text(40))),
    birthDate: Type.Optional(Nullable(IsoDate)),
    declaredValue: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000_000 }))),
  },
  { title: 'Lead', additionalProperties: false },
);
export type LeadBody = Static<typeof LeadBody>;

export const LeadCreated = Type.Object({ _id: Uuid });
export const LeadResponse = Envelope(LeadCreated);
export type LeadResponse = Static<typeof LeadResponse>;
