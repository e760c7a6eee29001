-- Persian-aware search (docs/search.md). searchTerm is matched against search_text: the search keys of an entity's
-- title and search fields, one a line, kept by a trigger and indexed by trigram. karsaz_search_key is the SQL twin of
-- searchKey in packages/domain/src/text.ts (the expression is searchKeySql('s')); test/int/search.int.ts runs the
-- same strings through both and demands the same key.

-- The search key of a text: Arabic Yeh/Kaf to Persian, Persian and Arabic-Indic digits to ASCII, alef variants to
-- alef, Teh Marbuta/Heh with Yeh above/Ae to Heh, Latin capitals to small, half-space and other spaces to a space,
-- harakat, tatweel and invisible marks removed; runs of spaces made one, ends trimmed.
CREATE FUNCTION karsaz_search_key(s text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(translate(s, U&'\064a\0649\0643\06f0\06f1\06f2\06f3\06f4\06f5\06f6\06f7\06f8\06f9\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\0622\0623\0625\0671\0629\06c0\06d5ABCDEFGHIJKLMNOPQRSTUVWXYZ\200c\0009\000a\000d\000b\000c\00a0\2007\2009\202f\064b\064c\064d\064e\064f\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065a\065b\065c\065d\065e\065f\0670\0640\06d6\06d7\06d8\06d9\06da\06db\06dc\06df\06e0\06e1\06e2\06e3\06e4\06e7\06e8\06ea\06eb\06ec\06ed\200d\200e\200f\202a\202b\202c\202d\202e\2066\2067\2068\2069\feff\00ad', U&'\06cc\06cc\06a901234567890123456789\0627\0627\0627\0627\0647\0647\0647abcdefghijklmnopqrstuvwxyz          '), ' {2,}', ' ', 'g'), ' ') $$;

