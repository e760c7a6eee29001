import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PAYROLL_ITEMS, SHIFT_KINDS } from '@karsaz/domain';
import { IsExactDecimal, IsInt } from '../../core/http/validators';

const MONEY = { precision: 20, scale: 0 };
const HOURS = { precision: 18, scale: 4 };
const RATE = { precision: 18, scale: 4 };

export class CalculatePayrollDto {
  @ApiProperty({ description: 'Jalali year', minimum: 1390, maximum: 1500 }) @Type(() => Number) @IsInt() @Min(1390) @Max(1500) year!: number;
  @ApiProperty({ description: 'Jalali month, 1–12', minimum: 1, maximum: 12 }) @Type(() => Number) @IsInt() @Min(1) @Max(12) month!: number;
  @ApiPropertyOptional({ description: 'pay people without a closed attendance month a full month of their employment dates (a company without time attendance)' })
  @IsOptional() @IsBoolean() withoutAttendance?: boolean;
}

export class CalculateYearEndDto {
  @ApiProperty({ description: 'Jalali year whose eydi, severance and unused leave are paid', minimum: 1390, maximum: 1500 }) @Type(() => Number) @IsInt() @Min(1390) @Max(1500) year!: number;
}

export class SkippedPersonDto {
  @ApiProperty() personnelId!: number;
  @ApiProperty({ enum: ['attendance', 'input'], description: 'attendance: no closed attendance month; input: the decree or the month could not be paid' }) reason!: string;
  @ApiPropertyOptional() field?: string;
  @ApiPropertyOptional() message?: string;
}

export class CalculatedPayrollDto {
  @ApiProperty() payrollId!: number;
  @ApiProperty({ description: 'year × 100 + month (the year end: year × 100 + 13)' }) period!: number;
  @ApiProperty({ description: 'payslips written' }) people!: number;
  @ApiProperty({ description: 'payslip lines written' }) lines!: number;
  @ApiProperty({ type: [SkippedPersonDto] }) skipped!: SkippedPersonDto[];
  @ApiProperty({ description: 'rial, decimal string' }) gross!: string;
  @ApiProperty({ description: 'rial, decimal string' }) net!: string;
}

export class PreviewAdjustmentDto {
  @ApiProperty({ maxLength: 20 }) @IsString() @MaxLength(20) code!: string;
  @ApiProperty({ maxLength: 150 }) @IsString() @MaxLength(150) title!: string;
  @ApiProperty({ enum: ['addition', 'deduction'] }) @IsIn(['addition', 'deduction']) kind!: 'addition' | 'deduction';
  @ApiProperty({ enum: ['fixed', 'percent'] }) @IsIn(['fixed', 'percent']) method!: 'fixed' | 'percent';
  @ApiPropertyOptional({ type: String, description: 'rial (fixed)' }) @IsOptional() @IsExactDecimal(MONEY, { min: 0 }) amount?: string;
  @ApiPropertyOptional({ type: String, description: 'percent (percent)' }) @IsOptional() @IsExactDecimal(RATE, { min: 0, max: 1000 }) rate?: string;
  @ApiPropertyOptional({ enum: PAYROLL_ITEMS, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(PAYROLL_ITEMS.length) @IsIn(PAYROLL_ITEMS as unknown as string[], { each: true }) baseItems?: string[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() prorate?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() insurable?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() taxable?: boolean;
}

const amount = () => (target: object, key: string) => {
  ApiPropertyOptional({ type: String, description: 'rial; empty: by the year’s rules where a rule names one' })(target, key);
  IsOptional()(target, key);
  IsExactDecimal(MONEY, { min: 0 })(target, key);
};

export class PreviewDecreeDto {
  @ApiProperty({ type: String, description: 'rial' }) @IsExactDecimal(MONEY, { min: 0 }) monthlySalary!: string;
  @amount() seniority?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 60 }) @IsOptional() @IsInt() @Min(0) @Max(60) seniorityYears?: number;
  @amount() housingAllowance?: string;
  @amount() groceryAllowance?: string;
  @amount() childAllowance?: string;
  @amount() marriageAllowance?: string;
  @amount() recruitmentAllowance?: string;
  @amount() managementAllowance?: string;
  @amount() matchingDifference?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 20 }) @IsOptional() @IsInt() @Min(0) @Max(20) childCount?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() married?: boolean;
  @ApiProperty() @IsBoolean() hasInsurance!: boolean;
  @ApiProperty() @IsBoolean() isTaxable!: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() hazardous?: boolean;
  @ApiPropertyOptional({ type: [PreviewAdjustmentDto] }) @IsOptional() @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => PreviewAdjustmentDto) adjustments?: PreviewAdjustmentDto[];
}

export class PreviewAttendanceDto {
  @ApiProperty({ minimum: 0, maximum: 31, description: 'days of the month the person was employed' }) @IsInt() @Min(0) @Max(31) workDays!: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 31, description: 'of those, unpaid leave and absence' }) @IsOptional() @IsInt() @Min(0) @Max(31) unpaidLeaveDays?: number;
  @ApiPropertyOptional({ type: String }) @IsOptional() @IsExactDecimal(HOURS, { min: 0, max: 744 }) overtimeHours?: string;
  @ApiPropertyOptional({ type: String }) @IsOptional() @IsExactDecimal(HOURS, { min: 0, max: 744 }) nightHours?: string;
  @ApiPropertyOptional({ type: String }) @IsOptional() @IsExactDecimal(HOURS, { min: 0, max: 744 }) fridayHolidayHours?: string;
  @ApiPropertyOptional({ enum: SHIFT_KINDS }) @IsOptional() @IsIn(SHIFT_KINDS as unknown as string[]) shiftKind?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 31 }) @IsOptional() @IsInt() @Min(0) @Max(31) missionDays?: number;
}

