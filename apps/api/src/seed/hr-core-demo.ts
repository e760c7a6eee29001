import { sampleNationalCode } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { makeCalendarDays } from '../modules/hr/hr.hooks';

type Tx = Prisma.TransactionClient;

/**
 * The HR core's demo (issue 12), so every HR page shows something on start: the reference lists (employment
 * statuses, study fields and orientations, social networks, grades, job families and jobs, workshops, an education
 * institute), four departments with posts, 30 personnel spread over them with their third parties, addresses, bank
 * accounts, contacts, education, children and post history, an insurance contract with a plan, and the work calendar
 * of 1404 and 1405 (Fridays rest, the fixed solar holidays marked), and the payroll unit's mail setting. Idempotent: nothing is added when the company
 * has departments already.
 */

const FIRST = [['علی', 1], ['محمد', 1], ['حسین', 1], ['رضا', 1], ['مهدی', 1], ['امیر', 1], ['سعید', 1], ['حمید', 1], ['مجید', 1], ['کامران', 1], ['بهرام', 1], ['پویا', 1], ['آرش', 1], ['نیما', 1], ['فرهاد', 1], ['زهرا', 2], ['فاطمه', 2], ['مریم', 2], ['سارا', 2], ['نرگس', 2], ['لیلا', 2], ['مینا', 2], ['الهام', 2], ['شیما', 2], ['نگار', 2], ['پریسا', 2], ['سمیرا', 2], ['هانیه', 2], ['راحله', 2], ['آزاده', 2]] as const;
const LAST = ['احمدی', 'محمدی', 'حسینی', 'رضایی', 'کریمی', 'موسوی', 'جعفری', 'صادقی', 'نوری', 'قاسمی', 'اکبری', 'رحیمی', 'کاظمی', 'هاشمی', 'ابراهیمی'];
const FATHER = ['حسن', 'عباس', 'اکبر', 'جواد', 'محمود', 'ناصر'];