-- The search text of a row: the search keys of its values, one a line (a NULL value is left out).
CREATE FUNCTION karsaz_search_text(VARIADIC parts text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_string(ARRAY(SELECT karsaz_search_key(p) FROM unnest(parts) WITH ORDINALITY AS t(p, i) ORDER BY i), E'\n') $$;

-- The trigger function of every searchable table: its arguments are the columns searched, in order.
CREATE FUNCTION karsaz_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := to_jsonb(NEW);
BEGIN
  NEW.search_text := karsaz_search_text(VARIADIC ARRAY(SELECT r ->> a FROM unnest(TG_ARGV) WITH ORDINALITY AS t(a, i) ORDER BY i));
  RETURN NEW;
END
$$;

-- DropIndex
DROP INDEX "activity_type_code_trgm";

-- DropIndex
DROP INDEX "activity_type_name_en_trgm";

-- DropIndex
DROP INDEX "activity_type_name_fa_trgm";

-- DropIndex
DROP INDEX "address_type_code_trgm";

-- DropIndex
DROP INDEX "address_type_name_en_trgm";

-- DropIndex
DROP INDEX "address_type_name_fa_trgm";

-- DropIndex
DROP INDEX "approval_delegation_description_trgm";

-- DropIndex
DROP INDEX "bank_code_trgm";

-- DropIndex
DROP INDEX "bank_name_en_trgm";

-- DropIndex
DROP INDEX "bank_name_fa_trgm";

-- DropIndex
DROP INDEX "bank_account_type_code_trgm";

-- DropIndex
DROP INDEX "bank_account_type_name_en_trgm";

-- DropIndex
DROP INDEX "bank_account_type_name_fa_trgm";

-- DropIndex
DROP INDEX "bank_branch_code_trgm";

-- DropIndex
DROP INDEX "bank_branch_name_en_trgm";

-- DropIndex
DROP INDEX "bank_branch_name_fa_trgm";

-- DropIndex
DROP INDEX "borrow_request_code_trgm";

-- DropIndex
DROP INDEX "borrow_request_description_trgm";

-- DropIndex
DROP INDEX "borrow_request_line_goods_name_trgm";

-- DropIndex
DROP INDEX "branch_code_trgm";

-- DropIndex
DROP INDEX "branch_name_trgm";

-- DropIndex
DROP INDEX "category_code_trgm";

-- DropIndex
DROP INDEX "category_name_trgm";

-- DropIndex
DROP INDEX "city_code_trgm";

-- DropIndex
DROP INDEX "city_name_en_trgm";

-- DropIndex
DROP INDEX "city_name_fa_trgm";

-- DropIndex
DROP INDEX "company_benefit_title_trgm";

-- DropIndex
DROP INDEX "company_headquarter_code_trgm";

-- DropIndex
DROP INDEX "company_headquarter_name_en_trgm";

-- DropIndex
DROP INDEX "company_headquarter_name_fa_trgm";

-- DropIndex
DROP INDEX "company_information_ceo_trgm";

-- DropIndex
DROP INDEX "company_information_title_trgm";

-- DropIndex
DROP INDEX "contact_type_code_trgm";

-- DropIndex
DROP INDEX "contact_type_name_en_trgm";

-- DropIndex
DROP INDEX "contact_type_name_fa_trgm";

-- DropIndex
DROP INDEX "contract_cost_over_description_trgm";

-- DropIndex
DROP INDEX "cost_center_code_trgm";

-- DropIndex
DROP INDEX "cost_center_name_trgm";

-- DropIndex
DROP INDEX "cost_center_authorized_role_description_trgm";

-- DropIndex
DROP INDEX "cost_center_authorized_user_description_trgm";

-- DropIndex
DROP INDEX "cost_center_informed_user_description_trgm";

-- DropIndex
DROP INDEX "cost_center_type_code_trgm";

-- DropIndex
DROP INDEX "cost_center_type_name_en_trgm";

-- DropIndex
DROP INDEX "cost_center_type_name_fa_trgm";

-- DropIndex
DROP INDEX "cost_over_code_trgm";

-- DropIndex
DROP INDEX "cost_over_name_trgm";

-- DropIndex
DROP INDEX "country_code_trgm";

-- DropIndex
DROP INDEX "country_name_en_trgm";

-- DropIndex
DROP INDEX "country_name_fa_trgm";

-- DropIndex
DROP INDEX "currency_code_trgm";

-- DropIndex
DROP INDEX "currency_name_en_trgm";

-- DropIndex
DROP INDEX "currency_name_fa_trgm";

-- DropIndex
DROP INDEX "document_detail_code_trgm";

-- DropIndex
DROP INDEX "document_detail_file_name_trgm";

-- DropIndex
DROP INDEX "document_detail_name_trgm";

-- DropIndex
DROP INDEX "document_title_code_trgm";

-- DropIndex
DROP INDEX "document_title_name_en_trgm";

-- DropIndex
DROP INDEX "document_title_name_fa_trgm";

-- DropIndex
DROP INDEX "document_type_code_trgm";

-- DropIndex
DROP INDEX "document_type_name_en_trgm";

-- DropIndex
DROP INDEX "document_type_name_fa_trgm";

-- DropIndex
DROP INDEX "employer_consideration_description_trgm";

-- DropIndex
DROP INDEX "employer_contract_contract_number_trgm";

-- DropIndex
DROP INDEX "employer_contract_title_trgm";

-- DropIndex
DROP INDEX "employment_type_code_trgm";

-- DropIndex
DROP INDEX "employment_type_name_trgm";

-- DropIndex
DROP INDEX "expert_code_trgm";

-- DropIndex
DROP INDEX "expert_name_trgm";

-- DropIndex
DROP INDEX "expert_consumption_standard_description_trgm";

-- DropIndex
DROP INDEX "goods_consumption_standard_goods_code_trgm";

-- DropIndex
DROP INDEX "goods_consumption_standard_goods_name_trgm";

-- DropIndex
DROP INDEX "guild_type_code_trgm";

-- DropIndex
DROP INDEX "guild_type_name_en_trgm";

-- DropIndex
DROP INDEX "guild_type_name_fa_trgm";

-- DropIndex
DROP INDEX "instruction_code_trgm";

-- DropIndex
DROP INDEX "instruction_title_trgm";

-- DropIndex
DROP INDEX "insurance_code_trgm";

-- DropIndex
DROP INDEX "insurance_name_en_trgm";

-- DropIndex
DROP INDEX "insurance_name_fa_trgm";

-- DropIndex
DROP INDEX "insurance_company_code_trgm";

-- DropIndex
DROP INDEX "insurance_company_name_en_trgm";

-- DropIndex
DROP INDEX "insurance_company_name_fa_trgm";

-- DropIndex
DROP INDEX "job_code_trgm";

-- DropIndex
DROP INDEX "job_name_en_trgm";

-- DropIndex
DROP INDEX "job_name_fa_trgm";

-- DropIndex
DROP INDEX "machinery_code_trgm";

-- DropIndex
DROP INDEX "machinery_name_trgm";

-- DropIndex
DROP INDEX "machinery_consumption_standard_description_trgm";

-- DropIndex
DROP INDEX "measure_unit_code_trgm";

-- DropIndex
DROP INDEX "measure_unit_name_en_trgm";

-- DropIndex
DROP INDEX "measure_unit_name_fa_trgm";

-- DropIndex
DROP INDEX "measure_unit_symbol_trgm";

-- DropIndex
DROP INDEX "operation_info_code_trgm";

-- DropIndex
DROP INDEX "operation_info_name_trgm";

-- DropIndex
DROP INDEX "operation_info_service_description_trgm";

-- DropIndex
DROP INDEX "project_code_trgm";

-- DropIndex
DROP INDEX "project_name_trgm";

-- DropIndex
DROP INDEX "project_implementation_assistant_description_trgm";

-- DropIndex
DROP INDEX "project_operation_description_trgm";

-- DropIndex
DROP INDEX "project_technical_assistant_description_trgm";

-- DropIndex
DROP INDEX "project_type_code_trgm";

-- DropIndex
DROP INDEX "project_type_name_en_trgm";

-- DropIndex
DROP INDEX "project_type_name_fa_trgm";

-- DropIndex
DROP INDEX "province_code_trgm";

-- DropIndex
DROP INDEX "province_name_en_trgm";

-- DropIndex
DROP INDEX "province_name_fa_trgm";

-- DropIndex
DROP INDEX "recruitment_step_title_trgm";

-- DropIndex
DROP INDEX "region_code_trgm";

-- DropIndex
DROP INDEX "region_name_en_trgm";

-- DropIndex
DROP INDEX "region_name_fa_trgm";

-- DropIndex
DROP INDEX "season_code_trgm";

-- DropIndex
DROP INDEX "season_name_trgm";

-- DropIndex
DROP INDEX "service_info_code_trgm";

-- DropIndex
DROP INDEX "service_info_name_trgm";

-- DropIndex
DROP INDEX "service_item_code_trgm";

-- DropIndex
DROP INDEX "service_item_name_en_trgm";

-- DropIndex
DROP INDEX "service_item_name_fa_trgm";

-- DropIndex
DROP INDEX "shift_code_trgm";

-- DropIndex
DROP INDEX "shift_title_trgm";

-- DropIndex
DROP INDEX "shift_rotation_code_trgm";

-- DropIndex
DROP INDEX "shift_rotation_title_trgm";

-- DropIndex
DROP INDEX "shift_timing_description_trgm";

-- DropIndex
DROP INDEX "skill_code_trgm";

-- DropIndex
DROP INDEX "skill_name_en_trgm";

-- DropIndex
DROP INDEX "skill_name_fa_trgm";

-- DropIndex
DROP INDEX "supply_goods_code_trgm";

-- DropIndex
DROP INDEX "supply_goods_description_trgm";

-- DropIndex
DROP INDEX "supply_goods_line_goods_name_trgm";

-- DropIndex
DROP INDEX "third_party_full_name_trgm";

-- DropIndex
DROP INDEX "third_party_mobile_number_trgm";

-- DropIndex
DROP INDEX "third_party_national_code_trgm";

-- DropIndex
DROP INDEX "third_party_national_id_trgm";

-- DropIndex
DROP INDEX "third_party_organization_code_trgm";

-- DropIndex
DROP INDEX "third_party_address_address_text_trgm";

-- DropIndex
DROP INDEX "third_party_address_title_trgm";

-- DropIndex
DROP INDEX "third_party_bank_account_account_no_trgm";

-- DropIndex
DROP INDEX "third_party_bank_account_owner_name_trgm";

-- DropIndex
DROP INDEX "third_party_bank_account_shaba_no_trgm";

-- DropIndex
DROP INDEX "third_party_contact_value_trgm";

-- DropIndex
DROP INDEX "third_party_document_number_trgm";

-- DropIndex
DROP INDEX "third_party_insurance_insurance_number_trgm";

-- DropIndex
DROP INDEX "third_party_relation_description_trgm";

-- DropIndex
DROP INDEX "third_party_skill_description_trgm";

-- DropIndex
DROP INDEX "working_group_code_trgm";

-- DropIndex
DROP INDEX "working_group_name_trgm";

-- AlterTable
ALTER TABLE "activity_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "address_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "approval_delegation" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "bank" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "bank_account_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "bank_branch" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "borrow_request" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "borrow_request_line" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "branch" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "category" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "city" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "company_benefit" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "company_headquarter" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "company_information" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "contact_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "contract_cost_over" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "cost_center" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "cost_center_authorized_role" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "cost_center_authorized_user" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "cost_center_informed_user" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "cost_center_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "cost_over" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "country" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "currency" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "document_detail" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "document_title" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "document_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "employer_consideration" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "employer_contract" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "employment_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "expert" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "expert_consumption_standard" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "goods_consumption_standard" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "guild_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "instruction" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "insurance" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "insurance_company" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "job" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "machinery" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "machinery_consumption_standard" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "measure_unit" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "operation_info" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "operation_info_service" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "project" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "project_implementation_assistant" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "project_operation" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "project_technical_assistant" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "project_type" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "province" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "recruitment_step" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "region" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "season" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "service_info" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "service_item" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "shift" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "shift_rotation" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "shift_timing" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "skill" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "supply_goods" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "supply_goods_line" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_address" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_bank_account" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_contact" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_document" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_insurance" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_relation" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "third_party_skill" ADD COLUMN     "search_text" TEXT;

-- AlterTable
ALTER TABLE "working_group" ADD COLUMN     "search_text" TEXT;

-- Each searchable table's trigger, then its existing rows' search text.
CREATE TRIGGER "country_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "country" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "country" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "province_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "province" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "province" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "city_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "city" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "city" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "currency_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "currency" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "currency" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "measure_unit_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code", "symbol" ON "measure_unit" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code', 'symbol');
UPDATE "measure_unit" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code", "symbol");

CREATE TRIGGER "insurance_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "insurance" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "insurance" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "region_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "region" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "region" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "company_headquarter_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "company_headquarter" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "company_headquarter" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "guild_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "guild_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "guild_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "activity_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "activity_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "activity_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "contact_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "contact_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "contact_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "address_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "address_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "address_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "skill_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "skill" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "skill" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "job_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "job" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "job" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "service_item_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "service_item" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "service_item" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "bank_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "bank" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "bank" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "bank_branch_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "bank_branch" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "bank_branch" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "insurance_company_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "insurance_company" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "insurance_company" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "document_title_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "document_title" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "document_title" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "bank_account_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "bank_account_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "bank_account_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "third_party_search_text" BEFORE INSERT OR UPDATE OF "full_name", "organization_code", "national_code", "national_id", "mobile_number" ON "third_party" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('full_name', 'organization_code', 'national_code', 'national_id', 'mobile_number');
UPDATE "third_party" SET "search_text" = karsaz_search_text("full_name", "organization_code", "national_code", "national_id", "mobile_number");

CREATE TRIGGER "third_party_contact_search_text" BEFORE INSERT OR UPDATE OF "value" ON "third_party_contact" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('value');
UPDATE "third_party_contact" SET "search_text" = karsaz_search_text("value");

CREATE TRIGGER "third_party_address_search_text" BEFORE INSERT OR UPDATE OF "title", "address_text" ON "third_party_address" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'address_text');
UPDATE "third_party_address" SET "search_text" = karsaz_search_text("title", "address_text");

