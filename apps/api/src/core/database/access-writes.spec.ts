import { Prisma } from '../../generated/prisma/client';
import { writesAccess } from './access-writes';

describe('which writes clear the auth caches (access-writes.ts)', () => {
  it('model writes to sessions, users, roles, grants, actions, menus and clients; not reads, not a new session', () => {
    for (const model of ['AuthSession', 'User', 'UserRole', 'RolePermission', 'Role', 'Action', 'ActionMenu', 'OAuthClient']) {
      expect(writesAccess(model, 'updateMany', {})).toBe(true);
      expect(writesAccess(model, 'findMany', {})).toBe(false);
    }
    expect(writesAccess('RolePermission', 'deleteMany', {})).toBe(true);
    expect(writesAccess('UserRole', 'createMany', {})).toBe(true);
    expect(writesAccess('Role', 'upsert', {})).toBe(true);
    expect(writesAccess('AuthSession', 'create', {})).toBe(false);
    expect(writesAccess('City', 'update', {})).toBe(false);
    expect(writesAccess('RefreshToken', 'update', {})).toBe(false);
  });

  it('raw SQL that changes those tables, in every form Prisma takes it; not a SELECT, not other tables', () => {
    const id = 'x';
    expect(writesAccess(undefined, '$queryRaw', Prisma.sql`UPDATE auth_session SET revoked_at = now() WHERE id = ${id}::uuid RETURNING id`)).toBe(true);
    expect(writesAccess(undefined, '$executeRaw', Prisma.sql`DELETE FROM user_role WHERE user_id = ${1}`)).toBe(true);
    expect(writesAccess(undefined, '$executeRawUnsafe', ['INSERT INTO role_permission (role_id) VALUES ($1)', 1])).toBe(true);
    expect(writesAccess(undefined, '$executeRawUnsafe', ['update "role" set is_active = false'])).toBe(true);
    expect(writesAccess(undefined, '$queryRaw', Prisma.sql`SELECT 1 FROM auth_session s WHERE s.id = ${id}::uuid`)).toBe(false);
    expect(writesAccess(undefined, '$executeRaw', Prisma.sql`UPDATE city SET name_fa = ${'x'}`)).toBe(false);
    expect(writesAccess(undefined, '$executeRaw', Prisma.sql`UPDATE role_history SET x = 1`)).toBe(false);
  });
});
