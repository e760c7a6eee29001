import { defineModule } from '../module';
import { bankAccountType, documentTitle, insuranceCompany } from './lookups';
import { thirdPartyAddress, thirdPartyBankAccount, thirdPartyContact, thirdPartyDocument, thirdPartyInsurance, thirdPartyRelation, thirdPartySkill } from './sub-records';
import { thirdParty } from './third-party';

/** Third parties (api/meta-data/v1): people and organisations with their roles, contacts and documents. */
export const metaDataModule = defineModule({
  name: 'meta-data',
  label: { fa: 'اشخاص', en: 'Third parties' },
  entities: [insuranceCompany, documentTitle, bankAccountType, thirdParty, thirdPartyContact, thirdPartyAddress, thirdPartyBankAccount, thirdPartySkill, thirdPartyInsurance, thirdPartyDocument, thirdPartyRelation],
  menuOrder: 300,
  // the sidebar has always called the page اشخاص (the list's own title is the entity's plural)
  menus: { '/thirdparties-2': { name: 'ThirdParties', order: 60, label: { fa: 'اشخاص', en: 'Third parties' } } },
  counters: ['thirdParties'],
});