export class PreviewPayrollDto {
  @ApiProperty({ minimum: 1390, maximum: 1500 }) @IsInt() @Min(1390) @Max(1500) year!: number;
  @ApiProperty({ minimum: 1, maximum: 12 }) @IsInt() @Min(1) @Max(12) month!: number;
  @ApiProperty({ type: PreviewDecreeDto }) @ValidateNested() @Type(() => PreviewDecreeDto) decree!: PreviewDecreeDto;
  @ApiProperty({ type: PreviewAttendanceDto }) @ValidateNested() @Type(() => PreviewAttendanceDto) attendance!: PreviewAttendanceDto;
}

class TextDto {
  @ApiProperty() fa!: string;
  @ApiProperty() en!: string;
}

export class PayslipLineDto {
  @ApiProperty({ description: 'an item (baseSalary …), adjustment:{code}, ssoEmployee, incomeTax, ssoEmployer, unemployment' }) key!: string;
  @ApiProperty({ enum: ['earning', 'deduction', 'employer'] }) kind!: string;
  @ApiProperty({ type: TextDto }) title!: TextDto;
  @ApiProperty({ type: String, nullable: true }) quantity!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'percent' }) rate!: string | null;
  @ApiProperty({ type: String, nullable: true }) base!: string | null;
  @ApiProperty({ description: 'rial' }) amount!: string;
  @ApiProperty() insurable!: boolean;
  @ApiProperty() taxable!: boolean;
  @ApiProperty({ type: TextDto, description: 'which rule, which rate, which base' }) explanation!: TextDto;
}

export class PayslipPreviewDto {
  @ApiProperty() paidDays!: number;
  @ApiProperty() wageDays!: string;
  @ApiProperty() dailyWage!: string;
  @ApiProperty() hourlyWage!: string;
  @ApiProperty({ type: [PayslipLineDto] }) lines!: PayslipLineDto[];
  @ApiProperty() gross!: string;
  @ApiProperty() insurableEarnings!: string;
  @ApiProperty() insurableBase!: string;
  @ApiProperty() ssoCeiling!: string;
  @ApiProperty() ssoEmployee!: string;
  @ApiProperty() ssoEmployer!: string;
  @ApiProperty() unemployment!: string;
  @ApiProperty() taxableEarnings!: string;
  @ApiProperty() taxableBase!: string;
  @ApiProperty() incomeTax!: string;
  @ApiProperty() deductions!: string;
  @ApiProperty() net!: string;
  @ApiProperty() employerCost!: string;
}

export class RaiseDecreesDto {
  @ApiProperty({ description: 'the day the new decrees take effect: ISO (2026-03-21) or Jalali (1405/01/01)', example: '1405/01/01' })
  @IsString() @MaxLength(20) startDate!: string;
  @ApiPropertyOptional({ description: 'the issue date (default: the start date)' }) @IsOptional() @IsString() @MaxLength(20) issueDate?: string;
  @ApiProperty({ type: String, description: 'percent added to the monthly salary' }) @IsExactDecimal(RATE, { min: 0, max: 1000 }) percent!: string;
  @ApiPropertyOptional({ type: String, description: 'rials a day added after the percentage (× 30 a month)' }) @IsOptional() @IsExactDecimal(MONEY, { min: 0 }) dailyAddition?: string;
  @ApiPropertyOptional({ description: 'one more year of service (default true)' }) @IsOptional() @IsBoolean() addSeniorityYear?: boolean;
  @ApiPropertyOptional({ type: [Number], description: 'these people only; none: everyone with a decree in force' })
  @IsOptional() @IsArray() @ArrayMaxSize(20000) @IsInt({ each: true }) personnelIds?: number[];
}

export class RaiseRowDto {
  @ApiProperty() personnelId!: number;
  @ApiProperty() organizationCode!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty() decreeId!: number;
  @ApiProperty() decreeCode!: string;
  @ApiProperty({ description: 'rial' }) oldSalary!: string;
  @ApiProperty({ description: 'rial' }) newSalary!: string;
  @ApiProperty({ description: "raised to the year's minimum wage × 30" }) atMinimum!: boolean;
}

export class RaiseSkippedDto {
  @ApiProperty() personnelId!: number;
  @ApiProperty() fullName!: string;
  @ApiProperty({ description: 'their issued decree that starts on or after the date' }) decreeCode!: string;
}

export class RaisePlanDto {
  @ApiProperty({ type: [RaiseRowDto] }) rows!: RaiseRowDto[];
  @ApiProperty({ type: [RaiseSkippedDto] }) skipped!: RaiseSkippedDto[];
  @ApiProperty() oldTotal!: string;
  @ApiProperty() newTotal!: string;
}

export class RaiseDoneDto extends RaisePlanDto {
  @ApiProperty({ description: 'decrees issued' }) created!: number;
}
