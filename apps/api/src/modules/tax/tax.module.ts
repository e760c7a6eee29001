import { Module } from '@nestjs/common';
import { MOADIYAN_GATEWAY, moadiyanGatewayFrom } from './gateway';
import { MoadiyanInvoiceHooks, MoadiyanProductHooks, MoadiyanServiceHooks, MoadiyanSettingHooks } from './tax.hooks';

/**
 * The tax authority's system (سامانهٔ مودیان, docs in packages/entities/src/tax): the codes' rules, the invoice's
 * preparation in the authority's format, and its sending through the configured gateway (the test double unless
 * credentials are set: gateway.ts).
 */
@Module({
  providers: [
    { provide: MOADIYAN_GATEWAY, useFactory: () => moadiyanGatewayFrom() },
    MoadiyanProductHooks, MoadiyanServiceHooks, MoadiyanSettingHooks, MoadiyanInvoiceHooks,
  ],
  exports: [MOADIYAN_GATEWAY],
})
export class TaxModule {}
