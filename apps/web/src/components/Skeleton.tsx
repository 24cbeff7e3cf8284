import './skeleton.css';

/**
 * antd's active Skeleton (title, paragraph rows, optionally a round avatar), same elements and
 * measures (skeleton.css), for the placeholders the first page may show while code loads: antd's
 * Skeleton would bring its component code and styles into the entry.
 */
export function SkeletonLines({ rows, avatar = false, title = true }: { rows: number; avatar?: boolean; title?: boolean }) {
  return (
    <div className={avatar ? 'vd-skeleton vd-skeleton-with-avatar' : 'vd-skeleton'}>
      {avatar && (
        <div className="vd-skeleton-header">
          <span className="vd-skeleton-avatar" />
        </div>
      )}
      <div className="vd-skeleton-content">
        {title && <h3 className="vd-skeleton-title" style={{ width: avatar ? '50%' : '38%' }} />}
        <ul className="vd-skeleton-paragraph">
          {Array.from({ length: rows }, (_, i) => (
            // antd: the last row 61% wide without a title (and, as drawn here, below a title over more than two rows).
            <li key={i} style={i === rows - 1 && (!title || rows > 2) ? { width: '61%' } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}
