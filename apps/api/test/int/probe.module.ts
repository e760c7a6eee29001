import { Body, Controller, Get, Module, Post, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateNested, IsArray } from 'class-validator';
import { businessRule, notFound } from '../../src/core/http/errors';
import { Public } from '../../src/core/http/decorators';

class ProbeItem {
  @IsString() @IsNotEmpty() title!: string;
}

export class ProbeDto {
  @IsString() @IsNotEmpty() @MaxLength(10) name!: string;
  @IsInt() @Min(1) count!: number;
  @IsOptional() @IsString() note?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ProbeItem) items?: ProbeItem[];
}

/** Routes that exist only in the tests, to drive the pipeline (validation, errors, time-outs). */
@Public()
@Controller('api/_probe')
export class ProbeController {
  @Post('echo')
  echo(@Body() body: ProbeDto) {
    return body;
  }

  @Get('boom')
  boom(): never {
    throw new Error('database password is hunter2 at /srv/karsaz/secret.ts:42');
  }

  @Get('missing')
  missing(): never {
    throw notFound({ fa: 'سند یافت نشد.', en: 'No such document.' });
  }

  @Get('rule')
  rule(): never {
    throw businessRule({ fa: 'سال مالی بسته است.', en: 'The financial year is closed.' });
  }

  @Get('slow')
  async slow(@Query('ms') ms: string) {
    await new Promise((r) => setTimeout(r, Number(ms)));
    return { slept: Number(ms) };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
