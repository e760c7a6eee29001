import { Injectable } from '@nestjs/common';
import { thirdPartyMissing, thirdPartyName } from '@karsaz/domain';
import type { ThirdParty } from '../../generated/prisma/client';
import { DomainException, conflict } from '../../core/http/errors';
import { EntityHooks, type DeleteContext, type SaveContext, type SaveData } from '../../core/entity/hooks';

/**
 * A third party's rules the definition cannot say: a person needs both names and a company its name; the
 * display name (`fullName`, the title of every lookup) is kept from them; one with user accounts is not deleted
 * (its users would lose who they are).
 */
@EntityHooks('thirdparty')
@Injectable()
export class ThirdPartyHooks implements EntityHooks<ThirdParty> {
  beforeSave(data: SaveData<ThirdParty>, { before }: SaveContext<ThirdParty>) {
    const merged = { ...(before ?? {}), ...data } as { kind?: number; firstName?: string | null; lastName?: string | null; companyName?: string | null };
    const missing = thirdPartyMissing(merged);
    if (missing.length) {
      throw new DomainException(400, 'VALIDATION', {
        fieldErrors: missing.map((field) => ({ field, constraint: 'isNotEmpty', args: [], fallback: `${field} is required for this kind of third party` })),
      });
    }
    data.fullName = thirdPartyName(merged);
  }

  async beforeDelete(row: ThirdParty, { tx }: DeleteContext) {
    const users = await tx.user.count({ where: { thirdPartyId: row.id } });
    if (users) {
      throw conflict(
        { fa: 'این طرف حساب کاربر سامانه است و حذف نمی‌شود؛ آن را غیرفعال کنید.', en: 'This third party is a user of the system and cannot be deleted; deactivate it instead.' },
        `user:${users}`,
      );
    }
    await tx.thirdPartyCompany.deleteMany({ where: { thirdPartyId: row.id } });
  }
}
