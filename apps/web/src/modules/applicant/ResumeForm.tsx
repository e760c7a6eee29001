import { ActionIcon, Alert, Button, Fieldset, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isoDateToJalali, jalaliDayText } from '@karsaz/domain';
import { jalaliTextToIsoDate } from '@karsaz/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICANT_PROFILE_QUERY_KEY } from '../../core/auth/queries';
import { useApi } from '../../core/api/ApiProvider';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { PORTAL_KEY, portalApi, resumeQuery, type Resume, type ResumeInput } from './portal';

/** The form's values: what the résumé holds, with dates as typed (Jalali) text and choices as strings. */
interface Education { degree: string; field: string; institute: string; grade: number | string; startYear: number | string; endYear: number | string }
interface Work { company: string; title: string; startDate: string; endDate: string; description: string }
interface Skill { title: string; level: string }
interface Values {
  firstName: string; lastName: string; nationalCode: string; birthDate: string; gender: string; maritalStatus: string; militaryStatus: string;
  email: string; city: string; address: string; about: string; educations: Education[]; works: Work[]; skills: Skill[];
}

const jalali = (iso: string | null | undefined) => (iso ? jalaliDayText(isoDateToJalali(iso)!) : '');
const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const num = (v: number | string) => (v === '' || v === null ? null : Number(v));

function toValues(r: Resume): Values {
  return {
    firstName: r.firstName ?? '', lastName: r.lastName ?? '', nationalCode: r.nationalCode ?? '', birthDate: jalali(r.birthDate),
    gender: str(r.gender), maritalStatus: str(r.maritalStatus), militaryStatus: str(r.militaryStatus),
    email: r.email ?? '', city: r.city ?? '', address: r.address ?? '', about: r.about ?? '',
    educations: r.educations.map((e) => ({ degree: String(e.degree), field: e.field, institute: e.institute, grade: e.grade ?? '', startYear: e.startYear ?? '', endYear: e.endYear ?? '' })),
    works: r.works.map((w) => ({ company: w.company, title: w.title, startDate: jalali(w.startDate), endDate: jalali(w.endDate), description: w.description ?? '' })),
    skills: r.skills.map((s) => ({ title: s.title, level: String(s.level) })),
  };
}

/** The typed dates that do not read as a Jalali day, by their field path. */
function dateProblems(v: Values): Record<string, true> {
  const bad: Record<string, true> = {};
  const check = (path: string, text: string) => {
    if (text.trim() && !jalaliTextToIsoDate(text.trim())) bad[path] = true;
  };
  check('birthDate', v.birthDate);
  v.works.forEach((w, i) => {
    check(`works[${i}].startDate`, w.startDate);
    check(`works[${i}].endDate`, w.endDate);
  });
  return bad;
}

function toInput(v: Values, version: number): ResumeInput {
  const iso = (text: string) => (text.trim() ? jalaliTextToIsoDate(text.trim()) : null);
  // an empty choice is none; a required one left empty goes as 0, which the server names
  const choice = <T extends number>(s: string) => (s ? (Number(s) as T) : null);
  type Five = 1 | 2 | 3 | 4 | 5;
  return {
    firstName: v.firstName, lastName: v.lastName, nationalCode: v.nationalCode || null, birthDate: iso(v.birthDate),
    gender: choice<1 | 2>(v.gender), maritalStatus: choice<1 | 2>(v.maritalStatus), militaryStatus: choice<1 | 2 | 3 | 4>(v.militaryStatus),
    email: v.email || null, city: v.city || null, address: v.address || null, about: v.about || null, version,
    educations: v.educations.map((e) => ({ degree: Number(e.degree || 0) as Five, field: e.field, institute: e.institute, grade: num(e.grade), startYear: num(e.startYear), endYear: num(e.endYear) })),
    works: v.works.map((w) => ({ company: w.company, title: w.title, startDate: iso(w.startDate) ?? '', endDate: iso(w.endDate), description: w.description || null })),
    skills: v.skills.map((s) => ({ title: s.title, level: Number(s.level || 0) as Five })),
  };
}

/** The applicant's résumé: personal data, education, work history and skills, saved whole; each wrong field says why under it. */
export function ResumeForm() {
  const api = useApi();
  const resume = useQuery(resumeQuery(api));
  const { t } = useTranslation();
  if (resume.isPending) return <Loader size="sm" aria-label={t('auth.applicantDashboard.loading')} />;
  if (resume.isError)
    return (
      <Alert color="danger" role="alert">
        {describeError(resume.error, t).message}
      </Alert>
    );
  return <ResumeEditor resume={resume.data} />;
}

