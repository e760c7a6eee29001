import { Module } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { WritePath } from './write-path';

/** The one write path (versions, 409s, audit); every module that writes versioned rows imports it. */
@Module({
  providers: [WritePath, AuditService],
  exports: [WritePath],
})
export class WriteModule {}
