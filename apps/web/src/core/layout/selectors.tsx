import { unwrap } from '@karsaz/api-client';
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import { documentNavigation } from '../auth/documentNavigation';
import { profileQuery } from '../auth/queries';
import { useFormat } from '../i18n/useLanguage';
import { STORAGE_KEYS, readStorage } from '../storage/storage';
import { chooseFinancialYear, forgetFinancialYear, preselectFinancialYear, selectedFinancialYear } from './financialYear';

/** A company the user works in (spec §3). */
export interface UserCompany {
  id: number;
  companyId: number;
  companyName: string;
  isDefault: boolean;
}

/** An open financial year of the token's company (spec §3). */
export interface FinancialYear {
  id: number;
  nameFa: string;
  nameEn?: string | null;
  year?: number;
  isCurrent: boolean;
}

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'>;

/**
 * The header's company selector (spec §2, §4): the user's companies (page 1, size 10, by its third party). Choosing
 * one records it (PUT thirdparty/UpdateUserCompany), gets a token for it (the refresh grant with company_id) and
 * reloads; a failure is only logged.
 */
export function CompanySelect(props: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const profile = useQuery(profileQuery(api));
  const thirdPartyId = profile.data?.thirdPartyId;
  const companies = useQuery({
    queryKey: ['meta-data', 'company', 'list', { thirdPartyId, pageIndex: 1, pageSize: 10 }],
    enabled: thirdPartyId !== undefined,
    staleTime: 5 * 60_000,
    // the header's lists: a failure is only logged (spec §8)
    meta: { handlesErrors: true },
    queryFn: async () =>
      (
        await unwrap(
          api.client.GET('/api/meta-data/v1/company/getFilteredCompanies', { params: { query: { pageIndex: 1, pageSize: 10, thirdPartyId } } }),
        )
      ).data ?? [],
  });
  const [switching, setSwitching] = useState(false);
  const current = profile.data?.companyId ?? companies.data?.find((c) => c.isDefault)?.companyId ?? null;

  const change = async (value: string | null) => {
    if (!value) return; // only when a company is selected
    const companyId = Number(value);
    if (companyId === current) return;
    setSwitching(true);
    try {
      await unwrap(api.client.PUT('/api/meta-data/v1/thirdparty/UpdateUserCompany', { body: { companyId } }));
      if (!(await api.session.refresh({ companyId }))) throw new Error('The refresh grant with company_id was refused');
      // the chosen year belongs to the company left behind: the API refuses it with another company's token (400)
      forgetFinancialYear();
      preselectFinancialYear(null);
      documentNavigation.reload();
    } catch (error) {
      console.warn('The company switch failed', error);
      setSwitching(false);
    }
  };

  return (
    <Select
      size="xs"
      aria-label={t('shell.header.company')}
      placeholder={t('shell.header.companyPlaceholder')}
      data={(companies.data ?? []).map((c) => ({ value: String(c.companyId), label: c.companyName }))}
      value={current !== null ? String(current) : null}
      onChange={(value) => void change(value)}
      disabled={switching}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      data-testid="company-select"
      {...props}
    />
  );
}

/** The financial year chosen in the header, as stored. */
export function storedFinancialYear(): string | null {
  return readStorage(STORAGE_KEYS.financialYear);
}

/** Which year to show: the stored one while it is still open, else the current one, else the first. */
export function pickFinancialYear(years: readonly FinancialYear[], stored: string | null): FinancialYear | undefined {
  return years.find((y) => String(y.id) === stored) ?? years.find((y) => y.isCurrent) ?? years[0];
}

/**
 * The header's financial-year selector (spec §2): the open years of the token's company, the current one
 * preselected; the choice is stored under STORAGE_KEYS.financialYear and travels as X-Financial-Year.
 */
export function FinancialYearSelect(props: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const profile = useQuery(profileQuery(api));
  const years = useQuery({
    queryKey: ['meta-data', 'financial-period', 'list', { companyId: profile.data?.companyId, active: true }],
    // a user without a company has no financial years (the API answers 403, which would end the session)
    enabled: !!profile.data?.companyId,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
    queryFn: async () =>
      (await unwrap(api.client.GET('/api/meta-data/v1/financial-period/getActiveFiltered', { params: { query: { pageIndex: 1, pageSize: 100 } } })))
        .data ?? [],
  });
  const [value, setValue] = useState<string | null>(selectedFinancialYear);

  useEffect(() => {
    if (!years.data) return;
    const stored = storedFinancialYear();
    const picked = pickFinancialYear(years.data, stored);
    const id = picked ? String(picked.id) : null;
    setValue(id);
    // a stored year that is no longer open is dropped; the preselected one travels without being stored
    if (stored && stored !== id) forgetFinancialYear();
    preselectFinancialYear(id);
  }, [years.data]);

  const change = (next: string | null) => {
    if (!next) return;
    setValue(next);
    chooseFinancialYear(next);
  };

  return (
    <Select
      size="xs"
      aria-label={t('shell.header.financialYear')}
      placeholder={t('shell.header.financialYearPlaceholder')}
      data={(years.data ?? []).map((y) => ({ value: String(y.id), label: format.digits((format.language === 'en' && y.nameEn) || y.nameFa) }))}
      value={value}
      onChange={change}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      data-testid="financial-year-select"
      {...props}
    />
  );
}