function ResumeEditor({ resume }: { resume: Resume }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => toValues(resume));
  const [version, setVersion] = useState(resume.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string; more: string[] } | null>(null);
  useEffect(() => setVersion(resume.version), [resume.version]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setRow = <K extends 'educations' | 'works' | 'skills'>(key: K, i: number, patch: Partial<Values[K][number]>) =>
    setValues((v) => ({ ...v, [key]: v[key].map((row, j) => (j === i ? { ...row, ...patch } : row)) }));
  const addRow = <K extends 'educations' | 'works' | 'skills'>(key: K, row: Values[K][number]) => setValues((v) => ({ ...v, [key]: [...v[key], row] }));
  const removeRow = (key: 'educations' | 'works' | 'skills', i: number) => setValues((v) => ({ ...v, [key]: v[key].filter((_, j) => j !== i) }));

  const fields = (): string[] => [
    'firstName', 'lastName', 'nationalCode', 'birthDate', 'gender', 'maritalStatus', 'militaryStatus', 'email', 'city', 'address', 'about',
    ...values.educations.flatMap((_, i) => ['degree', 'field', 'institute', 'grade', 'startYear', 'endYear'].map((f) => `educations[${i}].${f}`)),
    ...values.works.flatMap((_, i) => ['company', 'title', 'startDate', 'endDate', 'description'].map((f) => `works[${i}].${f}`)),
    ...values.skills.flatMap((_, i) => ['title', 'level'].map((f) => `skills[${i}].${f}`)),
  ];

  const save = useMutation({
    mutationFn: (input: ResumeInput) => portalApi(api).saveResume(input),
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      setVersion(saved.version);
      setErrors({});
      setMessage({ ok: true, text: t('applicantPortal.resume.saved'), more: [] });
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEY });
      await queryClient.invalidateQueries({ queryKey: APPLICANT_PROFILE_QUERY_KEY });
    },
    onError: (error) => {
      const d = describeError(error, t, fields());
      setErrors(d.fieldErrors);
      setMessage({ ok: false, text: Object.keys(d.fieldErrors).length ? t('applicantPortal.resume.invalid') : d.message, more: d.otherErrors });
    },
  });

  const submit = () => {
    setMessage(null);
    const local: Record<string, string> = {};
    if (!values.firstName.trim()) local.firstName = t('validation.required', { field: t('applicantPortal.resume.firstName') });
    if (!values.lastName.trim()) local.lastName = t('validation.required', { field: t('applicantPortal.resume.lastName') });
    for (const path of Object.keys(dateProblems(values))) local[path] = t('applicantPortal.resume.badDate');
    if (Object.keys(local).length) {
      setErrors(local);
      setMessage({ ok: false, text: t('applicantPortal.resume.invalid'), more: [] });
      return;
    }
    save.mutate(toInput(values, version));
  };

  const options = (group: 'genders' | 'maritalStatuses' | 'militaryStatuses' | 'degrees' | 'levels', values: number[]) =>
    values.map((v) => ({ value: String(v), label: t(`applicantPortal.resume.${group}.${v}` as never) }));
  const L = (key: string) => t(`applicantPortal.resume.${key}` as never);
  const err = (path: string) => errors[path];
  const rowHeader = (what: string, i: number, key: 'educations' | 'works' | 'skills') => (
    <ActionIcon variant="subtle" color="danger" onClick={() => removeRow(key, i)} aria-label={t('applicantPortal.resume.remove', { what, n: format.digits(i + 1) })}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
  const section = (legend: string, children: ReactNode) => (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="resume-form"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {L('intro')}
        </Text>
        {section(
          L('personal'),
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <TextInput label={L('firstName')} required value={values.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} error={err('firstName')} maxLength={100} />
            <TextInput label={L('lastName')} required value={values.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} error={err('lastName')} maxLength={100} />
            <TextInput label={L('nationalCode')} value={values.nationalCode} onChange={(e) => set('nationalCode', e.currentTarget.value)} error={err('nationalCode')} inputMode="numeric" maxLength={12} />
            <JalaliDateInput kind="date" language={format.language} label={L('birthDate')} fieldName={L('birthDate')} value={values.birthDate} onChange={(v) => set('birthDate', v)} error={err('birthDate')} />
            <Select label={L('gender')} data={options('genders', [1, 2])} value={values.gender || null} onChange={(v) => set('gender', v ?? '')} clearable error={err('gender')} />
            <Select label={L('maritalStatus')} data={options('maritalStatuses', [1, 2])} value={values.maritalStatus || null} onChange={(v) => set('maritalStatus', v ?? '')} clearable error={err('maritalStatus')} />
            <Select label={L('militaryStatus')} data={options('militaryStatuses', [1, 2, 3, 4])} value={values.militaryStatus || null} onChange={(v) => set('militaryStatus', v ?? '')} clearable error={err('militaryStatus')} />
            <TextInput label={L('email')} type="email" dir="ltr" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={err('email')} maxLength={200} />
            <TextInput label={L('city')} value={values.city} onChange={(e) => set('city', e.currentTarget.value)} error={err('city')} maxLength={100} />
          </SimpleGrid>,
        )}
        <Textarea label={L('address')} value={values.address} onChange={(e) => set('address', e.currentTarget.value)} error={err('address')} maxLength={500} autosize minRows={1} />
        <Textarea label={L('about')} value={values.about} onChange={(e) => set('about', e.currentTarget.value)} error={err('about')} maxLength={2000} autosize minRows={2} />

        {section(
          L('educations'),
          <>
            {values.educations.map((e, i) => (
              <Group key={i} align="flex-start" wrap="nowrap" gap="xs" aria-label={`${L('educations')} ${t('applicantPortal.resume.row', { n: format.digits(i + 1) })}`} role="group">
                <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="xs" style={{ flex: 1 }}>
                  <Select label={L('degree')} required data={options('degrees', [1, 2, 3, 4, 5])} value={e.degree || null} onChange={(v) => setRow('educations', i, { degree: v ?? '' })} error={err(`educations[${i}].degree`)} />
                  <TextInput label={L('field')} required value={e.field} onChange={(x) => setRow('educations', i, { field: x.currentTarget.value })} error={err(`educations[${i}].field`)} maxLength={150} />
                  <TextInput label={L('institute')} required value={e.institute} onChange={(x) => setRow('educations', i, { institute: x.currentTarget.value })} error={err(`educations[${i}].institute`)} maxLength={150} />
                  <NumberInput label={L('grade')} value={e.grade} onChange={(v) => setRow('educations', i, { grade: v })} min={0} max={20} decimalScale={2} error={err(`educations[${i}].grade`)} />
                  <NumberInput label={L('startYear')} value={e.startYear} onChange={(v) => setRow('educations', i, { startYear: v })} min={1300} max={1500} allowDecimal={false} thousandSeparator={false} error={err(`educations[${i}].startYear`)} />
                  <NumberInput label={L('endYear')} value={e.endYear} onChange={(v) => setRow('educations', i, { endYear: v })} min={1300} max={1500} allowDecimal={false} thousandSeparator={false} error={err(`educations[${i}].endYear`)} />
                </SimpleGrid>
                {rowHeader(L('educations'), i, 'educations')}
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addRow('educations', { degree: '', field: '', institute: '', grade: '', startYear: '', endYear: '' })}>
                {L('addEducation')}
              </Button>
            </Group>
          </>,
        )}

        {section(
          L('works'),
          <>
            {values.works.map((w, i) => (
              <Group key={i} align="flex-start" wrap="nowrap" gap="xs" aria-label={`${L('works')} ${t('applicantPortal.resume.row', { n: format.digits(i + 1) })}`} role="group">
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput label={L('workCompany')} required value={w.company} onChange={(x) => setRow('works', i, { company: x.currentTarget.value })} error={err(`works[${i}].company`)} maxLength={150} />
                  <TextInput label={L('workTitle')} required value={w.title} onChange={(x) => setRow('works', i, { title: x.currentTarget.value })} error={err(`works[${i}].title`)} maxLength={150} />
                  <JalaliDateInput kind="date" language={format.language} label={L('workStart')} fieldName={L('workStart')} required value={w.startDate} onChange={(v) => setRow('works', i, { startDate: v })} error={err(`works[${i}].startDate`)} />
                  <JalaliDateInput kind="date" language={format.language} label={L('workEnd')} fieldName={L('workEnd')} value={w.endDate} onChange={(v) => setRow('works', i, { endDate: v })} error={err(`works[${i}].endDate`)} />
                  <TextInput label={L('workDescription')} value={w.description} onChange={(x) => setRow('works', i, { description: x.currentTarget.value })} error={err(`works[${i}].description`)} maxLength={1000} />
                </SimpleGrid>
                {rowHeader(L('works'), i, 'works')}
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addRow('works', { company: '', title: '', startDate: '', endDate: '', description: '' })}>
                {L('addWork')}
              </Button>
            </Group>
          </>,
        )}

        {section(
          L('skills'),
          <>
            {values.skills.map((s, i) => (
              <Group key={i} align="flex-start" wrap="nowrap" gap="xs" aria-label={`${L('skills')} ${t('applicantPortal.resume.row', { n: format.digits(i + 1) })}`} role="group">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput label={L('skill')} required value={s.title} onChange={(x) => setRow('skills', i, { title: x.currentTarget.value })} error={err(`skills[${i}].title`)} maxLength={100} />
                  <Select label={L('level')} required data={options('levels', [1, 2, 3, 4, 5])} value={s.level || null} onChange={(v) => setRow('skills', i, { level: v ?? '' })} error={err(`skills[${i}].level`)} />
                </SimpleGrid>
                {rowHeader(L('skills'), i, 'skills')}
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addRow('skills', { title: '', level: '3' })}>
                {L('addSkill')}
              </Button>
            </Group>
          </>,
        )}

        {message && (
          <Alert color={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'} data-testid="resume-message">
            {message.text}
            {message.more.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {L('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
