export type DestructiveStatement = { what: string; statement: string };
export function destructiveStatements(sql: string): DestructiveStatement[];
export function checkMigrations(folder: string): (DestructiveStatement & { migration: string })[];
