// SES.HOSPEDAJES' code tables for a parte de viajeros (catalogues SEXO,
// TIPO_DOCUMENTO, TIPO_PARENTESCO, TIPO_PAGO). The Ministry publishes them
// through the service's `catalogo` operation only (MIR-HOSPE-DSI-WS v3.1.3
// §3.5), not in its package; these are the codes as the public
// implementation `Diegomcha/AutoParte` (commit 618fa15, TypesMapper.java)
// sends them, matching the manual's own examples (NIF, H, HJ, EFECT). A
// hotel's connection test asks the service's catalogues and names any code
// here the service does not know (docs/decisions/054).

export const SES_SEXO = { male: 'H', female: 'M', other: 'O' } as const;

/** TIPO_DOCUMENTO: the Spanish identity card's number (NIF), a foreigner's number (NIE), a passport, another document. */
export const SES_DOCUMENTO = { NIF: 'NIF', NIE: 'NIE', passport: 'PAS', other: 'OTRO' } as const;

/** TIPO_PARENTESCO: a minor's relationship to the adults staying with them. */
export const SES_PARENTESCO = {
  grandparent: 'AB',
  greatGrandparent: 'BA',
  greatGrandchild: 'BN',
  siblingInLaw: 'CD',
  spouse: 'CY',
  child: 'HJ',
  sibling: 'HR',
  grandchild: 'NI',
  parent: 'PM',
  nephewNiece: 'SB',
  parentInLaw: 'SG',
  uncleAunt: 'TI',
  sonDaughterInLaw: 'YN',
  guardian: 'TU',
  other: 'OT',
} as const;

/** TIPO_PAGO: how the stay is paid. */
export const SES_PAGO = {
  cash: 'EFECT',
  card: 'TARJT',
  platform: 'PLATF',
  transfer: 'TRANS',
  mobile: 'MOVIL',
  giftCard: 'TREG',
  atDestination: 'DESTI',
  other: 'OTRO',
} as const;

/** The catalogues by the service's names, as `catalogo` answers them (code → the code's name here). */
export const SES_CATALOGS: Readonly<Record<string, { codigo: string; descripcion: string }[]>> = {
  SEXO: Object.entries(SES_SEXO).map(([descripcion, codigo]) => ({ codigo, descripcion })),
  TIPO_DOCUMENTO: Object.entries(SES_DOCUMENTO).map(([descripcion, codigo]) => ({
    codigo,
    descripcion,
  })),
  TIPO_PARENTESCO: Object.entries(SES_PARENTESCO).map(([descripcion, codigo]) => ({
    codigo,
    descripcion,
  })),
  TIPO_PAGO: Object.entries(SES_PAGO).map(([descripcion, codigo]) => ({ codigo, descripcion })),
};

/** The codes of ours a service's catalogues do not have (a connection test reports them). */
export function unknownCodes(
  answered: Readonly<Record<string, readonly { codigo: string }[]>>,
): string[] {
  const missing: string[] = [];
  for (const [name, rows] of Object.entries(SES_CATALOGS)) {
    const known = new Set((answered[name] ?? []).map((r) => r.codigo));
    for (const row of rows) if (!known.has(row.codigo)) missing.push(`${name}:${row.codigo}`);
  }
  return missing;
}
