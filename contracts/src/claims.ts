import { Type, type Static } from '@sinclair/typebox';
import { Email, Envelope, IsoDateTime, Nullable, StringEnum, Text, Uuid } from './common';
import { CLAIM_MAX_FILES } from './form-lists';
import { FileParts } from './insurance-requests';

/*
 * Claims ('Reclamos de Siniestros'). POST /claims is multipart/form-data (text fields plus file parts under
 * `attachments`); only the signed-in owner lists a claim or downloads its files.
 */

export const CLAIM_STATUSES = ['recibido', 'en gestión', 'cerrado'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** GET /claims answers at most this many, newest first. */
export const CLAIM_LIST_LIMIT = 100;

/**
 * The claims form. nombre, apellido, email and celular are required: a missing or blank one answers 400
 * with CLAIM_REQUIRED_MESSAGE (not the generic schema message), so the schema leaves them optional.
 */
export const ClaimBody = Type.Object(
  {
    nombre: Type.Optional(Text(100, { description: 'Obligatorio' })),
    apellido: Type.Optional(Text(100, { description: 'Obligatorio' })),
    email: Type.Optional(Email),
    celular: Type.Optional(Text(40, { description: 'Obligatorio' })),
    numeroPoliza: Type.Optional(
      Text(60, { description: 'Si es el número de una póliza del usuario, el reclamo queda vinculado a ella' }),
    ),
    policyId: Type.Optional({
      ...Uuid,
      description: 'Una póliza del usuario (404 si no es suya); su número completa numeroPoliza',
    }),
    mensaje: Type.Optional(Text(5000)),
    attachments: Type.Optional(
      FileParts({ maxItems: CLAIM_MAX_FILES, description: 'PDF, JPG, PNG o HEIC, hasta 10 MB cada uno' }),
    ),
  },
  { title: 'ClaimForm', additionalProperties: false },
);
export type ClaimBody = Static<typeof ClaimBody>;

export const ClaimAttachment = Type.Object(
  {
    _id: Uuid,
    name: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    contentType: Type.String(),
  },
  { title: 'ClaimAttachment' },
);
export type ClaimAttachment = Static<typeof ClaimAttachment>;

export const Claim = Type.Object(
  {
    _id: Uuid,
    createdAt: IsoDateTime,
    status: StringEnum([...CLAIM_STATUSES]),
    numeroPoliza: Nullable(Type.String()),
    policyId: Nullable(Uuid),
    nombre: Type.String(),
    apellido: Type.String(),
    email: Type.String(),
    celular: Type.String(),
    mensaje: Nullable(Type.String()),
    attachments: Type.Array(ClaimAttachment),
  },
  { title: 'Claim' },
);
export type Claim = Static<typeof Claim>;

export const ClaimResponse = Envelope(Claim);
export type ClaimResponse = Static<typeof ClaimResponse>;
export const ClaimListResponse = Envelope(Type.Array(Claim));
export type ClaimListResponse = Static<typeof ClaimListResponse>;

/** GET /claims?policyId=: only the claims on that policy (the wallet's policy detail). */
export const ClaimListQuery = Type.Object({ policyId: Type.Optional(Uuid) }, { additionalProperties: false });
export type ClaimListQuery = Static<typeof ClaimListQuery>;

export const ClaimAttachmentParams = Type.Object({ id: Uuid, attachmentId: Uuid });
export type ClaimAttachmentParams = Static<typeof ClaimAttachmentParams>;

/**
 * PUT /admin/claims/{id}/status: the team moves a claim forward (recibido → en gestión → cerrado, or
 * recibido → cerrado) and the person is told by e-mail. Behind the team's key, never a person's token.
 */
export const ClaimIdParams = Type.Object({ id: Uuid });
export type ClaimIdParams = Static<typeof ClaimIdParams>;
export const ClaimStatusBody = Type.Object(
  { status: StringEnum([...CLAIM_STATUSES]) },
  { title: 'ClaimStatusChange', additionalProperties: false },
);
export type ClaimStatusBody = Static<typeof ClaimStatusBody>;
