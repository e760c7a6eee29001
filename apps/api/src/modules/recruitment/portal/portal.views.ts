import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ResumeEducationDto, ResumeSkillDto, ResumeWorkDto } from './portal.dto';

/** What the applicant portal answers (docs/recruitment.md "The applicant portal"). */

export class ResumeView {
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) nationalCode!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1995-05-01' }) birthDate!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) gender!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) maritalStatus!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) militaryStatus!: number | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) about!: string | null;
  @ApiProperty({ type: 'integer', description: '0 before the first save' }) version!: number;
  @ApiProperty({ type: [ResumeEducationDto] }) educations!: ResumeEducationDto[];
  @ApiProperty({ type: [ResumeWorkDto] }) works!: ResumeWorkDto[];
  @ApiProperty({ type: [ResumeSkillDto] }) skills!: ResumeSkillDto[];
}

export class ResumeSavedView {
  @ApiProperty({ type: 'integer' }) version!: number;
}

export class PortalJobAdView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: String, nullable: true }) code!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'integer' }) companyId!: number;
  @ApiProperty() companyTitle!: string;
  @ApiProperty({ type: String, nullable: true }) departmentTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) postTitle!: string | null;
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty() startDate!: string;
  @ApiProperty() endDate!: string;
  @ApiProperty() requirements!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ description: 'the applicant has applied to it' }) applied!: boolean;
}

export class PortalStepView {
  @ApiProperty({ type: 'integer' }) order!: number;
  @ApiProperty() title!: string;
  @ApiProperty() hasTest!: boolean;
}

export class PortalBenefitView {
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
}

export class AboutCompanyView {
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) activityType!: string | null;
  @ApiProperty({ type: String, nullable: true }) industry!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) establishmentYear!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) employeeCount!: number | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: [PortalBenefitView] }) benefits!: PortalBenefitView[];
}

export class PortalJobAdDetailView extends PortalJobAdView {
  @ApiProperty({ type: [PortalStepView] }) steps!: PortalStepView[];
  @ApiProperty({ type: AboutCompanyView }) company!: AboutCompanyView;
}

export class AppliedView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() code!: string;
}

export class PortalApplicationStepView {
  @ApiProperty({ type: 'integer' }) order!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'integer', description: 'interview level: 1 not started, 2 cancelled, 3 accepted, 4 rejected, 5 next step, 6 suspended' }) level!: number;
  @ApiProperty({ type: String, nullable: true }) scheduledAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ description: 'the step has a test, taken online when the step is current' }) hasTest!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'the test taken in the step' }) testAttemptId!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'its status: 1 in progress, 2 awaiting marking, 3 marked' }) testStatus!: number | null;
}

export class PortalApplicationView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: String, nullable: true }) code!: string | null;
  @ApiProperty({ type: 'integer' }) jobAdId!: number;
  @ApiProperty() jobAdTitle!: string;
  @ApiProperty() companyTitle!: string;
  @ApiProperty() appliedAt!: string;
  @ApiProperty({ type: 'integer', description: '1 submitted, 2 in review, 3 accepted, 4 rejected, 5 withdrawn, 6 hired' }) status!: number;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) currentStep!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) currentStepTitle!: string | null;
  @ApiProperty({ type: [PortalApplicationStepView] }) steps!: PortalApplicationStepView[];
}
