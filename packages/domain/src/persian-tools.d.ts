// The checks Karsaz takes from @persian-tools/persian-tools. The package declares its types only through
// `exports`, which the workspace's node10 module resolution does not read; this keeps them typed everywhere.
declare module '@persian-tools/persian-tools' {
  export function verifyIranianNationalId(nationalId?: string | number): boolean | undefined;
  export function verifyIranianLegalId(legalId: string | number): boolean | undefined;
  export function isShebaValid(sheba: string): boolean;
  export function verifyCardNumber(digits: number): boolean | undefined;
  /** a car's (7 digits and a letter) or a motorcycle's (8 digits) plate: what it is and whether it is valid */
  export function getNumberPlateInfo(plate: string | number): { info: unknown; isValid: boolean };
}