CREATE TRIGGER "third_party_bank_account_search_text" BEFORE INSERT OR UPDATE OF "account_no", "shaba_no", "owner_name" ON "third_party_bank_account" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('account_no', 'shaba_no', 'owner_name');
UPDATE "third_party_bank_account" SET "search_text" = karsaz_search_text("account_no", "shaba_no", "owner_name");

CREATE TRIGGER "third_party_skill_search_text" BEFORE INSERT OR UPDATE OF "description" ON "third_party_skill" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "third_party_skill" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "third_party_insurance_search_text" BEFORE INSERT OR UPDATE OF "insurance_number" ON "third_party_insurance" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('insurance_number');
UPDATE "third_party_insurance" SET "search_text" = karsaz_search_text("insurance_number");

CREATE TRIGGER "third_party_document_search_text" BEFORE INSERT OR UPDATE OF "number" ON "third_party_document" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('number');
UPDATE "third_party_document" SET "search_text" = karsaz_search_text("number");

CREATE TRIGGER "third_party_relation_search_text" BEFORE INSERT OR UPDATE OF "description" ON "third_party_relation" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "third_party_relation" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "cost_over_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "cost_over" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "cost_over" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "category_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "category" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "category" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "branch_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "branch" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "branch" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "season_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "season" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "season" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "cost_center_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "cost_center_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "cost_center_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "project_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "project_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "project_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "expert_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "expert" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "expert" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "machinery_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "machinery" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "machinery" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "service_info_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "service_info" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "service_info" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "operation_info_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "operation_info" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "operation_info" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "operation_info_service_search_text" BEFORE INSERT OR UPDATE OF "description" ON "operation_info_service" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "operation_info_service" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "expert_consumption_standard_search_text" BEFORE INSERT OR UPDATE OF "description" ON "expert_consumption_standard" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "expert_consumption_standard" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "goods_consumption_standard_search_text" BEFORE INSERT OR UPDATE OF "goods_name", "goods_code" ON "goods_consumption_standard" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('goods_name', 'goods_code');
UPDATE "goods_consumption_standard" SET "search_text" = karsaz_search_text("goods_name", "goods_code");

