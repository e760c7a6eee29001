import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsInt, EmptyIsNone } from '../../../core/http/validators';

/** Starts (or resumes) the test of an application's current step. */
export class StartTestDto {
  @ApiProperty({ description: 'the application' }) @Type(() => Number) @IsInt() @Min(1) id!: number;
}

/** An answer to one question: an option of a closed question, words for an open one. */
export class TestAnswerDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) testQuestionId!: number;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) questionOptionId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(4000) text?: string | null;
}

/** The answers given so far (saved as they are given), and `submit` to finish the test. */
export class TestAnswersDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) attemptId!: number;
  @ApiProperty({ type: [TestAnswerDto] }) @IsArray() @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => TestAnswerDto) answers!: TestAnswerDto[];
  @ApiPropertyOptional({ description: 'finish the test: no more answers after it' }) @IsOptional() @IsBoolean() submit?: boolean;
}

export class TestMarkDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) answerId!: number;
  @ApiProperty({ description: 'from 0 to the question’s score' }) @Type(() => Number) @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) score!: number;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 }) @EmptyIsNone() @IsOptional() @IsString() @MaxLength(1000) feedback?: string | null;
}

/** A recruiter's marks of a test's open answers, under the version read. */
export class MarkTestDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) attemptId!: number;
  @ApiProperty({ description: 'the version read' }) @Type(() => Number) @IsInt() @Min(1) version!: number;
  @ApiProperty({ type: [TestMarkDto] }) @IsArray() @ArrayNotEmpty() @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => TestMarkDto) marks!: TestMarkDto[];
}

export class AttemptIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}
