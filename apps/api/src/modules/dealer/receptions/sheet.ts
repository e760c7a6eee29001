import { Injectable } from '@nestjs/common';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { tehranClock, tehranDate, toDecimalString } from '@karsaz/domain';
import { findEntity, type EntityDefinition } from '@karsaz/entities';
import { PrismaClient } from '../../../core/database/database';
import { PDF_FONT, PdfText, formatNumber, renderPdf, type PdfLanguage } from '../../../core/export/pdf';
import { jalaliText } from '../../../core/report/report-pdf';
import { notFound } from '../../../core/http/errors';

/**
 * The reception sheet (برگهٔ پذیرش): what the customer signs when the car is received (docs/dealer.md "Receptions"),
 * one A4 page from the reception as it is stored: the dealer, the reception's number and time, the customer and
 * the car (VIN, plate, colour, mileage, fuel, tyres, the parts in it, its visible damage), the complaint, the work
 * (kind of service, repair shop, technician, promised time), the services and packs with their prices and the
 * total, and the customer's and the receptionist's signature boxes under a sentence saying what the customer
 * confirms. Set through the API's one pdfmake engine (`core/export/pdf.ts`): Persian right to left with Persian
 * digits, English left to right; days Jalali in both. The fields' names are the definition's labels.
 */

/** A reception as the sheet shows it: every link already read as its name. */
export interface ReceptionSheet {
  dealer: { name: string; phone: string | null; address: string | null };
  code: string;
  receivedAt: Date;
  customerName: string;
  mobile: string;
  vehicle: string;
  vin: string;
  /** as stored: `12ب345ایران67` */
  plate: string;
  colour: string | null;
  mileage: number;
  fuel: string | null;
  tyres: string | null;
  parts: string[];
  damage: string | null;
  complaint: string;
  serviceType: string;
  repairShop: string | null;
  technician: string | null;
  promisedAt: Date | null;
  lines: { kind: number; name: string; description: string | null; price: string | null }[];
  /** the sum of the lines' prices (rials, a decimal string) */
  total: string;
}

const TEXT = {
  fa: {
    title: 'برگهٔ پذیرش خودرو',
    row: 'ردیف',
    none: '—',
    noLines: 'هنوز خدمتی برای این پذیرش ثبت نشده است.',
    confirm:
      'مشتری با امضای این برگه وضعیت خودرو را هنگام پذیرش (کارکرد، سوخت، لاستیک‌ها، قطعات همراه و آسیب‌های ظاهری) و خدمات خواسته‌شده و مبلغ آن‌ها را، چنان‌که در این برگه آمده است، تأیید می‌کند و اجازهٔ انجام کار را می‌دهد.',
    customerSign: 'نام و امضای مشتری',
    receptionistSign: 'نام و امضای پذیرش‌گر',
    phone: 'تلفن',
    km: 'کیلومتر',
  },
  en: {
    title: 'Car reception sheet',
    row: '#',
    none: '—',
    noLines: 'No service has been recorded for this reception yet.',
    confirm:
      "By signing this sheet the customer confirms the car's state at reception (mileage, fuel, tyres, the parts in it and its visible damage) and the work requested with its prices, as written on this sheet, and allows the work to be done.",
    customerSign: "Customer's name and signature",
    receptionistSign: "Receptionist's name and signature",
    phone: 'Phone',
    km: 'km',
  },
} as const;

const PAGE_WIDTH = 595.28; // A4
const MARGIN = 32;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CELL_PADDING = 4;
const RULE_WIDTH = 0.5;
const SIZE = { body: 9, small: 7.5, heading: 10.5, title: 14 };
const GREY = '#555555';
const RULE = '#999999';
const FILL = '#eeeeee';
const COLUMNS = 3;
const LINE_COLUMNS = { row: 34, kind: 80, price: 110 };

const definition = (name: string): EntityDefinition => {
  const found = findEntity(name);
  if (!found) throw new Error(`The entity ${name} is not defined`);
  return found;
};

/** A moment as the sheet shows it: the Jalali day and the time in Tehran (`1405/01/01 09:30`). */
export function sheetMoment(at: Date): string {
  return `${jalaliText(tehranDate(at))} ${tehranClock(at)}`;
}

