import type { ReactNode, SVGProps } from 'react';

/*
 * The auth pages' illustrations (spec §2: each auth page shows an illustration of its own). Drawn here as inline
 * SVG in the theme's colours, so they need no download and follow the palette.
 */

const c = {
  p0: 'var(--mantine-color-primary-0)',
  p1: 'var(--mantine-color-primary-1)',
  p2: 'var(--mantine-color-primary-2)',
  p3: 'var(--mantine-color-primary-3)',
  p5: 'var(--mantine-color-primary-5)',
  p6: 'var(--mantine-color-primary-6)',
  p8: 'var(--mantine-color-primary-8)',
  s1: 'var(--mantine-color-secondary-1)',
  s2: 'var(--mantine-color-secondary-2)',
  s3: 'var(--mantine-color-secondary-3)',
  s7: 'var(--mantine-color-secondary-7)',
  s9: 'var(--mantine-color-secondary-9)',
  ok: 'var(--mantine-color-success-6)',
  okLight: 'var(--mantine-color-success-1)',
  warn: 'var(--mantine-color-warning-5)',
  warnLight: 'var(--mantine-color-warning-1)',
  danger: 'var(--mantine-color-danger-5)',
  white: '#ffffff',
};

export type IllustrationName =
  | 'sign-in'
  | 'sign-up'
  | 'verify-mobile'
  | 'verify-mobile-sign-up'
  | 'reset-password-request'
  | 'reset-password'
  | 'applicant-register'
  | 'applicant-dashboard'
  | 'oauth2-callback';

type FrameProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IllustrationName; children: ReactNode };

/** The common frame: a soft backdrop of circles and dots behind the drawing. */
function Frame({ name, children, ...props }: FrameProps) {
  return (
    <svg
      viewBox="0 0 400 300"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      data-testid="auth-illustration"
      data-illustration={name}
      width="100%"
      style={{ maxWidth: 440, height: 'auto', display: 'block' }}
      {...props}
    >
      <circle cx="200" cy="160" r="120" fill={c.p0} />
      <circle cx="320" cy="70" r="34" fill={c.p1} />
      <circle cx="70" cy="240" r="22" fill={c.s1} />
      <g fill={c.p2}>
        <circle cx="48" cy="70" r="4" />
        <circle cx="64" cy="58" r="3" />
        <circle cx="350" cy="230" r="4" />
        <circle cx="336" cy="250" r="3" />
      </g>
      <ellipse cx="200" cy="278" rx="120" ry="8" fill={c.s1} />
      {children}
    </svg>
  );
}

