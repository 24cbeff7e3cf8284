import { Skeleton } from 'antd';
import { lazyPart } from '../../lib/lazyPart';
/** Toolbar, editor and submit row of the panel at its default size: what the skeleton reserves. */
const EDITOR_HEIGHT_PENDING = 650;

/**
 * The editor half of the problem page in a chunk of its own (CodeMirror is most of the page's
 * code): the statement no longer waits for it, nor shares the phone's bandwidth with it (issue
 * 28.11). It loads when the page first renders; meanwhile a skeleton holds the panel's height.
 */
export const ProblemEditorPanel = lazyPart(
  async () => (await import('./ProblemEditorPanel')).ProblemEditorPanel,
  <div style={{ minHeight: EDITOR_HEIGHT_PENDING }} data-testid="editor-pending">
    <Skeleton active paragraph={{ rows: 10 }} />
  </div>,
);
