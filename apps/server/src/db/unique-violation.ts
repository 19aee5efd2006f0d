/**
 * Whether a database error is a unique or primary key violation, on
 * PostgreSQL (SQLSTATE 23505) or SQLite (SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY).
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