CREATE TRIGGER "machinery_consumption_standard_search_text" BEFORE INSERT OR UPDATE OF "description" ON "machinery_consumption_standard" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "machinery_consumption_standard" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "document_type_search_text" BEFORE INSERT OR UPDATE OF "name_fa", "name_en", "code" ON "document_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name_fa', 'name_en', 'code');
UPDATE "document_type" SET "search_text" = karsaz_search_text("name_fa", "name_en", "code");

CREATE TRIGGER "document_detail_search_text" BEFORE INSERT OR UPDATE OF "name", "code", "file_name" ON "document_detail" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code', 'file_name');
UPDATE "document_detail" SET "search_text" = karsaz_search_text("name", "code", "file_name");

CREATE TRIGGER "cost_center_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "cost_center" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "cost_center" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "cost_center_informed_user_search_text" BEFORE INSERT OR UPDATE OF "description" ON "cost_center_informed_user" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "cost_center_informed_user" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "cost_center_authorized_user_search_text" BEFORE INSERT OR UPDATE OF "description" ON "cost_center_authorized_user" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "cost_center_authorized_user" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "cost_center_authorized_role_search_text" BEFORE INSERT OR UPDATE OF "description" ON "cost_center_authorized_role" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "cost_center_authorized_role" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "project_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "project" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "project" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "project_technical_assistant_search_text" BEFORE INSERT OR UPDATE OF "description" ON "project_technical_assistant" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "project_technical_assistant" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "project_implementation_assistant_search_text" BEFORE INSERT OR UPDATE OF "description" ON "project_implementation_assistant" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "project_implementation_assistant" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "employer_contract_search_text" BEFORE INSERT OR UPDATE OF "title", "contract_number" ON "employer_contract" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'contract_number');
UPDATE "employer_contract" SET "search_text" = karsaz_search_text("title", "contract_number");

