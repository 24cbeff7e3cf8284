import { AntdOutlet } from '../AntdOutlet';

/** Focus mode: the page owns the whole window (its own header and bottom bar), no footer. */
export function FocusLayout() {
  return (
    <div className="app-shell">
      <main className="app-content" style={{ maxWidth: 'none' }}>
        <AntdOutlet />
      </main>
    </div>
  );
}