/** A stored plate (`12ب345ایران67`) as it is read off the car: `12 ب 345 ایران 67`; any other text as it is. */
export function plateText(plate: string): string {
  return plate.replace(/^(\d{2})(\D+?)(\d{3})ایران(\d{2})$/, '$1 $2 $3 ایران $4');
}

/** The section's label and a value under it, in a grid cell (`—` for none). */
function field(page: PdfText, label: string, value: string | null | undefined, width: number): Content {
  const shown = value === null || value === undefined || value.trim() === '' ? TEXT[page.language].none : value;
  return { stack: [page.text(label, { width, size: SIZE.small, color: GREY }), page.text(shown, { width })] };
}

/** A heading above a block. */
function heading(page: PdfText, text: string): Content {
  return { ...(page.text(text, { width: CONTENT_WIDTH, size: SIZE.heading, bold: true }) as object), margin: [0, 10, 0, 3] } as Content;
}

type Item = { label: string; value: string | null; wide?: boolean };

/** Items three a row in reading order; a wide one (a long text) takes a row of its own. */
function grid(page: PdfText, items: Item[]): Content {
  const cellWidth = CONTENT_WIDTH / COLUMNS - 2 * CELL_PADDING;
  const body: TableCell[][] = [];
  let row: Content[] = [];
  const flush = () => {
    if (!row.length) return;
    while (row.length < COLUMNS) row.push({ text: '' });
    body.push(page.row(row) as TableCell[]);
    row = [];
  };
  for (const item of items) {
    if (item.wide) {
      flush();
      // a spanning cell comes first in pdfmake's row, whatever the direction (it fills the row)
      body.push([{ ...(field(page, item.label, item.value, CONTENT_WIDTH - 2 * CELL_PADDING) as object), colSpan: COLUMNS } as TableCell, ...Array.from({ length: COLUMNS - 1 }, () => ({}) as TableCell)]);
      continue;
    }
    row.push(field(page, item.label, item.value, cellWidth));
    if (row.length === COLUMNS) flush();
  }
  flush();
  return {
    table: { widths: Array(COLUMNS).fill(cellWidth), body, dontBreakRows: true },
    layout: {
      hLineWidth: (i: number) => (i === 0 || i === body.length ? RULE_WIDTH : 0),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

/** The services and packs with their prices, and the total. */
function linesTable(page: PdfText, sheet: ReceptionSheet, line: EntityDefinition, reception: EntityDefinition): Content {
  const L = TEXT[page.language];
  const lang = page.language;
  const inner = (w: number) => w - 2 * CELL_PADDING;
  // the name takes what the others leave (pdfmake's widths leave out the cells' padding and the rules)
  const nameWidth = CONTENT_WIDTH - 5 * RULE_WIDTH - LINE_COLUMNS.row - LINE_COLUMNS.kind - LINE_COLUMNS.price;
  const widths = [LINE_COLUMNS.row, nameWidth, LINE_COLUMNS.kind, LINE_COLUMNS.price].map(inner);
  const kinds = new Map((line.fields.kind?.type === 'enum' ? line.fields.kind.options : []).map((o) => [o.value, o.label[lang]]));
  const nameLabel = `${line.fields.dealerServiceId!.label[lang]} / ${line.fields.dealerServicePackId!.label[lang]} / ${line.fields.productId!.label[lang]}`;
  const body: TableCell[][] = [
    page.row([
      page.text(L.row, { width: widths[0]!, bold: true, align: 'center' }),
      page.text(nameLabel, { width: widths[1]!, bold: true }),
      page.text(line.fields.kind!.label[lang], { width: widths[2]!, bold: true }),
      page.right(line.fields.price!.label[lang], { width: widths[3]!, bold: true }),
    ]) as TableCell[],
  ];
  sheet.lines.forEach((l, i) => {
    const name: Content[] = [page.text(l.name, { width: widths[1]! })];
    if (l.description?.trim()) name.push(page.text(l.description.trim(), { width: widths[1]!, size: SIZE.small, color: GREY }));
    body.push(
      page.row([
        page.text(String(i + 1), { width: widths[0]!, align: 'center' }),
        { stack: name },
        page.text(kinds.get(l.kind) ?? '', { width: widths[2]! }),
        l.price === null ? page.right(L.none, { width: widths[3]! }) : page.number(l.price, { width: widths[3]! }),
      ]) as TableCell[],
    );
  });
  if (!sheet.lines.length) {
    body.push([{ ...(page.text(L.noLines, { width: CONTENT_WIDTH - 2 * CELL_PADDING, align: 'center', color: GREY }) as object), colSpan: 4 } as TableCell, {}, {}, {}]);
  }
  body.push(
    page.row([
      { text: '' },
      page.text(reception.fields.totalPrice!.label[lang], { width: widths[1]!, bold: true }),
      { text: '' },
      page.number(sheet.total, { width: widths[3]!, bold: true }),
    ]) as TableCell[],
  );
  return {
    table: { headerRows: 1, widths: page.row(widths), body, dontBreakRows: true },
    layout: {
      hLineWidth: () => RULE_WIDTH,
      vLineWidth: () => RULE_WIDTH,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 3,
      paddingBottom: () => 3,
      fillColor: (i: number) => (i === 0 || i === body.length - 1 ? FILL : null),
    },
  };
}

/** The customer's and the receptionist's boxes, side by side, room to sign in each. */
function signatures(page: PdfText): Content {
  const L = TEXT[page.language];
  const gap = 24;
  const width = (CONTENT_WIDTH - gap) / 2 - 2 * CELL_PADDING - 2 * RULE_WIDTH;
  const box = (label: string): Content => ({
    table: { widths: [width], heights: [72], body: [[{ stack: [page.text(label, { width, bold: true })] }]] },
    layout: {
      hLineWidth: () => RULE_WIDTH,
      vLineWidth: () => RULE_WIDTH,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  });
  return { columns: page.row([box(L.customerSign), box(L.receptionistSign)]), columnGap: gap, margin: [0, 8, 0, 0], unbreakable: true } as Content;
}

/** The sheet's definition (what pdfmake draws); `receptionSheetPdf` renders it. */
export function receptionSheetDocument(sheet: ReceptionSheet, language: PdfLanguage): TDocumentDefinitions {
  const page = new PdfText(language, undefined, SIZE.body);
  const L = TEXT[language];
  const reception = definition('dealerreception');
  const line = definition('dealerreceptionline');
  const label = (name: string) => reception.fields[name]!.label[language];
  const section = (i: number) => reception.form?.sections[i]?.title?.[language] ?? '';
  const contact = [sheet.dealer.address, sheet.dealer.phone ? `${L.phone}: ${sheet.dealer.phone}` : null].filter(Boolean).join(' — ');
  const content: Content[] = [
    page.text(sheet.dealer.name, { width: CONTENT_WIDTH, size: SIZE.title, bold: true, align: 'center' }),
  ];
  if (contact) content.push(page.text(contact, { width: CONTENT_WIDTH, size: SIZE.small, align: 'center', color: GREY }));
  content.push(
    { ...(page.text(L.title, { width: CONTENT_WIDTH, size: SIZE.heading + 1.5, bold: true, align: 'center' }) as object), margin: [0, 6, 0, 6] } as Content,
    grid(page, [
      { label: label('code'), value: sheet.code },
      { label: label('receivedAt'), value: sheetMoment(sheet.receivedAt) },
    ]),
    heading(page, section(0)),
    grid(page, [
      { label: label('customerName'), value: sheet.customerName },
      { label: label('mobile'), value: sheet.mobile },
      { label: label('dealerVehicleId'), value: sheet.vehicle },
      { label: label('vin'), value: sheet.vin },
      { label: label('plate'), value: plateText(sheet.plate) },
      { label: label('dealerColorId'), value: sheet.colour },
    ]),
    heading(page, section(1)),
    grid(page, [
      { label: label('mileage'), value: `${formatNumber(String(sheet.mileage), language)} ${L.km}` },
      { label: label('dealerFuelStatusId'), value: sheet.fuel },
      { label: label('dealerTiresStatusId'), value: sheet.tyres },
      { label: label('existingCarPartIds'), value: sheet.parts.join(language === 'fa' ? '، ' : ', '), wide: true },
      { label: label('damage'), value: sheet.damage, wide: true },
      { label: label('complaint'), value: sheet.complaint, wide: true },
    ]),
    heading(page, section(2)),
    grid(page, [
      { label: label('dealerReceptionServiceTypeId'), value: sheet.serviceType },
      { label: label('dealerRepairShopId'), value: sheet.repairShop },
      { label: label('technicianId'), value: sheet.technician },
      { label: label('promisedAt'), value: sheet.promisedAt ? sheetMoment(sheet.promisedAt) : null },
    ]),
    heading(page, reception.lines?.label[language] ?? ''),
    linesTable(page, sheet, line, reception),
    { ...(page.text(L.confirm, { width: CONTENT_WIDTH }) as object), margin: [0, 12, 0, 0] } as Content,
    signatures(page),
  );
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: `${L.title} ${sheet.code} — ${sheet.dealer.name}`, creator: 'Karsaz', producer: 'Karsaz' },
    language: language === 'fa' ? 'fa-IR' : 'en',
    defaultStyle: { font: PDF_FONT, fontSize: SIZE.body, lineHeight: 1.15 },
    content,
  };
}

/** The sheet's bytes. */
export function receptionSheetPdf(sheet: ReceptionSheet, language: PdfLanguage): Promise<Buffer> {
  return renderPdf(receptionSheetDocument(sheet, language));
}

const NOT_FOUND = { fa: 'پذیرش خودرو یافت نشد.', en: 'The car reception was not found.' };

/** Reads a reception of the company for its sheet, every link by its name; 404 for none (another company's too). */
@Injectable()
export class ReceptionSheets {
  constructor(private readonly prisma: PrismaClient) {}

  async read(companyId: number, id: number): Promise<ReceptionSheet> {
    const name = { select: { name: true } } as const;
    const r = await this.prisma.dealerReception.findFirst({
      where: { id, companyId },
      include: {
        dealer: { select: { name: true, phone: true, address: true } },
        dealerVehicle: name,
        dealerColor: name,
        dealerFuelStatus: name,
        dealerTiresStatus: name,
        dealerReceptionServiceType: name,
        dealerRepairShop: name,
        technician: { select: { fullName: true, firstName: true, lastName: true } },
        existingCarPartLinks: { select: { target: { select: { name: true, code: true } } } },
        dealerReceptionLineViaDealerReception: {
          select: { kind: true, price: true, description: true, quantity: true, dealerService: name, dealerServicePack: name, product: name },
          orderBy: { id: 'asc' },
        },
      },
    });
    if (!r) throw notFound(NOT_FOUND);
    const t = r.technician;
    return {
      dealer: r.dealer,
      code: r.code ?? String(r.id),
      receivedAt: r.receivedAt,
      customerName: r.customerName,
      mobile: r.mobile,
      vehicle: r.dealerVehicle.name,
      vin: r.vin,
      plate: r.plate,
      colour: r.dealerColor?.name ?? null,
      mileage: r.mileage,
      fuel: r.dealerFuelStatus?.name ?? null,
      tyres: r.dealerTiresStatus?.name ?? null,
      parts: r.existingCarPartLinks.map((l) => l.target).sort((a, b) => a.code.localeCompare(b.code)).map((p) => p.name),
      damage: r.damage,
      complaint: r.complaint,
      serviceType: r.dealerReceptionServiceType.name,
      repairShop: r.dealerRepairShop?.name ?? null,
      technician: t ? (t.fullName ?? `${t.firstName} ${t.lastName}`).trim() : null,
      promisedAt: r.promisedAt,
      lines: r.dealerReceptionLineViaDealerReception.map((l) => ({
        kind: l.kind,
        // a part with its quantity: «لنت ترمز × ۲» (the digits as the language writes them, on the page)
        name: l.dealerService?.name ?? l.dealerServicePack?.name ?? (l.product ? `${l.product.name} × ${toDecimalString(l.quantity) ?? '1'}` : ''),
        description: l.description,
        price: toDecimalString(l.price),
      })),
      total: toDecimalString(r.totalPrice) ?? '0',
    };
  }
}
