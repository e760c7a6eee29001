import { ApiProperty } from '@nestjs/swagger';

export class TestOptionView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() title!: string;
}

/** A question of a test being taken, with the applicant's answer so far (no registered answers: the applicant sees none). */
export class TestQuestionView {
  @ApiProperty({ type: 'integer' }) testQuestionId!: number;
  @ApiProperty({ type: 'integer' }) order!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'integer', description: '1 multiple choice, 2 open answer' }) kind!: number;
  @ApiProperty({ type: String, nullable: true }) maxScore!: string | null;
  @ApiProperty({ type: [TestOptionView] }) options!: TestOptionView[];
  @ApiProperty({ type: 'integer', nullable: true }) questionOptionId!: number | null;
  @ApiProperty({ type: String, nullable: true }) text!: string | null;
}

/** The applicant's view of a test taken: its time and questions while it runs, its state after. */
export class TestAttemptView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) jobApplicationId!: number;
  @ApiProperty() testTitle!: string;
  @ApiProperty({ type: 'integer' }) durationMinutes!: number;
  @ApiProperty() startedAt!: string;
  @ApiProperty() deadline!: string;
  @ApiProperty({ description: 'the server’s clock, so the page counts down from it' }) now!: string;
  @ApiProperty({ type: String, nullable: true }) submittedAt!: string | null;
  @ApiProperty({ type: 'integer', description: '1 in progress, 2 awaiting marking, 3 marked' }) status!: number;
  @ApiProperty({ description: 'answers came after the time was up and were not kept' }) late!: boolean;
  @ApiProperty({ type: [TestQuestionView], description: 'empty once the test is finished' }) questions!: TestQuestionView[];
}

export class MarkedOptionView extends TestOptionView {
  @ApiProperty() isAnswer!: boolean;
}

/** An answer as the recruiter marks it: the question, the options with the registered answers, the answer and its score. */
export class MarkedAnswerView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) order!: number;
  @ApiProperty() questionTitle!: string;
  @ApiProperty({ type: 'integer' }) kind!: number;
  @ApiProperty({ type: String, nullable: true }) maxScore!: string | null;
  @ApiProperty({ type: [MarkedOptionView] }) options!: MarkedOptionView[];
  @ApiProperty({ type: 'integer', nullable: true }) questionOptionId!: number | null;
  @ApiProperty({ type: String, nullable: true }) text!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null: a person must mark it' }) score!: string | null;
  @ApiProperty({ type: String, nullable: true }) feedback!: string | null;
}

export class MarkedAttemptView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ type: 'integer' }) stepOrder!: number;
  @ApiProperty() stepTitle!: string;
  @ApiProperty() testTitle!: string;
  @ApiProperty() startedAt!: string;
  @ApiProperty() deadline!: string;
  @ApiProperty({ type: String, nullable: true }) submittedAt!: string | null;
  @ApiProperty({ type: 'integer' }) status!: number;
  @ApiProperty({ type: String, nullable: true }) maxScore!: string | null;
  @ApiProperty({ type: String, nullable: true }) passingScore!: string | null;
  @ApiProperty({ type: String, nullable: true }) score!: string | null;
  @ApiProperty() passed!: boolean;
  @ApiProperty({ type: [MarkedAnswerView] }) answers!: MarkedAnswerView[];
}