CREATE TRIGGER "project_operation_search_text" BEFORE INSERT OR UPDATE OF "description" ON "project_operation" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "project_operation" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "contract_cost_over_search_text" BEFORE INSERT OR UPDATE OF "description" ON "contract_cost_over" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "contract_cost_over" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "employer_consideration_search_text" BEFORE INSERT OR UPDATE OF "description" ON "employer_consideration" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "employer_consideration" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "approval_delegation_search_text" BEFORE INSERT OR UPDATE OF "description" ON "approval_delegation" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "approval_delegation" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "supply_goods_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "supply_goods" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
UPDATE "supply_goods" SET "search_text" = karsaz_search_text("code", "description");

CREATE TRIGGER "supply_goods_line_search_text" BEFORE INSERT OR UPDATE OF "goods_name" ON "supply_goods_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('goods_name');
UPDATE "supply_goods_line" SET "search_text" = karsaz_search_text("goods_name");

CREATE TRIGGER "borrow_request_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "borrow_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
UPDATE "borrow_request" SET "search_text" = karsaz_search_text("code", "description");

CREATE TRIGGER "borrow_request_line_search_text" BEFORE INSERT OR UPDATE OF "goods_name" ON "borrow_request_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('goods_name');
UPDATE "borrow_request_line" SET "search_text" = karsaz_search_text("goods_name");

