import type { Queryable } from '../../db/db';

/*
 * The statement of the partner-policies service ('Agregar servicio' with an SBI number): which of the
 * caller's policies carry that number, and the document of the caller's profile.
 */

/** The SQL twin of `normalisePolicyNumber`, for numbers typed into the manual form. */
const NORMALISED_NUMBER = `regexp_replace(upper(regexp_replace(p.numero_poliza, '\\s+', '', 'g')), '^(SBI-?)?([0-9]{8})$', 'SBI-\\2')`;

export interface Ownership {
  /** One of the caller's sbi policies with that number was bought through the product. */
  bought: boolean;
  /** One was loaded by hand. */
  loaded: boolean;
  /** The document kept in the caller's 'Mi Perfil' (digits), if any. */
  documentType: string | null;
  documentNumber: string | null;
}

export interface PartnerPoliciesRepository {
  /** The caller's sbi policies with that (normalised) number, and the document of their profile. */
  ownership(sub: string, number: string): Promise<Ownership>;
}

export function createPartnerPoliciesRepository(q: Queryable): PartnerPoliciesRepository {
  return {
    async ownership(sub, number) {
      const { rows } = await q.query<Ownership>(
        `SELECT coalesce(bool_or(NOT p.externo), false) AS bought, coalesce(bool_or(p.externo), false) AS loaded,
                (SELECT up.document_type FROM user_profiles up JOIN users uu ON uu.id = up.user_id
                 WHERE uu.auth_sub = $1) AS "documentType",
                (SELECT up.document_number FROM user_profiles up JOIN users uu ON uu.id = up.user_id
                 WHERE uu.auth_sub = $1) AS "documentNumber"
         FROM policies p JOIN users u ON u.id = p.owner_user_id
         WHERE u.auth_sub = $1 AND p.insurer = 'sbi' AND p.numero_poliza IS NOT NULL AND ${NORMALISED_NUMBER} = $2`,
        [sub, number],
      );
      return rows[0] ?? { bought: false, loaded: false, documentType: null, documentNumber: null };
    },
  };
}