/** A Sheba number (IBAN of Iran) for an account: its two check digits by ISO 7064 mod 97. */
function sheba(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account.padStart(18, '0')}`.slice(0, 22);
  let rest = 0;
  for (const ch of `${bban}182700`) rest = (rest * 10 + Number(ch)) % 97;
  return `IR${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** A card number of the bank's prefix with its Luhn digit. */
function cardNumber(prefix: string, n: number): string {
  const body = `${prefix}${String(n).padStart(15 - prefix.length, '0')}`;
  let sum = 0;
  [...body].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return body + String((10 - (sum % 10)) % 10);
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function seedHrCoreDemo(tx: Tx, o: { companyId: number; createdBy?: number }): Promise<void> {
  const companyId = o.companyId;
  if (await tx.department.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.createdBy ?? null, updatedBy: o.createdBy ?? null };
  const ref = async <T extends { id: number }>(create: () => Promise<T>) => (await create()).id;

  // reference lists
  const statuses = [];
  for (const [code, name] of [['001', 'شاغل'], ['002', 'آزمایشی'], ['003', 'مأمور']]) statuses.push(await ref(() => tx.employmentStatus.create({ data: { ...stamp, code, name } })));
  const fields: number[] = [];
  for (const [code, name] of [['001', 'مهندسی عمران'], ['002', 'حسابداری'], ['003', 'مهندسی کامپیوتر'], ['004', 'مدیریت بازرگانی']]) fields.push(await ref(() => tx.studyField.create({ data: { ...stamp, code, name } })));
  const orientations: number[] = [];
  for (const [code, name, f] of [['001', 'سازه', 0], ['002', 'حسابرسی', 1], ['003', 'نرم‌افزار', 2], ['004', 'مالی', 3]] as const) orientations.push(await ref(() => tx.orientation.create({ data: { ...stamp, code, name, studyFieldId: fields[f]! } })));
  const networks: number[] = [];
  for (const [code, name, website] of [['001', 'لینکدین', 'https://linkedin.com'], ['002', 'تلگرام', 'https://t.me'], ['003', 'اینستاگرام', 'https://instagram.com']]) networks.push(await ref(() => tx.socialMedia.create({ data: { ...stamp, code, name, website } })));
  const grades: number[] = [];
  for (const [code, name, hours, score, skillLevel] of [['001', 'مقدماتی', 0, 100, 2], ['002', 'پایه', 2000, 200, 3], ['003', 'ارشد', 6000, 350, 4], ['004', 'خبره', 12000, 500, 5]] as const) grades.push(await ref(() => tx.grade.create({ data: { ...stamp, code, name, hours, score, skillLevel } })));
  const families: number[] = [];
  for (const [code, name] of [['001', 'فنی و مهندسی'], ['002', 'مالی و اداری'], ['003', 'فناوری اطلاعات']]) families.push(await ref(() => tx.jobFamily.create({ data: { ...stamp, code, name } })));
  const jobs: number[] = [];
  for (const [code, title, f, g] of [['001', 'مهندس عمران', 0, 1], ['002', 'حسابدار', 1, 1], ['003', 'برنامه‌نویس', 2, 2], ['004', 'مدیر واحد', 1, 3], ['005', 'کارشناس منابع انسانی', 1, 1]] as const) {
    jobs.push(await ref(() => tx.hrJob.create({ data: { ...stamp, code, title, jobFamilyId: families[f]!, gradeId: grades[g]!, description: `شرح وظایف ${title}` } })));
  }
  const city = await tx.city.findFirst({ orderBy: { id: 'asc' } });
  const country = await tx.country.findFirst({ orderBy: { id: 'asc' } });
  if (!city || !country) return;
  const workshop = await ref(() => tx.workshop.create({ data: { ...stamp, code: '001', name: 'کارگاه مرکزی', workshopCode: '1234567890', employerName: 'شرکت نمونه', insuranceBranch: 'شعبهٔ ۲۴ تهران', cityId: city.id } }));
  const institute = await ref(() =>
    tx.educationInstitute.create({ data: { ...stamp, code: '001', name: 'دانشگاه تهران', instituteType: 1, phone: '02161111111', countryId: country.id, provinceId: city.provinceId, cityId: city.id, address: 'تهران، خیابان انقلاب', website: 'https://ut.ac.ir' } }),
  );
  await tx.instituteSocialMedia.create({ data: { ...stamp, educationInstituteId: institute, socialMediaId: networks[0]!, address: 'https://linkedin.com/school/university-of-tehran' } });
  const employmentType = (await tx.employmentType.findFirst({ where: { companyId }, orderBy: { id: 'asc' } }))?.id;
  if (!employmentType) return;

  // the organisation: a head office over three departments, a post for each job
  const head = await ref(() => tx.department.create({ data: { ...stamp, code: '001', name: 'مدیریت عامل', versionNumber: '1', activityDescription: 'راهبری شرکت' } }));
  const departments = [head];
  for (const [code, name] of [['002', 'مالی و اداری'], ['003', 'فنی و مهندسی'], ['004', 'فناوری اطلاعات']]) departments.push(await ref(() => tx.department.create({ data: { ...stamp, code, name, parentId: head, versionNumber: '1' } })));
  const posts: number[] = [];
  for (const [code, title, d, j, several] of [['001', 'مدیرعامل', 0, 3, false], ['002', 'مدیر مالی', 1, 3, false], ['003', 'حسابدار', 1, 1, true], ['004', 'مهندس عمران', 2, 0, true], ['005', 'برنامه‌نویس', 3, 2, true], ['006', 'کارشناس منابع انسانی', 1, 4, true]] as const) {
    posts.push(await ref(() => tx.post.create({ data: { ...stamp, code, title, departmentId: departments[d]!, hrJobId: jobs[j]!, allowsSeveral: several } })));
  }

  // banks for the accounts
  const bank = await tx.bank.upsert({ where: { code: '017' }, update: {}, create: { code: '017', nameFa: 'بانک ملی ایران', nameEn: 'Bank Melli Iran' } });
  const insurer = await tx.insuranceCompany.upsert({ where: { code: 'SSO' }, update: {}, create: { code: 'SSO', nameFa: 'سازمان تأمین اجتماعی', nameEn: 'Social Security Organisation' } });
  const supplementary = await tx.insuranceCompany.upsert({ where: { code: 'DANA' }, update: {}, create: { code: 'DANA', nameFa: 'بیمهٔ دانا', nameEn: 'Dana Insurance' } });
  const contract = await ref(() =>
    tx.insuranceContract.create({
      data: {
        ...stamp, insuranceCompanyId: supplementary.id, branchName: 'شعبهٔ مرکزی', branchCode: '101', provinceId: city.provinceId, cityId: city.id, serviceType: 1, contractNumber: 'SUP-1404-01',
        subject: 'بیمهٔ درمان تکمیلی کارکنان', contractDate: day('2025-03-15'), coverageStart: day('2025-03-21'), coverageEnd: day('2026-03-20'), restPeriodDays: 30,
        firstDegreeDeductible: '10', secondDegreeDeductible: '30', phone: '02188888888',
      },
    }),
  );
  const plan = await ref(() => tx.insurancePlan.create({ data: { ...stamp, insuranceCompanyId: supplementary.id, insuranceContractId: contract, title: 'طرح پایه', premium: '12000000', coverageCeiling: '2000000000' } }));

  // 30 personnel over the four departments
  for (let i = 0; i < 30; i++) {
    const [firstName, gender] = FIRST[i]!;
    const lastName = LAST[i % LAST.length]!;
    const nc = sampleNationalCode(i + 1);
    const fullName = `${firstName} ${lastName}`;
    const mobile = `0912${String(3000000 + i * 1117).padStart(7, '0')}`;
    const birth = day(`${1975 + (i % 25)}-0${1 + (i % 9)}-1${i % 10}`);
    const party = await tx.thirdParty.upsert({
      where: { nationalCode: nc },
      update: { isEmployee: true },
      create: { kind: 1, firstName, lastName, fatherName: FATHER[i % FATHER.length]!, fullName, nationalCode: nc, mobileNumber: mobile, birthDate: birth, isEmployee: true },
    });
    const department = departments[i === 0 ? 0 : 1 + (i % 3)]!;
    const start = day(`${2015 + (i % 10)}-0${1 + (i % 9)}-01`);
    const person = await tx.personnel.create({
      data: {
        ...stamp, organizationCode: String(i + 1).padStart(5, '0'), firstName, lastName, fullName, fatherName: FATHER[i % FATHER.length]!, gender, martial: i % 3 === 0 ? 1 : 2,
        duty: gender === 1 ? 1 : 5, nationalityId: country.id, citizen: 1, religion: 1, sect: 1, nationalCode: nc, defaultPhoneNo: mobile, birthDate: birth,
        birthLocationId: city.id, exportationPlaceId: city.id, employmentTypeId: employmentType, employmentStatusId: statuses[i % 5 === 4 ? 1 : 0]!, departmentId: department,
        startDate: start, calculateMethod: 1, workType: 1, forgivenessDelay: 900, forgivenessHaste: 600, thirdPartyId: party.id, status: i === 29 ? 4 : 1,
        ...(i === 29 ? { endDate: day('2025-12-31') } : {}),
      },
    });
    const personnelId = person.id;
    await tx.personnelAddress.create({ data: { ...stamp, personnelId, title: 'منزل', provinceId: city.provinceId, cityId: city.id, addressText: `تهران، خیابان ولیعصر، کوچهٔ ${i + 1}`, postalCode: `13579${String(10000 + i * 317).slice(-5).replace(/2/g, '3')}`, apartmentNo: String(i + 1), latitude: (35.7 + i / 1000).toFixed(4), longitude: (51.4 + i / 1000).toFixed(4), isDefault: true } });
    await tx.personnelBankAccount.create({ data: { ...stamp, personnelId, bankId: bank.id, title: 'حساب حقوق', ownerName: fullName, accountNo: String(100200300 + i), shabaNo: sheba('017', String(100200300 + i)), cartNo: cardNumber('603799', 1000 + i), isDefault: true } });
    await tx.personnelContact.create({ data: { ...stamp, personnelId, contactKind: 1, phoneNumber: `021${String(88000000 + i * 31)}`, description: 'تلفن منزل' } });
    await tx.personnelEducation.create({ data: { ...stamp, personnelId, degree: 4 + (i % 2), studyFieldId: fields[i % 4]!, orientationId: orientations[i % 4]!, educationInstituteId: institute, fromDate: day(`${1995 + (i % 20)}-09-23`), toDate: day(`${1999 + (i % 20)}-06-21`) } });
    await tx.personnelBasicInsurance.create({ data: { ...stamp, personnelId, insuranceCompanyId: insurer.id, branch: 'شعبهٔ ۲۴ تهران', deductionWorkerPercentage: '7', deductionEmployerPercentage: '23', startDate: start, insuranceNumber: String(4400000000 + i), workshopId: workshop } });
    if (i % 3 === 1) {
      await tx.personnelSpouse.create({ data: { ...stamp, personnelId, fullName: `همسر ${fullName}`, nationalCode: sampleNationalCode(100 + i), jobType: 1, marriageDate: day('2012-05-10'), gender: gender === 1 ? 2 : 1 } });
      await tx.personnelChild.create({ data: { ...stamp, personnelId, firstName: 'کیان', lastName, nationalCode: sampleNationalCode(200 + i), jobType: 2, birthDate: day('2016-08-01'), gender: 1, fatherName: gender === 1 ? firstName : null } });
      const supplementary = await tx.personnelSupplementaryInsurance.create({ data: { ...stamp, personnelId, insuranceContractId: contract, insurancePlanId: plan, startDate: day('2025-03-21'), insuredCount: 3, employeeShare: '4000000', employerShare: '8000000' } });
      // the people it insures: the employee (the main insured), the spouse and the child
      await tx.personnelInsured.createMany({
        data: [
          { ...stamp, supplementaryInsuranceId: supplementary.id, relationship: 1, fullName, nationalCode: nc, birthDate: birth, baseInsuranceNumber: String(4400000000 + i), isMain: true },
          { ...stamp, supplementaryInsuranceId: supplementary.id, relationship: 2, fullName: `همسر ${fullName}`, nationalCode: sampleNationalCode(100 + i), isMain: false },
          { ...stamp, supplementaryInsuranceId: supplementary.id, relationship: 3, fullName: `کیان ${lastName}`, nationalCode: sampleNationalCode(200 + i), birthDate: day('2016-08-01'), isMain: false },
        ],
      });
    }
    if (i % 4 === 0) await tx.personnelExamination.create({ data: { ...stamp, personnelId, examinationType: 2, examinationDate: day('2025-06-01'), result: 1, nextExaminationTime: 12, nextExaminationDate: day('2026-06-01') } });
    if (i % 5 === 2) await tx.personnelWorkHistory.create({ data: { ...stamp, personnelId, organization: 'شرکت ساختمانی البرز', startDate: day('2010-01-01'), endDate: day('2014-12-31'), jobTitle: 'کارشناس', leaveReason: 1, previousCompanyAddress: 'کرج، بلوار جمهوری', previousCompanyPhone: '02632222222' } });
    // who holds which post: the first is the managing director, the second the finance manager, the rest by department
    const postIndex = i === 0 ? 0 : i === 1 ? 1 : department === departments[1] ? (i % 2 ? 2 : 5) : department === departments[2] ? 3 : 4;
    await tx.personnelPost.create({ data: { ...stamp, personnelId, postId: posts[postIndex]!, startDate: start, isMain: true } });
    if (i === 0) await tx.department.update({ where: { id: head }, data: { managerId: personnelId } });
    if (i === 1) await tx.department.update({ where: { id: departments[1]! }, data: { managerId: personnelId } });
  }

  // the payroll unit's outgoing mail, sent through the system's own server under its sender (/mails-manager-2)
  await tx.mailSetting.create({ data: { ...stamp, purpose: 3, fromName: 'واحد حقوق و دستمزد', fromAddress: 'payroll@example.com', replyTo: 'hr@example.com', description: 'فیش حقوقی ماهانه' } });

  // the work calendar of 1404 and 1405
  for (const year of [1404, 1405]) {
    await makeCalendarDays(tx, await tx.calendarYear.create({ data: { ...stamp, code: String(year), name: `تقویم کاری ${year}`, year } }));
  }
}
