import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A real count of rows behind one page the user holds (only tables that exist today). */
export class SummaryCount {
  @ApiProperty({ description: "what is counted: users, roles, activeSessions, thirdParties, or an entity's name (city, costover…)", example: 'users' })
  key!: string;
  @ApiProperty({ description: 'the page (menu url) the count belongs to', example: '/access-management-2' })
  url!: string;
  @ApiProperty({ example: 12 })
  value!: number;
}

/** One top-level menu (area) the user's roles reach, with the pages held under it. */
export class SummaryArea {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'BaseInformation' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'اطلاعات پایه' }) description!: string | null;
  @ApiProperty({ nullable: true, type: String }) icon!: string | null;
  @ApiProperty({ description: 'how many pages (menus with a url) of this area the user holds' }) pages!: number;
  @ApiProperty({ type: [SummaryCount] }) counts!: SummaryCount[];
}

/** One entry of the audit log written by the user. */
export class ActivityEntry {
  @ApiProperty({ description: 'the audit row id (a big integer, as text)' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
  @ApiProperty({ example: 'sign-in' }) event!: string;
  @ApiProperty({ nullable: true, type: String, example: 'user' }) entity!: string | null;
  @ApiProperty({ nullable: true, type: String }) entityId!: string | null;
  @ApiProperty({ nullable: true, type: String }) ip!: string | null;
}

/** A document waiting for the user's decision (workflow modules add their sources). */
export class PendingApproval {
  @ApiProperty({ description: 'the source, e.g. hr.leave-request' }) kind!: string;
  @ApiProperty({ description: 'the document id within its source' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'the SPA page that opens it' }) url!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
}

export class PendingApprovals {
  @ApiProperty({ description: 'how many are waiting (all sources)' }) count!: number;
  @ApiProperty({ type: [PendingApproval], description: 'the newest first, at most 10' }) items!: PendingApproval[];
}

export class DashboardSummary {
  @ApiProperty({ nullable: true, type: Number, description: 'the company of the token' }) companyId!: number | null;
  @ApiPropertyOptional({ nullable: true, type: String }) companyName!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) companyNameEn!: string | null;
  @ApiProperty({ description: 'pages held in all areas' }) totalPages!: number;
  @ApiProperty({ type: [SummaryArea] }) areas!: SummaryArea[];
  @ApiProperty({ type: [ActivityEntry], description: 'the user’s last 10 audit entries in this company (token refreshes left out)' }) recentActivity!: ActivityEntry[];
  @ApiProperty({ type: PendingApprovals }) pendingApprovals!: PendingApprovals;
}
