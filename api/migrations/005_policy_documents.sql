-- Policies as the API answers them (contracts `Policy`), built in the database: one projection for every
-- read, and a list travels as one JSON value instead of rows of 40 columns each. Timestamps come out in
-- the session's time zone; the api turns them into UTC ISO strings.
CREATE VIEW policy_documents AS
SELECT
  p.id,
  p.owner_user_id,
  p.company_id,
  p.created_at,
  json_build_object(
    '_id', p.id,
    'name', p.name,
    'category', p.category,
    'insurer', p.insurer,
    'companyId', p.company_id,
    'plan', p.plan,
    'selectedPackage', p.selected_package,
    'packageName', p.package_name,
    'nombrePaquete', p.package_name,
    'numeroPoliza', p.numero_poliza,
    'titular', p.titular,
    'userName', p.user_name,
    'status', p.status,
    'declaredValue', p.declared_value,
    'price', p.price,
    'fechaEmision', p.fecha_emision,
    'fechaVencimiento', p.fecha_vencimiento,
    'metodoPago', p.metodo_pago,
    'externo', p.externo,
    'benefits', p.benefits,
    'productId', p.product_id,
    'packageId', p.package_id,
    'createdFromQuoteId', p.created_from_quote_id,
    -- The manual form's names of columns above, on the policies it loaded.
    'asegurado', CASE WHEN p.externo THEN p.titular END,
    'vigenciaDesde', CASE WHEN p.externo THEN p.fecha_emision END,
    'vigenciaHasta', CASE WHEN p.externo THEN p.fecha_vencimiento END,
    'medioPago', CASE WHEN p.externo THEN p.metodo_pago END,
    'tipoRenovacion', p.tipo_renovacion,
    'prima', p.prima,
    'premioTotal', p.premio_total,
    'cuotas', p.cuotas,
    'corredor', p.corredor,
    'producto', p.producto,
    'descripcionBien', p.descripcion_bien,
    'cobertura', p.cobertura,
    'limite', p.limite,
    'deducible', p.deducible,
    'prefill', p.prefill,
    'createdAt', p.created_at,
    'updatedAt', p.updated_at
  ) AS doc
FROM policies p;

-- The wallet of a user (GET /user/policy), newest first. PL/pgSQL so the plan is prepared once per
-- connection: planning this join costs more than running it, and this is the most frequent read.
CREATE FUNCTION wallet_documents(p_sub text, p_limit integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(w.doc ORDER BY w.created_at DESC, w.id DESC), '[]'::json)
    FROM (
      SELECT d.doc, d.created_at, d.id
      FROM users u
      JOIN user_policies up ON up.user_id = u.id
      JOIN policy_documents d ON d.id = up.policy_id AND d.owner_user_id = u.id
      WHERE u.auth_sub = p_sub
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT p_limit
    ) w
  );
END
$$;

-- The policies a user owns (GET /policy), optionally at one insurer (GET /policy/company/{id}).
CREATE FUNCTION owned_policy_documents(p_sub text, p_company text, p_limit integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(o.doc ORDER BY o.created_at DESC, o.id DESC), '[]'::json)
    FROM (
      SELECT d.doc, d.created_at, d.id
      FROM users u
      JOIN policy_documents d ON d.owner_user_id = u.id
      WHERE u.auth_sub = p_sub AND (p_company IS NULL OR d.company_id = p_company)
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT p_limit
    ) o
  );
END
$$;