CREATE TRIGGER "employment_type_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "employment_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "employment_type" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "shift_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "shift" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
UPDATE "shift" SET "search_text" = karsaz_search_text("title", "code");

CREATE TRIGGER "shift_timing_search_text" BEFORE INSERT OR UPDATE OF "description" ON "shift_timing" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
UPDATE "shift_timing" SET "search_text" = karsaz_search_text("description");

CREATE TRIGGER "working_group_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "working_group" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
UPDATE "working_group" SET "search_text" = karsaz_search_text("name", "code");

CREATE TRIGGER "shift_rotation_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "shift_rotation" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
UPDATE "shift_rotation" SET "search_text" = karsaz_search_text("title", "code");

CREATE TRIGGER "instruction_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "instruction" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
UPDATE "instruction" SET "search_text" = karsaz_search_text("title", "code");

CREATE TRIGGER "company_information_search_text" BEFORE INSERT OR UPDATE OF "title", "ceo" ON "company_information" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'ceo');
UPDATE "company_information" SET "search_text" = karsaz_search_text("title", "ceo");

CREATE TRIGGER "recruitment_step_search_text" BEFORE INSERT OR UPDATE OF "title" ON "recruitment_step" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
UPDATE "recruitment_step" SET "search_text" = karsaz_search_text("title");

CREATE TRIGGER "company_benefit_search_text" BEFORE INSERT OR UPDATE OF "title" ON "company_benefit" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
UPDATE "company_benefit" SET "search_text" = karsaz_search_text("title");

