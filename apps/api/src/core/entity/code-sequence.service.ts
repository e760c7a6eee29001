import { Injectable } from '@nestjs/common';
import type { EntityDefinition } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import type { Prisma } from '../../generated/prisma/client';
import { nextCode } from './code-sequence';

@Injectable()
export class CodeSequenceService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The entity's next free code, in the caller's transaction when one is given. */
  next(entity: EntityDefinition, companyId: number | null, tx?: Prisma.TransactionClient): Promise<string> {
    return tx ? nextCode(tx, entity, companyId) : this.prisma.$transaction((t) => nextCode(t, entity, companyId));
  }
}