/** A small round badge with a check mark. */
function CheckBadge({ x, y, r = 22 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={c.ok} />
      <path
        d={`M${x - r * 0.45} ${y} l${r * 0.3} ${r * 0.32} l${r * 0.6} -${r * 0.62}`}
        fill="none"
        stroke={c.white}
        strokeWidth={r * 0.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A phone with its screen, for the code pages. */
function Phone({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x="140" y="40" width="120" height="230" rx="20" fill={c.s9} />
      <rect x="148" y="56" width="104" height="198" rx="10" fill={c.white} />
      <rect x="184" y="46" width="32" height="5" rx="2.5" fill={c.s7} />
      {children}
    </g>
  );
}

/** Six code boxes in a message bubble. */
function CodeBubble({ y, filled }: { y: number; filled: number }) {
  return (
    <g>
      <rect x="98" y={y} width="170" height="54" rx="14" fill={c.p6} />
      <path d={`M120 ${y + 54} l-4 14 l18 -14 z`} fill={c.p6} />
      {Array.from({ length: 6 }, (_, i) => (
        <rect key={i} x={110 + i * 25} y={y + 14} width="20" height="26" rx="5" fill={i < filled ? c.white : c.p5} />
      ))}
      {Array.from({ length: filled }, (_, i) => (
        <circle key={i} cx={120 + i * 25} cy={y + 27} r="4" fill={c.p8} />
      ))}
    </g>
  );
}

/** A padlock, closed or open. */
function Padlock({ open = false, mark }: { open?: boolean; mark?: ReactNode }) {
  return (
    <g>
      <path
        d={open ? 'M160 140 v-42 a40 40 0 0 1 78 -12' : 'M160 140 v-40 a40 40 0 0 1 80 0 v40'}
        fill="none"
        stroke={c.s7}
        strokeWidth="16"
        strokeLinecap="round"
      />
      <rect x="136" y="132" width="128" height="104" rx="18" fill={c.p6} />
      <rect x="136" y="132" width="128" height="20" rx="10" fill={c.p5} />
      {mark}
    </g>
  );
}

export function SignInIllustration() {
  return (
    <Frame name="sign-in">
      <rect x="100" y="60" width="200" height="200" rx="18" fill={c.white} stroke={c.p2} strokeWidth="3" />
      <circle cx="200" cy="108" r="26" fill={c.p1} />
      <circle cx="200" cy="100" r="10" fill={c.p6} />
      <path d="M182 124 a18 14 0 0 1 36 0" fill={c.p6} />
      <rect x="128" y="150" width="144" height="18" rx="9" fill={c.s1} />
      <rect x="128" y="178" width="144" height="18" rx="9" fill={c.s1} />
      <g fill={c.s3}>
        {Array.from({ length: 6 }, (_, i) => (
          <circle key={i} cx={142 + i * 14} cy="187" r="3.5" />
        ))}
      </g>
      <rect x="128" y="212" width="144" height="24" rx="12" fill={c.p6} />
      {/* the key */}
      <g transform="rotate(-30 300 214)">
        <circle cx="300" cy="214" r="24" fill={c.warn} />
        <circle cx="300" cy="214" r="9" fill={c.white} />
        <rect x="318" y="208" width="62" height="12" rx="4" fill={c.warn} />
        <rect x="360" y="218" width="8" height="14" rx="2" fill={c.warn} />
        <rect x="346" y="218" width="8" height="10" rx="2" fill={c.warn} />
      </g>
    </Frame>
  );
}

export function SignUpIllustration() {
  return (
    <Frame name="sign-up">
      <rect x="90" y="78" width="220" height="150" rx="16" fill={c.white} stroke={c.p2} strokeWidth="3" />
      <rect x="90" y="78" width="220" height="34" rx="16" fill={c.p6} />
      <rect x="90" y="96" width="220" height="16" fill={c.p6} />
      <rect x="186" y="68" width="28" height="22" rx="6" fill={c.s7} />
      <circle cx="144" cy="162" r="30" fill={c.p1} />
      <circle cx="144" cy="152" r="11" fill={c.p6} />
      <path d="M124 180 a20 16 0 0 1 40 0" fill={c.p6} />
      <rect x="190" y="138" width="96" height="12" rx="6" fill={c.p2} />
      <rect x="190" y="160" width="80" height="10" rx="5" fill={c.s2} />
      <rect x="190" y="178" width="64" height="10" rx="5" fill={c.s2} />
      <rect x="112" y="206" width="176" height="8" rx="4" fill={c.s1} />
      {/* the plus badge */}
      <circle cx="304" cy="84" r="26" fill={c.ok} />
      <path d="M304 72 v24 M292 84 h24" stroke={c.white} strokeWidth="6" strokeLinecap="round" />
      {/* a pencil */}
      <g transform="rotate(35 96 236)">
        <rect x="60" y="228" width="70" height="16" rx="3" fill={c.warn} />
        <path d="M130 228 l18 8 l-18 8 z" fill={c.warnLight} />
        <rect x="52" y="228" width="10" height="16" rx="3" fill={c.danger} />
      </g>
    </Frame>
  );
}

export function VerifyMobileSignUpIllustration() {
  return (
    <Frame name="verify-mobile-sign-up">
      <Phone>
        <rect x="162" y="178" width="76" height="10" rx="5" fill={c.s1} />
        <rect x="162" y="196" width="56" height="10" rx="5" fill={c.s1} />
        <rect x="162" y="222" width="76" height="20" rx="10" fill={c.ok} />
      </Phone>
      <CodeBubble y={94} filled={6} />
      <CheckBadge x={270} y={88} r={26} />
    </Frame>
  );
}

export function VerifyMobileIllustration() {
  return (
    <Frame name="verify-mobile">
      <Phone>
        <rect x="162" y="178" width="76" height="10" rx="5" fill={c.s1} />
        <rect x="162" y="222" width="76" height="20" rx="10" fill={c.p6} />
      </Phone>
      <CodeBubble y={100} filled={4} />
      {/* a small shield: the code is one use */}
      <g transform="translate(254 58)">
        <path d="M24 0 l24 9 v17 c0 18 -11 30 -24 36 c-13 -6 -24 -18 -24 -36 v-17 z" fill={c.warn} />
        <rect x="15" y="24" width="18" height="15" rx="3" fill={c.white} />
        <path d="M18 24 v-5 a6 6 0 0 1 12 0 v5" fill="none" stroke={c.white} strokeWidth="3" />
      </g>
    </Frame>
  );
}

export function ResetPasswordRequestIllustration() {
  return (
    <Frame name="reset-password-request">
      <Padlock
        mark={
          <g>
            <path
              d="M188 172 a12 12 0 1 1 18 10 c-4 3 -6 5 -6 10"
              fill="none"
              stroke={c.white}
              strokeWidth="8"
              strokeLinecap="round"
            />
            <circle cx="200" cy="212" r="5" fill={c.white} />
          </g>
        }
      />
      {/* the message the code arrives in */}
      <g transform="translate(262 78)">
        <rect width="92" height="58" rx="12" fill={c.white} stroke={c.p3} strokeWidth="3" />
        <path d="M14 58 l-6 14 l20 -14 z" fill={c.white} stroke={c.p3} strokeWidth="3" strokeLinejoin="round" />
        <rect x="12" y="16" width="68" height="8" rx="4" fill={c.p2} />
        <rect x="12" y="32" width="44" height="8" rx="4" fill={c.s2} />
      </g>
    </Frame>
  );
}

export function ResetPasswordIllustration() {
  return (
    <Frame name="reset-password">
      <Padlock
        open
        mark={
          <g>
            <circle cx="200" cy="176" r="12" fill={c.white} />
            <rect x="195" y="182" width="10" height="26" rx="4" fill={c.white} />
          </g>
        }
      />
      {/* the new password */}
      <rect x="96" y="246" width="208" height="26" rx="13" fill={c.white} stroke={c.p2} strokeWidth="3" />
      <g fill={c.p6}>
        {Array.from({ length: 8 }, (_, i) => (
          <circle key={i} cx={124 + i * 19} cy="259" r="5" />
        ))}
      </g>
      <CheckBadge x={300} y={110} r={24} />
    </Frame>
  );
}

export function ApplicantRegisterIllustration() {
  return (
    <Frame name="applicant-register">
      {/* the résumé behind the briefcase */}
      <rect x="176" y="58" width="120" height="150" rx="10" fill={c.white} stroke={c.p2} strokeWidth="3" transform="rotate(8 236 133)" />
      <g transform="rotate(8 236 133)">
        <circle cx="206" cy="92" r="14" fill={c.p1} />
        <rect x="228" y="84" width="52" height="8" rx="4" fill={c.p3} />
        <rect x="228" y="98" width="36" height="6" rx="3" fill={c.s2} />
        <rect x="192" y="122" width="88" height="6" rx="3" fill={c.s2} />
        <rect x="192" y="136" width="72" height="6" rx="3" fill={c.s2} />
      </g>
      {/* the briefcase */}
      <path d="M150 132 v-14 a10 10 0 0 1 10 -10 h40 a10 10 0 0 1 10 10 v14" fill="none" stroke={c.s7} strokeWidth="10" />
      <rect x="96" y="130" width="168" height="118" rx="16" fill={c.p6} />
      <rect x="96" y="130" width="168" height="46" rx="16" fill={c.p5} />
      <rect x="166" y="164" width="28" height="24" rx="5" fill={c.warn} />
      {/* a star: a new chance */}
      <path
        d="M318 168 l8 17 l18 3 l-13 12 l3 18 l-16 -9 l-16 9 l3 -18 l-13 -12 l18 -3 z"
        fill={c.warn}
        stroke={c.warnLight}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

export function ApplicantDashboardIllustration() {
  return (
    <Frame name="applicant-dashboard">
      <rect x="120" y="56" width="160" height="206" rx="14" fill={c.white} stroke={c.p2} strokeWidth="3" />
      <rect x="168" y="44" width="64" height="26" rx="8" fill={c.s7} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(0 ${i * 52})`}>
          <rect x="142" y="96" width="28" height="28" rx="7" fill={i < 2 ? c.okLight : c.s1} />
          {i < 2 && (
            <path d="M149 110 l6 6 l10 -12" fill="none" stroke={c.ok} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          )}
          <rect x="182" y="100" width="76" height="8" rx="4" fill={c.p3} />
          <rect x="182" y="114" width="52" height="6" rx="3" fill={c.s2} />
        </g>
      ))}
      <circle cx="300" cy="96" r="30" fill={c.p1} />
      <circle cx="300" cy="88" r="11" fill={c.p6} />
      <path d="M280 114 a20 15 0 0 1 40 0" fill={c.p6} />
    </Frame>
  );
}

export function OAuthCallbackIllustration() {
  return (
    <Frame name="oauth2-callback">
      {/* two applications and the link between them */}
      <rect x="52" y="112" width="76" height="64" rx="12" fill={c.white} stroke={c.p3} strokeWidth="3" />
      <rect x="64" y="126" width="52" height="8" rx="4" fill={c.p2} />
      <rect x="64" y="142" width="36" height="8" rx="4" fill={c.s2} />
      <rect x="272" y="112" width="76" height="64" rx="12" fill={c.white} stroke={c.p3} strokeWidth="3" />
      <rect x="284" y="126" width="52" height="8" rx="4" fill={c.p2} />
      <rect x="284" y="142" width="36" height="8" rx="4" fill={c.s2} />
      <path d="M128 144 H272" stroke={c.p5} strokeWidth="4" strokeDasharray="8 8" strokeLinecap="round" />
      {/* the shield that checks the answer */}
      <path d="M200 76 l56 20 v40 c0 42 -26 70 -56 84 c-30 -14 -56 -42 -56 -84 v-40 z" fill={c.p6} />
      <path d="M200 92 l42 15 v30 c0 32 -20 53 -42 64 z" fill={c.p5} />
      <path d="M178 146 l16 16 l30 -32" fill="none" stroke={c.white} strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}
