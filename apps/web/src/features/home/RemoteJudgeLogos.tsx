import { REMOTE_OJS } from '@verdict/shared';
import { Link } from 'react-router';

type RemoteOj = (typeof REMOTE_OJS)[number];

/**
 * Our own word marks of the remote judges (spec 1 §2.4): a coloured plate with the key's letters,
 * drawn here as SVG text, no site's brand file. Plates are dark enough for white text (≥ 4.5:1).
 */
const MARKS: Record<RemoteOj, { name: string; mark: string; plate: string; accent: string }> = {
  HDU: { name: 'HDU', mark: 'HDU', plate: '#1d4e89', accent: '#8cb8ec' },
  CF: { name: 'Codeforces', mark: 'CF', plate: '#1a5c96', accent: '#f2c744' },
  GYM: { name: 'Codeforces Gym', mark: 'GYM', plate: '#7a2424', accent: '#f2c744' },
  POJ: { name: 'POJ', mark: 'POJ', plate: '#2f5d2f', accent: '#9fd69f' },
  SPOJ: { name: 'SPOJ', mark: 'SPOJ', plate: '#245c73', accent: '#9fd3e8' },
  AC: { name: 'AtCoder', mark: 'AC', plate: '#222222', accent: '#b9b9b9' },
  LIBRE: { name: 'LibreOJ', mark: 'LOJ', plate: '#5b3a8c', accent: '#c9b3ee' },
};

function Mark({ oj }: { oj: RemoteOj }) {
  const m = MARKS[oj];
  return (
    <svg viewBox="0 0 96 40" width="96" height="40" role="img" aria-label={m.name}>
      {/* A faint edge keeps the darkest plate apart from a dark page. */}
      <rect x="0.5" y="0.5" width="95" height="39" rx="8" fill={m.plate} stroke="rgba(128, 128, 128, 0.45)" />
      <rect x="8" y="31" width="80" height="3" rx="1.5" fill={m.accent} />
      <text
        x="48"
        y="24"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize={m.mark.length > 3 ? 16 : 19}
        fontWeight={700}
        letterSpacing="1"
        fill="#ffffff"
      >
        {m.mark}
      </text>
    </svg>
  );
}

/** Every supported remote judge's mark; each opens the problem bank filtered to that judge. */
export function RemoteJudgeLogos() {
  return (
    <div className="home-judge-logos" data-testid="home-remote-logos">
      {REMOTE_OJS.map((oj) => (
        <Link
          key={oj}
          to={`/problem?oj=${oj}`}
          className="home-judge-logo-link"
          title={MARKS[oj].name}
          data-testid={`home-remote-logo-${oj}`}
        >
          <Mark oj={oj} />
          <span className="home-judge-logo-name">{MARKS[oj].name}</span>
        </Link>
      ))}
    </div>
  );
}