-- CreateIndex
CREATE INDEX "activity_type_search_text_trgm" ON "activity_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "address_type_search_text_trgm" ON "address_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "approval_delegation_search_text_trgm" ON "approval_delegation" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_search_text_trgm" ON "bank" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_account_type_search_text_trgm" ON "bank_account_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_branch_search_text_trgm" ON "bank_branch" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "borrow_request_search_text_trgm" ON "borrow_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "borrow_request_line_search_text_trgm" ON "borrow_request_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "branch_search_text_trgm" ON "branch" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "category_search_text_trgm" ON "category" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "city_search_text_trgm" ON "city" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_benefit_search_text_trgm" ON "company_benefit" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_headquarter_search_text_trgm" ON "company_headquarter" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_information_search_text_trgm" ON "company_information" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_type_search_text_trgm" ON "contact_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contract_cost_over_search_text_trgm" ON "contract_cost_over" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_search_text_trgm" ON "cost_center" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_authorized_role_search_text_trgm" ON "cost_center_authorized_role" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_authorized_user_search_text_trgm" ON "cost_center_authorized_user" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_informed_user_search_text_trgm" ON "cost_center_informed_user" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_type_search_text_trgm" ON "cost_center_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_over_search_text_trgm" ON "cost_over" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "country_search_text_trgm" ON "country" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "currency_search_text_trgm" ON "currency" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_detail_search_text_trgm" ON "document_detail" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_title_search_text_trgm" ON "document_title" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_type_search_text_trgm" ON "document_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employer_consideration_search_text_trgm" ON "employer_consideration" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employer_contract_search_text_trgm" ON "employer_contract" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employment_type_search_text_trgm" ON "employment_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "expert_search_text_trgm" ON "expert" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "expert_consumption_standard_search_text_trgm" ON "expert_consumption_standard" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "goods_consumption_standard_search_text_trgm" ON "goods_consumption_standard" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "guild_type_search_text_trgm" ON "guild_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "instruction_search_text_trgm" ON "instruction" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_search_text_trgm" ON "insurance" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_company_search_text_trgm" ON "insurance_company" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "job_search_text_trgm" ON "job" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "machinery_search_text_trgm" ON "machinery" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "machinery_consumption_standard_search_text_trgm" ON "machinery_consumption_standard" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "measure_unit_search_text_trgm" ON "measure_unit" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operation_info_search_text_trgm" ON "operation_info" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operation_info_service_search_text_trgm" ON "operation_info_service" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_search_text_trgm" ON "project" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_implementation_assistant_search_text_trgm" ON "project_implementation_assistant" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_operation_search_text_trgm" ON "project_operation" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_technical_assistant_search_text_trgm" ON "project_technical_assistant" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_type_search_text_trgm" ON "project_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "province_search_text_trgm" ON "province" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "recruitment_step_search_text_trgm" ON "recruitment_step" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "region_search_text_trgm" ON "region" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "season_search_text_trgm" ON "season" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "service_info_search_text_trgm" ON "service_info" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "service_item_search_text_trgm" ON "service_item" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "shift_search_text_trgm" ON "shift" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "shift_rotation_search_text_trgm" ON "shift_rotation" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "shift_timing_search_text_trgm" ON "shift_timing" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "skill_search_text_trgm" ON "skill" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "supply_goods_search_text_trgm" ON "supply_goods" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "supply_goods_line_search_text_trgm" ON "supply_goods_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_search_text_trgm" ON "third_party" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_address_search_text_trgm" ON "third_party_address" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_bank_account_search_text_trgm" ON "third_party_bank_account" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_contact_search_text_trgm" ON "third_party_contact" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_document_search_text_trgm" ON "third_party_document" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_insurance_search_text_trgm" ON "third_party_insurance" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_relation_search_text_trgm" ON "third_party_relation" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_skill_search_text_trgm" ON "third_party_skill" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "working_group_search_text_trgm" ON "working_group" USING GIN ("search_text" gin_trgm_ops);
